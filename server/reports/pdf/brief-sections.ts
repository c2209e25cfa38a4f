// What the PDF says, as plain data: the brief's sections as headed tables and paragraphs, and the cover's lines.
import type { BriefRow, ZoningBrief } from '../../../src/lib/report/brief-model';

/** One table row: Item, Value, By-law section. */
export type SectionRow = readonly [string, string, string];

export interface BriefSection {
  readonly heading: string;
  readonly rows: readonly SectionRow[];
  /** Shown instead of the table when it has no rows. */
  readonly whenEmpty?: string;
  /** Paragraphs after the table (or alone when there are no rows and no whenEmpty). */
  readonly paragraphs?: readonly string[];
}

const NO_SECTION = '—';
const number = (value: number, digits = 1) => value.toLocaleString('en-CA', { maximumFractionDigits: digits });

/** '23 November 2026': the day in Toronto of an ISO date-time. */
export function formatBriefDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Toronto' }).format(date);
}

/** '43.653200° N, 79.383200° W'. */
export function formatCoordinates(lat: number, lng: number): string {
  return `${Math.abs(lat).toFixed(6)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lng).toFixed(6)}° ${lng >= 0 ? 'E' : 'W'}`;
}

export function dataSourceLine(brief: ZoningBrief): string {
  const { dataset, version, demo } = brief.provenance;
  return `${dataset}, version ${version} (${demo ? 'demo data generated for development, not City of Toronto data' : 'City of Toronto open data'})`;
}

function fromBriefRow(row: BriefRow): SectionRow {
  return [row.label, row.note ? `${row.value}\n${row.note}` : row.value, row.section ?? NO_SECTION];
}

function propertySection({ property }: ZoningBrief): BriefSection {
  const lotArea =
    property.lotAreaM2 === null
      ? 'Not known (no parcel at this point)'
      : `${number(property.lotAreaM2)} m²${property.lotAreaFt2 === null ? '' : ` (${number(property.lotAreaFt2)} ft²)`}`;
  return {
    heading: 'Property',
    rows: [
      ['Address', property.address, NO_SECTION],
      ['Parcel id', property.parcelId ?? 'No parcel at this point', NO_SECTION],
      ['Lot area', lotArea, NO_SECTION],
      ['Coordinates', formatCoordinates(property.lat, property.lng), NO_SECTION],
      ['Located by', property.source, NO_SECTION],
    ],
  };
}

function zoningSection({ zoning }: ZoningBrief): BriefSection {
  const chapter = zoning.chapter === null ? NO_SECTION : `Chapter ${zoning.chapter}`;
  const rows: SectionRow[] = [
    ['Zone label', zoning.label, NO_SECTION],
    ['Zone', `${zoning.zone} — ${zoning.name}`, zoning.section ?? NO_SECTION],
    ['Category', zoning.category, chapter],
    ['By-law text', zoning.bylawUrl ?? 'Not in By-law 569-2013', chapter],
    ['Holding (H)', zoning.holding ? 'Yes: a holding symbol applies until it is lifted by by-law' : 'No', NO_SECTION],
    ...zoning.standards.map(fromBriefRow),
  ];
  return { heading: 'Zoning', rows };
}

function exceptionsSection({ exceptions }: ZoningBrief): BriefSection {
  return {
    heading: 'Exceptions',
    rows: exceptions.map((exception) => [
      `${exception.zone} exception ${exception.number}`,
      exception.url ?? 'See Chapter 900 of By-law 569-2013',
      exception.section,
    ]),
    whenEmpty: 'No site-specific exception applies to this zone label.',
  };
}

function rowsSection(heading: string, rows: readonly BriefRow[], whenEmpty: string): BriefSection {
  return { heading, rows: rows.map(fromBriefRow), whenEmpty };
}

function formerSection({ formerBylaw }: ZoningBrief): BriefSection | null {
  if (!formerBylaw) return null;
  return {
    heading: 'Former by-law area',
    rows: [
      ['Former by-law', formerBylaw.bylaw, NO_SECTION],
      ['What applies', formerBylaw.message, NO_SECTION],
    ],
  };
}

/** Who wrote the narrative, in the reader's words. */
export function narrativeAuthorLine({ narrative }: ZoningBrief): string {
  return narrative.author === 'model'
    ? `Written by a language model (${narrative.model ?? 'unnamed model'}) from the facts above; the facts come from the rules engine.`
    : 'Written by the rules engine.';
}

function narrativeSection(brief: ZoningBrief): BriefSection {
  return { heading: 'Narrative', rows: [], paragraphs: [brief.narrative.text, narrativeAuthorLine(brief)] };
}

function provenanceSection(brief: ZoningBrief): BriefSection {
  const { provenance } = brief;
  return {
    heading: 'Data provenance',
    rows: [
      ['Dataset', provenance.dataset, NO_SECTION],
      ['Version date', provenance.version, NO_SECTION],
      ['Data', provenance.demo ? 'Demo data: generated for development, not for reliance' : 'City of Toronto open data', NO_SECTION],
      ['Attribution', provenance.attribution, NO_SECTION],
      ['Facts', 'Every figure above comes from the rules engine reading the mapped data and By-law 569-2013.', NO_SECTION],
    ],
    paragraphs: [brief.disclaimer],
  };
}

/** The brief's sections in reading order; 'Former by-law area' only where one is set. */
export function briefSections(brief: ZoningBrief): BriefSection[] {
  const sections = [
    propertySection(brief),
    zoningSection(brief),
    exceptionsSection(brief),
    rowsSection('Overlays', brief.overlays, 'No height, coverage or other overlay is mapped at this point.'),
    rowsSection('Derived figures', brief.derived, 'No figures can be derived without the lot area and the zone standards.'),
    formerSection(brief),
    narrativeSection(brief),
    provenanceSection(brief),
  ];
  return sections.filter((section): section is BriefSection => section !== null);
}
