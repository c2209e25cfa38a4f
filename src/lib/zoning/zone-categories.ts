// The zones of By-law 569-2013: symbol, plain name, category, chapter, section and exception section.
// Section numbers follow shared/reference/bylaw-569-2013.md; `confirmed: false` marks the ones it flags.

export type ColourGroup = 'R' | 'RA' | 'CR' | 'CRE' | 'C' | 'E' | 'I' | 'O' | 'U';

export interface ZoneCategory {
  readonly symbol: string;
  readonly name: string;
  readonly category: string;
  /** The City's GEN_ZONE code for the category. */
  readonly genZone: number;
  readonly chapter: number;
  readonly section: string | null;
  readonly exceptionSection: string | null;
  readonly colourGroup: ColourGroup;
  readonly confirmed: boolean;
}

function zone(
  symbol: string,
  name: string,
  category: string,
  genZone: number,
  chapter: number,
  section: string | null,
  exceptionSection: string | null,
  colourGroup: ColourGroup,
  confirmed = true,
): ZoneCategory {
  return { symbol, name, category, genZone, chapter, section, exceptionSection, colourGroup, confirmed };
}

const RES = 'Residential';
const RES_APT = 'Residential Apartment';
const EMP = 'Employment Industrial';
const INST = 'Institutional';
const OPEN = 'Open Space';

export const ZONES: readonly ZoneCategory[] = [
  zone('R', 'Residential', RES, 0, 10, '10.10', '900.2', 'R'),
  zone('RD', 'Residential Detached', RES, 0, 10, '10.20', '900.3', 'R'),
  zone('RS', 'Residential Semi-Detached', RES, 0, 10, '10.40', '900.4', 'R'),
  zone('RT', 'Residential Townhouse', RES, 0, 10, '10.60', '900.5', 'R'),
  zone('RM', 'Residential Multiple Dwelling', RES, 0, 10, '10.80', '900.6', 'R'),
  zone('RA', 'Residential Apartment', RES_APT, 101, 15, '15.10', '900.7', 'RA'),
  zone('RAC', 'Residential Apartment Commercial', RES_APT, 101, 15, '15.20', '900.8', 'RA'),
  zone('CL', 'Commercial Local', 'Commercial', 201, 30, '30.20', '900.10', 'C'),
  zone('CR', 'Commercial Residential', 'Commercial Residential', 202, 40, '40.10', '900.11', 'CR'),
  zone('CRE', 'Commercial Residential Employment', 'Commercial Residential Employment', 6, 50, '50.10', '900.12', 'CRE'),
  zone('EL', 'Employment Light Industrial', EMP, 4, 60, '60.10', '900.21', 'E'),
  zone('E', 'Employment Industrial', EMP, 4, 60, '60.20', '900.20', 'E'),
  zone('EH', 'Employment Heavy Industrial', EMP, 4, 60, '60.30', '900.22', 'E'),
  zone('EO', 'Employment Industrial Office', EMP, 4, 60, '60.40', '900.24', 'E'),
  zone('I', 'Institutional General', INST, 5, 80, '80.10', '900.30', 'I'),
  zone('IH', 'Institutional Hospital', INST, 5, 80, '80.20', '900.31', 'I', false),
  zone('IE', 'Institutional Education', INST, 5, 80, '80.30', '900.32', 'I', false),
  zone('IS', 'Institutional School', INST, 5, 80, '80.40', '900.33', 'I', false),
  zone('IPW', 'Institutional Place of Worship', INST, 5, 80, '80.50', '900.34', 'I', false),
  zone('O', 'Open Space', OPEN, 1, 90, '90.10', '900.40', 'O'),
  zone('ON', 'Open Space - Natural', OPEN, 1, 90, '90.20', '900.41', 'O'),
  zone('OR', 'Open Space - Recreation', OPEN, 1, 90, '90.30', null, 'O'),
  zone('OG', 'Open Space - Golf', OPEN, 1, 90, '90.40', null, 'O'),
  zone('OM', 'Open Space - Marina', OPEN, 1, 90, '90.50', null, 'O'),
  zone('OC', 'Open Space - Cemetery', OPEN, 1, 90, '90.70', null, 'O'),
  zone('UT', 'Utility and Transportation', 'Utility and Transportation', 2, 100, null, null, 'U', false),
];

const BY_SYMBOL = new Map(ZONES.map((z) => [z.symbol, z]));

export function findZone(symbol: string): ZoneCategory | undefined {
  return BY_SYMBOL.get(symbol.trim().toUpperCase());
}
