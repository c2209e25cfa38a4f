// The Type D Informational Zoning Brief as plain data: what the rules engine (build-brief.ts) writes and the PDF
// renderer, the API summary and the tests read. Every figure carries the by-law section it comes from.
import type { AnswerLayer, DatasetSourceInfo } from '../api/spatial';

export const BRIEF_TITLE = 'Type D Informational Zoning Brief';
export const BRIEF_PRODUCT = 'ZoneBrief';
export const BRIEF_DISCLAIMER =
  'Informational only, not legal advice. This brief summarises mapped zoning data and By-law 569-2013 as the data describes them; ' +
  'it is not a zoning certificate or a legal opinion. Confirm with the City of Toronto (Zoning Examination, City Planning) before relying on it.';

/** One line of a brief table: what, its value in words and units, and where the rule comes from. */
export interface BriefRow {
  label: string;
  value: string;
  /** By-law section, e.g. '10.20.30.10', '995.20'; null when the figure is derived or from the data only. */
  section: string | null;
  /** The City's page for `section`, printed as link text (never the raw URL); absent where there is none. */
  url?: string | null;
  note?: string;
}

/** Which side of the lot a neighbour lies on, seen from the street the lot fronts. */
export type LotSide = 'left' | 'right' | 'rear' | 'across the street';

/** The zone next to the lot on one side (ZN_ZONE and ZN_STRING as mapped), or null where none is mapped there. */
export interface LotNeighbour {
  side: LotSide;
  zone: string | null;
  label: string | null;
}

/**
 * The lot measured from the parcel polygon, the street centrelines and the neighbouring parcels and zones
 * (src/lib/report/brief-lot.ts). Every figure is null where it could not be measured, and `unmeasured` says why.
 */
export interface BriefLot {
  /** Metres along the street line(s) the lot fronts (the front lot line). */
  frontageM: number | null;
  /** In words: how the frontage was measured. */
  frontageMethod: string;
  depthM: number | null;
  depthMethod: string;
  areaM2: number | null;
  kind: 'interior' | 'corner' | 'through' | 'corner and through' | null;
  /** The streets the lot fronts, front street first (LINEAR_NAME_FULL_LEGAL). */
  streets: string[];
  neighbours: LotNeighbour[];
  /** Why the lot (or part of it) could not be measured; null where it was. */
  unmeasured: string | null;
  /** The lot as the brief's table shows it, each figure with its source. */
  rows: BriefRow[];
}

/** The one page a person reads first (src/lib/report/brief-summary-page.ts). */
export interface BriefSummaryPage {
  /** The zone in plain words: "Residential Detached (RD): ...". */
  zoneInWords: string;
  /** The lot's figures: area, frontage, depth, corner or not, streets. */
  lot: BriefRow[];
  /** The few numbers that bound what can be built: FSI × lot area, units, height where known. */
  bounds: BriefRow[];
  /** What was not available, and why. */
  unavailable: BriefRow[];
  /** The datasets and by-law pages the brief rests on, with their dates. */
  sources: BriefRow[];
}

export interface BriefProperty {
  address: string;
  parcelId: string | null;
  lotAreaM2: number | null;
  lotAreaFt2: number | null;
  lat: number;
  lng: number;
  source: 'Map Click' | 'Address Search';
}

export interface BriefException {
  /** The exception number read with its zone symbol, e.g. RD exception 42. */
  number: number;
  zone: string;
  /** Chapter 900 section, e.g. '900.3.10(42)'. */
  section: string;
  url: string | null;
}

/**
 * A City page of By-law 569-2013 text that the brief cites. The office consolidation's date differs by page, so each
 * page carries its own: the date of the text the rules engine's facts were read from, or null where none is recorded.
 */
export interface BylawTextPage {
  /** e.g. 'Chapter 10, section 10.20'. */
  page: string;
  url: string;
  /** ISO day (yyyy-mm-dd) of the consolidation; null when not recorded. */
  consolidatedOn: string | null;
}

export interface ZoningBrief {
  title: typeof BRIEF_TITLE;
  product: typeof BRIEF_PRODUCT;
  reportId: string;
  /** ISO date-time the brief was produced. */
  generatedAt: string;
  property: BriefProperty;
  summary: BriefSummaryPage;
  lot: BriefLot;
  zoning: {
    /** ZN_ZONE, e.g. 'RD'. */
    zone: string;
    /** ZN_STRING, the whole label; null where the dataset has none. */
    label: string | null;
    name: string;
    category: string;
    chapter: number | null;
    /** The zone's section, e.g. '10.20'. */
    section: string | null;
    bylawUrl: string | null;
    /** Whether a holding provision (H) applies; null where the dataset carries neither ZN_HOLDING nor the label. */
    holding: boolean | null;
    /**
     * Whether the data says which by-law governs (ZN_STATUS, or a former by-law area's marks); without it the zone's
     * section is where its rules are written, not a confirmation that they govern here.
     */
    governingBylawKnown: boolean;
    /** The label decoded clause by clause. */
    standards: BriefRow[];
  };
  /**
   * Every standard of the zone with the article that governs it and a link to the City's page: a value only where it
   * comes from the data or from the reviewed table of by-law values; else "set by <article>: see the by-law".
   */
  regulations: BriefRow[];
  /** What changes the standards on this lot, and why: exception, holding, overlays or their absence, corner lot, ... */
  modifiers: BriefRow[];
  exceptions: BriefException[];
  /** Whether `exceptions` is all there is: false where the dataset carries neither the label nor the exception fields. */
  exceptionsKnown: boolean;
  overlays: BriefRow[];
  /** Figures computed from the standards and the lot (GFA = FSI × lot area, coverage footprint, units, fit). */
  derived: BriefRow[];
  /** Set where By-law 569-2013 does not apply (ZN_STATUS 5). */
  formerBylaw: {
    bylaw: string;
    /** Which by-law governs, what 569-2013 does not decide there, and whom to ask (formerBylawMessage). */
    message: string;
    /** Where the by-law's name came from: the former municipality boundaries, the zoning data, the label, or none. */
    nameSource: string;
  } | null;
  provenance: {
    dataset: string;
    version: string;
    demo: boolean;
    attribution: string;
    /** The pages of By-law 569-2013 text the brief relies on, each with its consolidation date; empty in former by-law areas. */
    bylawText: BylawTextPage[];
    /** The City's files the dataset was made from, each with its date; empty for the generated demo. */
    sources: DatasetSourceInfo[];
    /** Layers the dataset does not have: what they would say here is unknown, which is not "none mapped". */
    notLoaded: AnswerLayer[];
  };
  narrative: { text: string; author: 'rules-engine' | 'model'; model: string | null };
  disclaimer: typeof BRIEF_DISCLAIMER;
}

/**
 * The brief's sections, titled once for everyone who names them: the PDF heads its sections with these titles and the
 * API summary lists them, so the two cannot drift apart.
 */
export const BRIEF_SECTION_TITLES = {
  summary: 'Summary',
  property: 'Property',
  lot: 'The lot',
  zoning: 'Zoning',
  regulations: 'Standards and the regulations that set them',
  modifiers: 'What changes the standards here',
  exceptions: 'Exceptions',
  overlays: 'Overlays',
  derived: 'Derived figures',
  formerBylaw: 'Former by-law area',
  narrative: 'Narrative',
  provenance: 'Data provenance',
} as const;

export type BriefSectionKey = keyof typeof BRIEF_SECTION_TITLES;

const SECTION_ORDER: readonly BriefSectionKey[] = ['summary', 'property', 'lot', 'zoning', 'regulations', 'modifiers', 'exceptions', 'overlays', 'derived', 'formerBylaw', 'narrative', 'provenance'];

/**
 * The sections a brief has, in reading order. Every brief has all of them but 'Former by-law area', which only a
 * brief for lands outside By-law 569-2013 has; an empty part (no exception, no derived figure) is still a section
 * that says so. The disclaimer is not a section: it is on every page.
 */
export function briefSectionKeys(brief: Pick<ZoningBrief, 'formerBylaw'>): BriefSectionKey[] {
  return SECTION_ORDER.filter((key) => key !== 'formerBylaw' || brief.formerBylaw !== null);
}

/** The sections after the summary page: the PDF writes these as headed tables, and the summary page on its own. */
export type BriefBodyKey = Exclude<BriefSectionKey, 'summary'>;

/** briefSectionKeys(brief) after the summary page. */
export function briefBodyKeys(brief: Pick<ZoningBrief, 'formerBylaw'>): BriefBodyKey[] {
  return briefSectionKeys(brief).filter((key): key is BriefBodyKey => key !== 'summary');
}

/** The titles of briefSectionKeys(brief). */
export function briefSectionTitles(brief: Pick<ZoningBrief, 'formerBylaw'>): string[] {
  return briefSectionKeys(brief).map((key) => BRIEF_SECTION_TITLES[key]);
}
