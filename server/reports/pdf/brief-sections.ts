// What the PDF says, as plain data: the brief's sections after the summary page as headed tables and paragraphs, and
// the cover's lines (the summary page is laid out by summary-page.ts).
import {
  BRIEF_SECTION_TITLES,
  briefBodyKeys,
  type BriefBodyKey,
  type BriefRow,
  type BylawTextPage,
  type ZoningBrief,
} from '../../../src/lib/report/brief-model';
import type { DatasetSourceInfo } from '../../../src/lib/api/spatial';
import { sourceDatesPhrase } from '../../../src/lib/dataset/attribution';
import { LAYER_NAMES, LAYER_NOT_LOADED } from '../../../src/lib/dataset/layers';
import { CITY_LAYER_TITLES } from '../../../src/lib/spatial/dataset-description';
import { HOLDING_LABEL } from '../../../src/lib/report/brief-zoning';
import { formatArea } from '../../../src/lib/report/format';
import { EXCEPTIONS_NOT_IN_DATASET, HOLDING_NOT_IN_DATASET, ZONE_LABEL_NOT_IN_DATASET } from '../../../src/lib/report/brief-wording';
import type { TableRow } from './table';

/** One table row: Item, Value, By-law section and, where there is one, the City's page the section links to. */
export type SectionRow = readonly [item: string, value: string, section: string, url?: string];

export interface BriefSection {
  readonly key: BriefBodyKey;
  readonly heading: string;
  readonly rows: readonly SectionRow[];
  /** Shown instead of the table when it has no rows. */
  readonly whenEmpty?: string;
  /** Paragraphs after the table (or alone when there are no rows and no whenEmpty). */
  readonly paragraphs?: readonly string[];
}

const NO_SECTION = '—';

// Made once: a formatter costs far more to make than to use, and a brief formats a date on every line of its sources.
const TORONTO_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Toronto' });
const CALENDAR_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '23 November 2026': the day in Toronto of an ISO date-time. */
export function formatBriefDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return TORONTO_DAY.format(date);
}

/** '30 June 2025' for the day '2025-06-30' (a calendar day, so no time zone can move it). */
export function formatBriefDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return CALENDAR_DAY.format(date);
}

/** '43.653200° N, 79.383200° W'. */
export function formatCoordinates(lat: number, lng: number): string {
  return `${Math.abs(lat).toFixed(6)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lng).toFixed(6)}° ${lng >= 0 ? 'E' : 'W'}`;
}

export function dataSourceLine(brief: ZoningBrief): string {
  const { dataset, version, demo, sources } = brief.provenance;
  // The dataset's own name is in the provenance section; the cover says whose data it is and of when: the zoning
  // file's publication and the import apart, for the version's date may be only the day it was imported.
  if (demo) return `${dataset}, version ${version}: generated demo data, not City of Toronto data`;
  const zoning = sources.find((source) => source.title === CITY_LAYER_TITLES.zoning);
  if (!zoning) return `City of Toronto open data, version ${formatBriefDay(version)}, Open Government Licence – Toronto`;
  return `City of Toronto open data, Open Government Licence – Toronto: zoning ${sourceDatesPhrase(zoning)}`;
}

/** The cover's demo-data notice: said in words on the cover, not left to the watermark and the small print. */
export const DEMO_COVER_NOTICE = [
  'DEMO DATA: NOT A REAL ZONING BRIEF',
  'This brief was made from demo data that ZoneBrief generated for development, not from the City of Toronto\'s zoning data. ' +
    'The parcel, its address and its zoning are invented: do not rely on anything in it.',
] as const;

/**
 * 'Zoning By-law 569-2013: Zoning Area (Zoning Area - 4326.geojson), published 15 January 2026, imported 7 December
 * 2026', one line per file ('publication date not known' where the portal gave none).
 */
export function sourceLines(sources: readonly DatasetSourceInfo[]): string {
  return sources.map((source) => `${source.title} (${source.file}), ${sourceDatesPhrase(source)}`).join('\n');
}

const NOT_LOADED_PARCELS = `${LAYER_NOT_LOADED} (property boundaries)`;

/** A section row as the table draws it: three cells, the last one linked where the row has a page. */
export function sectionTableRow([item, value, section, url]: SectionRow): TableRow {
  return { cells: [item, value, section], url: url ?? null };
}

/** A brief row as a table row: the note under the value, the section linked to its page where it has one. */
export function briefRowCells(row: BriefRow): SectionRow {
  const cells = [row.label, row.note ? `${row.value}\n${row.note}` : row.value, row.section ?? NO_SECTION] as const;
  // A page without a section to name is not linked: the link is on the section's words.
  return row.url && row.section ? [...cells, row.url] : cells;
}

/** A section without its heading: briefSections() heads each one from BRIEF_SECTION_TITLES. */
type SectionBody = Omit<BriefSection, 'heading' | 'key'>;

function propertySection({ property, provenance }: ZoningBrief): SectionBody {
  const parcelsLoaded = !provenance.notLoaded.includes('parcels');
  const lotArea =
    property.lotAreaM2 === null
      ? parcelsLoaded
        ? 'Not known (no parcel at this point)'
        : NOT_LOADED_PARCELS
      : // As "The lot" and the summary write it, so the three cannot differ.
        formatArea(property.lotAreaM2);
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
  if (fromLabel) return briefRowCells(fromLabel);
  if (zoning.holding === null) return [HOLDING_LABEL, HOLDING_NOT_IN_DATASET, NO_SECTION];
  return zoning.holding
    ? [HOLDING_LABEL, 'Yes: a holding symbol applies until it is lifted by by-law', 'Chapter 990']
    : [HOLDING_LABEL, 'No', NO_SECTION];
}

/** The words of the link to the zone's page: 'Chapter 10, section 10.20', or what of it is known. */
function zoningPageName({ zoning }: ZoningBrief): string {
  if (zoning.chapter !== null && zoning.section) return `Chapter ${zoning.chapter}, section ${zoning.section}`;
  if (zoning.section) return `Section ${zoning.section}`;
  return zoning.chapter === null ? 'By-law 569-2013' : `Chapter ${zoning.chapter}`;
}

function zoningSection(brief: ZoningBrief): SectionBody {
  const { zoning } = brief;
  const chapter = zoning.chapter === null ? NO_SECTION : `Chapter ${zoning.chapter}`;
  const rows: SectionRow[] = [
    ['Zone label', zoning.label ?? ZONE_LABEL_NOT_IN_DATASET, NO_SECTION],
    ['Zone', `${zoning.zone} — ${zoning.name}`, zoning.section ?? NO_SECTION],
    ['Category', zoning.category, chapter],
    zoning.bylawUrl
      ? ['By-law text', "The zone's regulations on the City's page", zoningPageName(brief), zoning.bylawUrl]
      : ['By-law text', 'Not in By-law 569-2013', chapter],
    holdingRow(brief),
    ...zoning.standards.filter((row) => row.label !== HOLDING_LABEL).map(briefRowCells),
  ];
  return { rows };
}

/** Where none is listed: none, as the label or the exception flag says; or not known, where the dataset has neither. */
function noException({ exceptionsKnown, zoning, formerBylaw }: ZoningBrief): string {
  if (formerBylaw !== null) return 'None: By-law 569-2013’s site-specific exceptions (Chapter 900) are for lands it governs; the former by-law has its own.';
  if (!exceptionsKnown) return EXCEPTIONS_NOT_IN_DATASET;
  return zoning.label === null ? 'The zoning data (ZN_EXCPTN) records no site-specific exception here.' : 'No site-specific exception applies to this zone label.';
}

function exceptionsSection(brief: ZoningBrief): SectionBody {
  const { exceptions } = brief;
  return {
    rows: exceptions.map((exception): SectionRow => {
      const cells = [`${exception.zone} exception ${exception.number}`, 'Site-specific: it can change any standard of the zone', exception.section] as const;
      return exception.url ? [...cells, exception.url] : cells;
    }),
    whenEmpty: noException(brief),
  };
}

function rowsSection(rows: readonly BriefRow[], whenEmpty: string): SectionBody {
  return { rows: rows.map(briefRowCells), whenEmpty };
}

function formerSection({ formerBylaw }: ZoningBrief): SectionBody {
  // briefBodyKeys() lists this section only for a brief that has a former by-law.
  if (!formerBylaw) return { rows: [] };
  return {
    rows: [
      ['Former by-law', formerBylaw.bylaw, NO_SECTION],
      ['Where its name comes from', formerBylaw.nameSource, NO_SECTION],
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

const BYLAW_TEXT = 'By-law 569-2013 text';

/**
 * One row per page of By-law 569-2013 the brief relies on: its consolidation day (or that none is recorded) and the
 * page's name as link text ('Chapter 10, section 10.20'); one row saying none applies in a former by-law area.
 */
export function bylawTextRows(pages: readonly BylawTextPage[]): SectionRow[] {
  if (pages.length === 0) return [[BYLAW_TEXT, 'None: By-law 569-2013 does not apply here (see the former by-law area)', NO_SECTION]];
  return pages.map(({ page, url, consolidatedOn }, index) => [
    index === 0 ? BYLAW_TEXT : '',
    consolidatedOn === null
      ? "Consolidation date not recorded (it differs by page; read it on the City's page before relying on this brief)"
      : `Consolidation of ${formatBriefDay(consolidatedOn)}`,
    page,
    url,
  ]);
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
      ...bylawTextRows(provenance.bylawText),
      ['Data', provenance.demo ? 'Demo data: generated for development, not for reliance' : 'City of Toronto open data', NO_SECTION],
      ['Attribution', provenance.attribution, NO_SECTION],
      ['Facts', 'Every figure above comes from the rules engine reading the mapped data and By-law 569-2013.', NO_SECTION],
    ],
  };
}

const LOT_NOT_MEASURED = 'The lot could not be measured at this point.';
const NO_REGULATIONS = 'No standard of By-law 569-2013 is listed for this place.';
const NO_MODIFIERS = 'Nothing in the data changes the zone\'s standards here.';

const SECTION_BODIES: Readonly<Record<BriefBodyKey, (brief: ZoningBrief) => SectionBody>> = {
  property: propertySection,
  lot: ({ lot }) => rowsSection(lot.rows, lot.unmeasured ?? LOT_NOT_MEASURED),
  regulations: ({ regulations }) => rowsSection(regulations, NO_REGULATIONS),
  modifiers: ({ modifiers }) => rowsSection(modifiers, NO_MODIFIERS),
  zoning: zoningSection,
  exceptions: exceptionsSection,
  overlays: (brief) => rowsSection(brief.overlays, 'No overlay is mapped at this point: the zone’s own height and lot coverage limits apply.'),
  derived: (brief) => rowsSection(brief.derived, 'No figures can be derived without the lot area and the zone standards.'),
  formerBylaw: formerSection,
  narrative: narrativeSection,
  provenance: provenanceSection,
};

/**
 * The brief's sections after the summary page, in reading order, headed with the shared titles (BRIEF_SECTION_TITLES,
 * which the API summary lists too); 'Former by-law area' only where one is set.
 */
export function briefSections(brief: ZoningBrief): BriefSection[] {
  return briefBodyKeys(brief).map((key) => ({ key, heading: BRIEF_SECTION_TITLES[key], ...SECTION_BODIES[key](brief) }));
}
