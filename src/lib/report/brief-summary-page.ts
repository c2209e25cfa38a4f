// The brief's first page, what a person reads first: the zone in plain words, the lot's figures, the few numbers that
// bound what can be built, what was not available and why, and what the brief rests on. Every row says where it comes
// from (a section or a note); it is written from the other parts of the brief, so it cannot say otherwise than they do.
import { formatDataDay, sourceDatesPhrase } from '../dataset/attribution';
import { LAYER_NAMES, LAYER_NOT_LOADED } from '../dataset/layers';
import type { BriefRow, BriefSummaryPage, ZoningBrief } from './brief-model';
import { STANDARD_LABELS } from '../zoning/bylaw-articles';
import { overlayFound } from './brief-overlays';
import { clauseSection, HOLDING_LABEL } from './brief-zoning';
import { EXCEPTIONS_NOT_IN_DATASET, HOLDING_NOT_IN_DATASET, STATUS_NOT_IN_DATASET } from './brief-wording';
import { formatArea } from './format';

type SummarySource = Omit<ZoningBrief, 'summary' | 'narrative'>;

/** What every value that the by-law sets but the reference has not confirmed reads as. */
export const SEE_THE_BYLAW = 'see the by-law';
const HEIGHT_OVERLAY_SECTION = '995.20';
const UNREAD_CLAUSE = 'Unread label clause';
const LOT_AREA = 'Lot area';
/** The derived figures (brief-derived.ts) the summary repeats as the numbers that bound what can be built. */
const GFA_ROW = 'Maximum gross floor area';
const FOOTPRINT_ROW = 'Maximum building footprint (lot coverage)';
const UNIT_ROWS = ['Governing maximum dwelling units', 'Maximum dwelling units', 'Dwelling units by lot area per unit'] as const;

/** Text that may be blank in the data, or the fallback that says so. */
const said = (text: string | null | undefined, fallback: string): string => (text?.trim() ? text.trim() : fallback);

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** "section 10.20"; "Chapter 100" where the brief cites the chapter (no confirmed section). */
function zoneRules(brief: SummarySource): string {
  const { section, chapter } = brief.zoning;
  if (section !== null) return section.startsWith('Chapter') ? section : `section ${section}`;
  return chapter === null ? 'By-law 569-2013' : `Chapter ${chapter}`;
}

function clauseSentence(brief: SummarySource): string {
  const { label, standards } = brief.zoning;
  if (label === null) return 'The full zone label is not in this dataset, so its clauses are not known.';
  const clauses = standards.filter((row) => row.label !== HOLDING_LABEL && row.label !== UNREAD_CLAUSE);
  const unread = standards.length - clauses.length - (standards.some((row) => row.label === HOLDING_LABEL) ? 1 : 0);
  const read =
    clauses.length === 0
      ? `The map label ${label} sets no lot or density standard of its own.`
      : `The map label ${label} sets: ${clauses.map((row) => `${lowerFirst(row.label)} ${row.value}`).join('; ')}.`;
  return unread === 0 ? read : `${read} ${unread === 1 ? 'One clause' : `${unread} clauses`} of the label could not be read: check the City’s zoning map.`;
}

function zoneInWords(brief: SummarySource): string {
  const { zoning, formerBylaw, exceptions, exceptionsKnown } = brief;
  if (formerBylaw !== null) {
    return `Former by-law area: ${formerBylaw.message}`;
  }
  const symbol = said(zoning.zone, 'an unnamed zone');
  const name = said(zoning.name, 'a zone not named in the data');
  const category = zoning.category.trim() ? `, in the ${zoning.category.trim()} category` : '';
  const sentences = zoning.governingBylawKnown
    ? [`${name} (${symbol})${category}, governed by ${zoneRules(brief)} of By-law 569-2013.`]
    : [`${name} (${symbol})${category}; By-law 569-2013 writes this zone's rules in ${zoneRules(brief)}.`, STATUS_NOT_IN_DATASET];
  sentences.push(clauseSentence(brief));
  for (const exception of exceptions) {
    sentences.push(`Site-specific exception ${exception.number} (${exception.section}) applies and may change any standard here.`);
  }
  if (!exceptionsKnown) sentences.push(`Site-specific exceptions: ${lowerFirst(EXCEPTIONS_NOT_IN_DATASET)}`);
  if (zoning.holding) sentences.push('A holding symbol (H) applies: development is limited until a by-law lifts it.');
  if (zoning.holding === null) sentences.push(`Holding provision (H): ${lowerFirst(HOLDING_NOT_IN_DATASET)}.`);
  return sentences.join(' ');
}

/** The lot's rows the summary repeats, by the labels brief-lot.ts gives them, each as the summary names it. */
const LOT_FIGURES: readonly (readonly [string, string])[] = [
  ['Lot frontage', 'Lot frontage'],
  ['Lot depth', 'Lot depth'],
  ['Corner or through lot', 'Lot type'],
];
const LOT_FIGURE_SOURCE = 'ZoneBrief’s measurement: how, in "The lot"';

/** The lot's figures as "The lot" gives them (the same values, so the two cannot differ), with a short source. */
function lotRows({ property, lot, provenance }: SummarySource): BriefRow[] {
  const parcelsLoaded = !provenance.notLoaded.includes('parcels');
  const rows: BriefRow[] = [
    property.lotAreaM2 === null
      ? {
          label: LOT_AREA,
          value: 'Not known',
          section: null,
          note: parcelsLoaded ? 'No parcel was found at this point' : 'Property boundaries are not loaded in this dataset',
        }
      : { label: LOT_AREA, value: formatArea(property.lotAreaM2), section: null, note: 'The parcel’s area in the property boundary data' },
  ];
  for (const [label, shown] of LOT_FIGURES) {
    const row = lot.rows.find((candidate) => candidate.label === label);
    if (row === undefined) continue;
    // The frontage names the front street; a lot on more streets names them all with its type.
    const streets = shown === 'Lot type' && lot.streets.length > 1 ? `: ${lot.streets.join(' and ')}` : '';
    rows.push({ label: shown, value: `${row.value}${streets}`, section: row.section, url: row.url ?? null, note: LOT_FIGURE_SOURCE });
  }
  if (lot.unmeasured !== null) {
    rows.push({ label: 'Frontage, depth and corner', value: 'Not measured', section: null, note: said(lot.unmeasured, 'The lot measurement gave no figure for them') });
  }
  return rows;
}

/** The regulations' height row: its article (worded inferred where it is) and page; the summary infers none of its own. */
function heightRegulation(brief: SummarySource): BriefRow | undefined {
  return brief.regulations.find((regulation) => regulation.label === STANDARD_LABELS.height && regulation.section !== null);
}

function heightRow(brief: SummarySource): BriefRow {
  const overlay = brief.overlays.find((row) => row.section === HEIGHT_OVERLAY_SECTION);
  if (overlay && overlayFound(overlay)) {
    return { label: 'Maximum height', value: overlay.value, section: HEIGHT_OVERLAY_SECTION, note: said(overlay.note, 'From the Height overlay map') };
  }
  const regulation = heightRegulation(brief);
  const article = regulation?.section ?? zoneRules(brief);
  const why =
    overlay?.value === LAYER_NOT_LOADED
      ? 'The height overlay is not loaded in this dataset: an HT or ST value may apply here; where none does, the zone’s own limit applies'
      : 'No height overlay here: the zone’s own limit applies';
  return {
    label: 'Maximum height',
    value: `Set by ${article}: ${SEE_THE_BYLAW}`,
    section: regulation?.section ?? brief.zoning.section,
    url: regulation?.url ?? brief.zoning.bylawUrl,
    note: why,
  };
}

function boundRows(brief: SummarySource): BriefRow[] {
  const { derived, formerBylaw } = brief;
  if (formerBylaw !== null) {
    return [{ label: 'What can be built', value: `Set by ${said(formerBylaw.bylaw, 'the former by-law')}`, section: null, note: formerBylaw.message }];
  }
  // One standard, one citation: each bound cites the article the rest of the brief cites it at (the label's floor area
  // article, the regulations' lot coverage row), the zone's section only where none is known.
  const floorArea = clauseSection(brief.zoning.zone, 'floor-area');
  const coverage = brief.regulations.find((row) => row.label === STANDARD_LABELS.coverage)?.section ?? null;
  const rule = (section: string | null) => `Set by ${section ?? zoneRules(brief)}: ${SEE_THE_BYLAW}`;
  const pick = (label: string) => derived.find((row) => row.label === label);
  const units = UNIT_ROWS.map(pick).find((row) => row !== undefined);
  return [
    pick(GFA_ROW) ?? {
      label: GFA_ROW,
      value: rule(floorArea),
      section: floorArea ?? brief.zoning.section,
      note: brief.zoning.label === null ? 'The zone label, which would carry an FSI, is not in this dataset' : 'The zone label carries no FSI',
    },
    units ?? {
      label: 'Dwelling units',
      value: rule(null),
      section: brief.zoning.section,
      note:
        brief.zoning.label === null
          ? 'The zone label (u) is not in this dataset, and the zoning data gives no AREA_UNITS'
          : 'Neither the label (u) nor the zoning data (AREA_UNITS) gives a number of units',
    },
    heightRow(brief),
    pick(FOOTPRINT_ROW) ?? {
      label: FOOTPRINT_ROW,
      value: rule(coverage),
      section: coverage ?? brief.zoning.section,
      note:
        brief.property.lotAreaM2 === null
          ? 'The lot area is not known'
          : 'Neither the zoning data (COVERAGE) nor the Lot coverage overlay (995.30) gives a coverage here',
    },
  ];
}

function unavailableRows(brief: SummarySource): BriefRow[] {
  const { provenance, property, lot, regulations, exceptions, formerBylaw } = brief;
  const rows: BriefRow[] = provenance.notLoaded.map((layer) => ({
    label: `${LAYER_NAMES[layer].charAt(0).toUpperCase()}${LAYER_NAMES[layer].slice(1)}`,
    value: LAYER_NOT_LOADED,
    section: null,
    note: 'The dataset was made without this layer: what it would say here is unknown, which is not “none”',
  }));
  if (property.parcelId === null && !provenance.notLoaded.includes('parcels')) {
    rows.push({ label: 'Parcel', value: 'No parcel at this point', section: null, note: 'Figures that need the lot are left out' });
  }
  if (lot.unmeasured !== null) rows.push({ label: 'Lot measurement', value: 'Not measured', section: null, note: said(lot.unmeasured, 'No reason recorded') });
  if (formerBylaw !== null) {
    rows.push({ label: 'By-law 569-2013 standards', value: 'Not applicable here', section: null, note: formerBylaw.message });
    return rows;
  }
  const unconfirmed = regulations.filter((row) => row.value.toLowerCase().includes(SEE_THE_BYLAW)).length;
  rows.push({
    label: 'By-law values',
    value: `Not stated: ${SEE_THE_BYLAW}`,
    section: brief.zoning.section,
    url: brief.zoning.bylawUrl,
    note:
      unconfirmed > 0
        ? `${unconfirmed} standards point to the by-law instead of stating a value: their values were not read in the by-law's text`
        : 'The brief states no by-law value that was not read in the by-law’s own text',
  });
  for (const exception of exceptions) {
    rows.push({ label: `Exception ${exception.number} text`, value: `Not read: ${SEE_THE_BYLAW}`, section: exception.section, url: exception.url });
  }
  return rows;
}

function sourceRows({ provenance, formerBylaw }: SummarySource): BriefRow[] {
  const rows: BriefRow[] = [
    {
      label: 'Dataset',
      value: `${said(provenance.dataset, 'Unnamed dataset')}, version ${said(formatDataDay(provenance.version), 'not recorded')}`,
      section: null,
      note: provenance.demo ? 'Generated demo data, not City of Toronto data' : said(provenance.attribution, 'City of Toronto open data'),
    },
  ];
  for (const source of provenance.sources) {
    rows.push({
      label: said(source.title, 'City dataset'),
      value: `${said(source.file, 'file not named')}, ${sourceDatesPhrase(source)}`,
      section: null,
      note: 'City of Toronto open data file',
    });
  }
  if (provenance.bylawText.length > 0) {
    // One row for the pages, so the summary stays one page; "Data provenance" links each page with its date.
    const dated = provenance.bylawText.filter((page) => page.consolidatedOn !== null);
    rows.push({
      label: 'By-law 569-2013 pages',
      value: provenance.bylawText
        .map((page) => `${said(page.page, 'page')}${page.consolidatedOn === null ? '' : ` (consolidation of ${formatDataDay(page.consolidatedOn)})`}`)
        .join('; '),
      section: null,
      note:
        dated.length === provenance.bylawText.length
          ? 'The City’s pages, linked under "Data provenance"'
          : 'The City’s pages, linked under "Data provenance"; no consolidation date was recorded for a page shown without one',
    });
  }
  if (formerBylaw !== null) rows.push({ label: 'By-law', value: said(formerBylaw.bylaw, 'A former by-law'), section: null, note: formerBylaw.nameSource });
  return rows;
}

/** The summary page's parts as a reader names them; the Analysis tab's preview lists them before anyone pays. */
export const SUMMARY_PAGE_HEADINGS: Readonly<Record<keyof BriefSummaryPage, string>> = {
  zoneInWords: 'the zone in plain words',
  lot: 'the lot’s figures',
  bounds: 'the numbers that bound what can be built',
  unavailable: 'what was not available and why',
  sources: 'the datasets and by-law pages it rests on',
};

/** Two facts of the summary page, as the preview shows them: the zone's first sentence and the lot area. */
export function summaryFacts(summary: BriefSummaryPage): [string, string] {
  const [zone = summary.zoneInWords] = summary.zoneInWords.split(/(?<=\.)\s+(?=[A-Z])/);
  const area = summary.lot.find((row) => row.label === LOT_AREA);
  return [zone, `Lot area: ${area === undefined ? 'Not known' : area.value}${area?.value === 'Not known' && area.note ? ` (${lowerFirst(area.note)})` : ''}`];
}

/** The summary page of a brief, from its other parts. */
export function writeSummaryPage(brief: SummarySource): BriefSummaryPage {
  return {
    zoneInWords: zoneInWords(brief),
    lot: lotRows(brief),
    bounds: boundRows(brief),
    unavailable: unavailableRows(brief),
    sources: sourceRows(brief),
  };
}
