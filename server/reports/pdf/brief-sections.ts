// What the PDF says, as plain data: the brief's sections as headed tables and paragraphs, and the cover's lines.
import {
  BRIEF_SECTION_TITLES,
  briefSectionKeys,
  type BriefRow,
  type BriefSectionKey,
  type BylawTextPage,
  type ZoningBrief,
} from '../../../src/lib/report/brief-model';
import type { DatasetSourceInfo } from '../../../src/lib/api/spatial';
import { LAYER_NAMES, LAYER_NOT_LOADED } from '../../../src/lib/dataset/layers';
import { HOLDING_LABEL } from '../../../src/lib/report/brief-zoning';
import { ZONE_LABEL_NOT_IN_DATASET } from '../../../src/lib/report/brief-wording';

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

/** '30 June 2025' for the day '2025-06-30' (a calendar day, so no time zone can move it). */
export function formatBriefDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** '43.653200° N, 79.383200° W'. */
export function formatCoordinates(lat: number, lng: number): string {
  return `${Math.abs(lat).toFixed(6)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lng).toFixed(6)}° ${lng >= 0 ? 'E' : 'W'}`;
}

export function dataSourceLine(brief: ZoningBrief): string {
  const { dataset, version, demo } = brief.provenance;
  // The dataset's own name is in the provenance section; the cover says whose data it is and of when.
  if (demo) return `${dataset}, version ${version}: generated demo data, not City of Toronto data`;
  return `City of Toronto open data of ${formatBriefDay(version)}, Open Government Licence – Toronto`;
}

/** The cover's demo-data notice: said in words on the cover, not left to the watermark and the small print. */
export const DEMO_COVER_NOTICE = [
  'DEMO DATA: NOT A REAL ZONING BRIEF',
  'This brief was made from demo data that ZoneBrief generated for development, not from the City of Toronto\'s zoning data. ' +
    'The parcel, its address and its zoning are invented: do not rely on anything in it.',
] as const;

/** 'Zoning By-law 569-2013: Zoning Area (Zoning Area - 4326.geojson), data of 15 January 2026', one line per file. */
export function sourceLines(sources: readonly DatasetSourceInfo[]): string {
  return sources.map((source) => `${source.title} (${source.file}), data of ${formatBriefDay(source.date)}`).join('\n');
}

const NOT_LOADED_PARCELS = `${LAYER_NOT_LOADED} (property boundaries)`;

function fromBriefRow(row: BriefRow): SectionRow {
  return [row.label, row.note ? `${row.value}\n${row.note}` : row.value, row.section ?? NO_SECTION];
}

/** A section without its heading: briefSections() heads each one from BRIEF_SECTION_TITLES. */
type SectionBody = Omit<BriefSection, 'heading'>;

function propertySection({ property, provenance }: ZoningBrief): SectionBody {
  const parcelsLoaded = !provenance.notLoaded.includes('parcels');
  const lotArea =
    property.lotAreaM2 === null
      ? parcelsLoaded
        ? 'Not known (no parcel at this point)'
        : NOT_LOADED_PARCELS
      : `${number(property.lotAreaM2)} m²${property.lotAreaFt2 === null ? '' : ` (${number(property.lotAreaFt2)} ft²)`}`;
  return {
    rows: [
      ['Address', property.address, NO_SECTION],
      ['Parcel id', property.parcelId ?? (parcelsLoaded ? 'No parcel at this point' : NOT_LOADED_PARCELS), NO_SECTION],
      ['Lot area', lotArea, NO_SECTION],
      ['Coordinates', formatCoordinates(property.lat, property.lng), NO_SECTION],
      ['Located by', property.source, NO_SECTION],
    ],
  };
}

/**
 * One holding row: the label's own '(H)' clause where the label has one (it cites Chapter 990 and the clause), else
 * whether the zone data marks a holding provision.
 */
function holdingRow({ zoning }: ZoningBrief): SectionRow {
  const fromLabel = zoning.standards.find((row) => row.label === HOLDING_LABEL);
  if (fromLabel) return fromBriefRow(fromLabel);
  return zoning.holding
    ? [HOLDING_LABEL, 'Yes: a holding symbol applies until it is lifted by by-law', 'Chapter 990']
    : [HOLDING_LABEL, 'No', NO_SECTION];
}

function zoningSection(brief: ZoningBrief): SectionBody {
  const { zoning } = brief;
  const chapter = zoning.chapter === null ? NO_SECTION : `Chapter ${zoning.chapter}`;
  const rows: SectionRow[] = [
    ['Zone label', zoning.label ?? ZONE_LABEL_NOT_IN_DATASET, NO_SECTION],
    ['Zone', `${zoning.zone} — ${zoning.name}`, zoning.section ?? NO_SECTION],
    ['Category', zoning.category, chapter],
    ['By-law text', zoning.bylawUrl ?? 'Not in By-law 569-2013', chapter],
    holdingRow(brief),
    ...zoning.standards.filter((row) => row.label !== HOLDING_LABEL).map(fromBriefRow),
  ];
  return { rows };
}

function exceptionsSection({ exceptions }: ZoningBrief): SectionBody {
  return {
    rows: exceptions.map((exception) => [
      `${exception.zone} exception ${exception.number}`,
      exception.url ?? 'See Chapter 900 of By-law 569-2013',
      exception.section,
    ]),
    whenEmpty: 'No site-specific exception applies to this zone label.',
  };
}

function rowsSection(rows: readonly BriefRow[], whenEmpty: string): SectionBody {
  return { rows: rows.map(fromBriefRow), whenEmpty };
}

function formerSection({ formerBylaw }: ZoningBrief): SectionBody {
  // briefSectionKeys() lists this section only for a brief that has a former by-law.
  if (!formerBylaw) return { rows: [] };
  return {
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

function narrativeSection(brief: ZoningBrief): SectionBody {
  return { rows: [], paragraphs: [brief.narrative.text, narrativeAuthorLine(brief)] };
}

/** 'Chapter 10, section 10.20: consolidation of 30 June 2025', one line per page the brief relies on. */
export function bylawTextLines(pages: readonly BylawTextPage[]): string {
  if (pages.length === 0) return 'None: By-law 569-2013 does not apply here (see the former by-law area)';
  return pages
    .map(({ page, consolidatedOn }) =>
      consolidatedOn === null
        ? `${page}: consolidation date not recorded (it differs by page; read it on the City's page before relying on this brief)`
        : `${page}: consolidation of ${formatBriefDay(consolidatedOn)}`,
    )
    .join('\n');
}

function provenanceSection(brief: ZoningBrief): SectionBody {
  const { provenance } = brief;
  const notLoaded = provenance.notLoaded.map((layer) => LAYER_NAMES[layer]);
  return {
    rows: [
      ['Dataset', provenance.dataset, NO_SECTION],
      ['Version date', formatBriefDay(provenance.version), NO_SECTION],
      ...(provenance.sources.length > 0 ? [['City datasets', sourceLines(provenance.sources), NO_SECTION] as const] : []),
      ...(notLoaded.length > 0 ? [[LAYER_NOT_LOADED, notLoaded.join('\n'), NO_SECTION] as const] : []),
      ['By-law 569-2013 text', bylawTextLines(provenance.bylawText), NO_SECTION],
      ['Data', provenance.demo ? 'Demo data: generated for development, not for reliance' : 'City of Toronto open data', NO_SECTION],
      ['Attribution', provenance.attribution, NO_SECTION],
      ['Facts', 'Every figure above comes from the rules engine reading the mapped data and By-law 569-2013.', NO_SECTION],
    ],
    paragraphs: [brief.disclaimer],
  };
}

const SECTION_BODIES: Readonly<Record<BriefSectionKey, (brief: ZoningBrief) => SectionBody>> = {
  // The zone in plain words leads the summary's table, cited to the zone's section.
  summary: ({ summary, zoning }) =>
    rowsSection(
      [{ label: 'Zone', value: summary.zoneInWords, section: zoning.section }, ...summary.lot, ...summary.bounds, ...summary.unavailable, ...summary.sources],
      '',
    ),
  property: propertySection,
  lot: ({ lot }) => rowsSection(lot.rows, lot.unmeasured ?? ''),
  regulations: ({ regulations }) => rowsSection(regulations, ''),
  modifiers: ({ modifiers }) => rowsSection(modifiers, ''),
  zoning: zoningSection,
  exceptions: exceptionsSection,
  overlays: (brief) => rowsSection(brief.overlays, 'No height, coverage or other overlay is mapped at this point.'),
  derived: (brief) => rowsSection(brief.derived, 'No figures can be derived without the lot area and the zone standards.'),
  formerBylaw: formerSection,
  narrative: narrativeSection,
  provenance: provenanceSection,
};

/**
 * The brief's sections in reading order, headed with the shared titles (BRIEF_SECTION_TITLES, which the API summary
 * lists too); 'Former by-law area' only where one is set.
 */
export function briefSections(brief: ZoningBrief): BriefSection[] {
  return briefSectionKeys(brief).map((key) => ({ heading: BRIEF_SECTION_TITLES[key], ...SECTION_BODIES[key](brief) }));
}
