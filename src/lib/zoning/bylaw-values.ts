// The reviewed table of By-law 569-2013 values the brief may state: only what was read in the by-law's own text on a
// toronto.ca page (the reference's [TO-TEXT] facts), each with its regulation, its page and that page's consolidation date.
import { sectionUrl } from './bylaw-links';

/** How the regulation number of a value is known: printed with the text, or inferred from the by-law's numbering. */
export type RegulationBasis = 'read' | 'inferred';

export interface BylawValue {
  /** The regulation, e.g. '40.10.20.10(1)(A)'. */
  regulation: string;
  /** 'inferred' where the page's excerpt showed only the bracketed number and the article is read from the numbering. */
  regulationBasis: RegulationBasis;
  /** What the regulation says, in a few words. */
  subject: string;
  /** The value as read: a list of uses, a figure with its unit, a rule of measurement. */
  value: string;
  /** The page it was read from. */
  url: string;
  /** ISO day of the office consolidation the page showed; null where it showed none (`undatedBecause` says so). */
  consolidatedOn: string | null;
  undatedBecause: string | null;
}

const CR_PAGE = sectionUrl('40.10');
const OPEN_SPACE_PAGE = sectionUrl('90');
const NO_DATE_SHOWN = 'the version date was not in the part of the page that was read';

/** Keys of the reviewed values; each names one fact of the reference marked [TO-TEXT]. */
export type BylawValueKey =
  | 'cr-standard-sets'
  | 'cr-medical-office'
  | 'cr-uses-c'
  | 'cr-uses-r'
  | 'open-space-height-measured'
  | 'open-space-roof-structures';

export const BYLAW_VALUES: Readonly<Record<BylawValueKey, BylawValue>> = {
  'cr-standard-sets': {
    regulation: '40.10.1.10(2)',
    regulationBasis: 'inferred',
    subject: 'CR Zone Development Standard Sets',
    value: 'The CR zone has three Development Standard Sets, SS1, SS2 and SS3, which form part of the zone label',
    url: CR_PAGE,
    consolidatedOn: null,
    undatedBecause: NO_DATE_SHOWN,
  },
  'cr-medical-office': {
    regulation: '40.10.1.10(3)',
    regulationBasis: 'inferred',
    subject: 'Medical Office',
    value: 'In the CR zone, a medical office includes a medical clinic',
    url: CR_PAGE,
    consolidatedOn: null,
    undatedBecause: NO_DATE_SHOWN,
  },
  'cr-uses-c': {
    regulation: '40.10.20.10(1)(A)',
    regulationBasis: 'inferred',
    subject: 'Uses permitted under the letter "c" in the zone label',
    value:
      'Ambulance Depot, Art Gallery, Artist Studio, Automated Banking Machine, Community Centre, Courts of Law, Education Use, ' +
      'Financial Institution, Fire Hall, Library, Massage Therapy, Medical Office, Museum, Office, Park, Passenger Terminal, ' +
      'Performing Arts Studio, Personal Service Shop, Pet Services, Police Station, Post-Secondary School, Production Studio, ' +
      'Religious Education Use, Software Development and Processing, Veterinary Hospital, Wellness Centre',
    url: CR_PAGE,
    consolidatedOn: null,
    undatedBecause: NO_DATE_SHOWN,
  },
  'cr-uses-r': {
    regulation: '40.10.20.10(1)(B)',
    regulationBasis: 'inferred',
    subject: 'Uses permitted under the letter "r" in the zone label',
    value:
      'Dwelling Unit in a permitted building type in Clause 40.10.20.40, Hospice Care Home, Municipal Shelter, Nursing Home, ' +
      'Religious Residence, Residential Care Home, Respite Care Facility, Retirement Home, Student Residence',
    url: CR_PAGE,
    consolidatedOn: null,
    undatedBecause: NO_DATE_SHOWN,
  },
  'open-space-height-measured': {
    regulation: '90.5.40.10(1)',
    regulationBasis: 'inferred',
    subject: 'Determining the Height of Buildings or Structures (Open Space category)',
    value: 'Height is the distance between average grade and the elevation of the highest point of the building or structure',
    url: OPEN_SPACE_PAGE,
    consolidatedOn: null,
    undatedBecause: NO_DATE_SHOWN,
  },
  'open-space-roof-structures': {
    regulation: '90.5.40.10(2)(A)',
    regulationBasis: 'inferred',
    subject: 'Height of Specific Structures on a Building (Open Space category)',
    value: 'Parapets for a green roof and weather vanes may exceed the permitted maximum height by 1.5 m',
    url: OPEN_SPACE_PAGE,
    consolidatedOn: null,
    undatedBecause: NO_DATE_SHOWN,
  },
};

/** The regulation as the brief cites it: inferred numbers say so. */
export function citeValue(value: BylawValue): string {
  return value.regulationBasis === 'read' ? value.regulation : `${value.regulation} (article inferred from the by-law's numbering)`;
}

/** The regulation in a table's narrow section column: '40.10.20.10(1)(A) (inferred)'. */
export function shortCite(value: BylawValue): string {
  return value.regulationBasis === 'read' ? value.regulation : `${value.regulation} (inferred)`;
}
