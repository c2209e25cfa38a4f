// The brief builder fuzzed (tests/unit/brief-fuzz.test.ts, `npm run fuzz`): seeded zone labels, well-formed and broken,
// and spatial answers with nulls, NaN, negative and huge or tiny numbers, missing layers and fields, empty and non-Latin
// text. No brief may print "undefined", "NaN" or an empty label, leave a figure without its source, state anything
// about a field removed from its answer, or make the PDF renderer throw.
import { ANSWER_LAYERS, type DatasetSourceInfo, type SpatialDataAnswer } from '../../src/lib/api/spatial';
import type { ZoningBrief } from '../../src/lib/report/brief-model';
import { buildBrief } from '../../src/lib/report/build-brief';
import { ZONES } from '../../src/lib/zoning/zone-categories';
import { briefSections } from '../../server/reports/pdf/brief-sections';
import { readBackPdf } from '../../server/reports/pdf/read-back';
import { renderBriefPdf } from '../../server/reports/pdf/render-brief';
import { briefProblems, UNFILLED } from './brief-rows';
import { oddText, seededRandom, type Random } from './fuzz-values';

const NON_LATIN = ['區域', 'зона', 'منطقة', 'ゾーン', 'ζώνη', 'אזור', '🏠 lot', 'Ñandú Straße', 'e\u0301', '\u200b', '\u202eRTL'];
/** The longest text the brief is given: the API's limit on an address (docs/reports.md). */
const MAX_TEXT = 300;
const ODD_NUMBERS = [0, -0, -1, -510.5, 1e-12, 5e-324, 0.045, 1, 13.5, 510, 2.5, 1e6, 1e15, 1e308, -1e308, NaN, Infinity, -Infinity];

/** Text the brief may be given: plausible, empty, blank, non-Latin or hostile; never the words the check looks for. */
function text(random: Random): string {
  const kind = random.int(5);
  const raw = kind === 0 ? '' : kind === 1 ? random.pick(NON_LATIN) : kind === 2 ? oddText(random) : random.pick(['Queen St W', '12 Elm Ave', ' ', 'RD']);
  // A brief that repeats what it was given is not at fault for it: only words it makes up itself are looked for. Text
  // is cut at the API's 300 characters (an address's limit; the City's fields are shorter).
  return raw.replace(new RegExp(UNFILLED.source, 'gi'), '?').slice(0, MAX_TEXT);
}

const number = (random: Random): number => random.pick(ODD_NUMBERS);
const maybe = <T>(random: Random, make: () => T): T | null => (random.chance(0.4) ? null : make());

/** A zone label: most follow the City's grammar with random clauses, the rest are broken in the ways data breaks. */
export function fuzzZoneLabel(random: Random): string | null {
  const kind = random.int(10);
  if (kind === 0) return null;
  if (kind === 1) return text(random);
  const symbol = random.chance(0.9) ? random.pick(ZONES).symbol : random.pick(['', 'ZZ', 'rd', 'R D', 'Former', '區域']);
  const clause = () => {
    const letter = random.pick(['f', 'a', 'u', 'd', 'c', 'r', 'e', 'o', 'q', '']);
    const value = random.pick(['13.5', '510', '0.45', '4', '', '-1', '1e9', '0', 'x', '1.0.0', String(number(random))]);
    return `${letter}${value}`.replace(new RegExp(UNFILLED.source, 'g'), '9');
  };
  const clauses = Array.from({ length: random.int(5) }, clause);
  const parts = [
    random.chance(0.15) ? '(H)' : '',
    symbol,
    random.chance(0.4) ? random.pick(['3.0', '0.5', '1e3', '-2', '.']) : '',
    clauses.length > 0 || random.chance(0.1) ? `(${clauses.join(random.pick(['; ', ';', ', ', ' ']))}${random.chance(0.1) ? '' : ')'}` : '',
    random.chance(0.2) ? `SS${random.pick(['1', '2', '3', '9', ''])}` : '',
    random.chance(0.3) ? `(x${random.pick(['42', '0', '-3', '99999999', '', 'x'])})` : '',
    kind === 2 ? random.pick(['(H)', ')', '((', text(random)]) : '',
  ];
  return parts.filter((part) => part !== '').join(' ');
}

function fuzzSources(random: Random): DatasetSourceInfo[] {
  return Array.from({ length: random.int(3) }, () => ({
    title: text(random),
    file: text(random),
    published: random.pick(['2026-01-15', null, '', 'not a day', '2026-13-45', text(random)]),
    imported: random.pick(['2026-02-03', '', 'not a day', text(random)]),
    // The dataset build counts them: always a whole number.
    features: random.int(100_000),
  }));
}

/** A spatial answer as a faulty or hostile source might send it. */
export function fuzzSpatialAnswer(random: Random): SpatialDataAnswer {
  const label = fuzzZoneLabel(random);
  const symbol = random.chance(0.7) ? (label?.replace(/^\(H\)\s*/, '').split(/[\s(]/)[0] ?? '') : text(random);
  const lotArea = number(random);
  return {
    zone: {
      base_zone: symbol,
      zone_code: label,
      zone_label: text(random),
      zone_type: text(random),
      gen_zone: number(random),
      status: random.pick([0, 0, 0, 5, -1, NaN]),
      holding: random.chance(0.2),
      exception: random.chance(0.6) ? 'none' : random.pick([42, 0, -3, 1e9, NaN]),
      exception_section: maybe(random, () => text(random)),
      bylaw_chapter: maybe(random, () => random.pick([10, 40, 0, -1, NaN])),
      bylaw_section: maybe(random, () => text(random)),
      bylaw_url: maybe(random, () => random.pick(['https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter10.htm', text(random)])),
      is_former_city_area: random.chance(0.1),
      area_units: maybe(random, () => number(random)),
      coverage: maybe(random, () => number(random)),
      former_bylaw: maybe(random, () => text(random)),
      demo: random.chance(0.5),
    },
    parcel: random.chance(0.2)
      ? null
      : {
          parceli2: text(random),
          address_full: text(random),
          addresses: Array.from({ length: random.int(3) }, () => text(random)),
          lot_area_m2: lotArea,
          lot_area_ft2: random.chance(0.5) ? lotArea * 10.7639 : number(random),
        },
    overlays: {
      height: maybe(random, () => ({ HT_STRING: text(random), HT_HEIGHT: number(random), HT_STORIES: number(random) })),
      coverage: maybe(random, () => ({ PRCNT_CVER: number(random) })),
      policy_area: maybe(random, () => ({ POLICY_ID: number(random) })),
      rooming_house: maybe(random, () => ({ RMH_AREA: text(random), RMG_HS_NO: number(random), RMG_STRING: text(random) })),
      building_setback: maybe(random, () => ({ ZN_STRING: text(random) })),
      priority_retail_street: maybe(random, () => ({
        LINEAR_NAME_FULL_LEGAL: text(random),
        distance_m: number(random),
        measured_from: random.pick(['parcel', 'point'] as const),
      })),
    },
    former_bylaw_area: random.chance(0.1),
    // The server makes the point with toLngLat, which refuses anything outside Toronto: only real points reach the brief.
    location: { lat: 43.58 + random.int(1000) / 4000, lng: -79.6 + random.int(1000) / 2000 },
    dataset: {
      id: text(random),
      name: text(random),
      version: random.pick(['2025-07-14', '', 'v5', text(random)]),
      source: random.pick(['demo', 'city'] as const),
      demo: random.chance(0.5),
      attribution: text(random),
      ...(random.chance(0.8)
        ? { layers: Object.fromEntries(ANSWER_LAYERS.map((layer) => [layer, random.chance(0.2) ? 'not-loaded' : 'loaded'])) as NonNullable<SpatialDataAnswer['dataset']['layers']> }
        : {}),
    },
  };
}

export interface BriefFuzzReport {
  readonly built: number;
  readonly rendered: number;
  /** PDFs whose text was read back. */
  readonly read: number;
  readonly findings: readonly string[];
  readonly seconds: number;
}

/** The answer's fields a dataset may not carry (the City's downtown subset carries none of them). */
type RemovableField = 'label' | 'holding' | 'exception' | 'status';
const REMOVABLE: readonly RemovableField[] = ['label', 'holding', 'exception', 'status'];

/** Removes some of those fields, as a dataset without them answers (null: not in this dataset); returns which. */
function removeFields(random: Random, spatial: SpatialDataAnswer): Set<RemovableField> {
  const removed = new Set(REMOVABLE.filter(() => random.chance(0.3)));
  if (removed.has('label')) spatial.zone.zone_code = null;
  if (removed.has('holding')) spatial.zone.holding = null;
  if (removed.has('exception')) spatial.zone.exception = null;
  if (removed.has('status')) spatial.zone.status = null;
  return removed;
}

/**
 * The brief's statements about a field it was not given, and could not read elsewhere: a holding "No" without the flag
 * or the label, "no exception" without the exception fields or the label, "governed by" 569-2013 without ZN_STATUS,
 * what the label does not carry without the label.
 */
function statementsAboutRemoved(brief: ZoningBrief, removed: ReadonlySet<RemovableField>): string[] {
  const text = JSON.stringify([brief, briefSections(brief)]);
  const claims: [boolean, RegExp, string][] = [
    [removed.has('holding') && removed.has('label'), /"Holding provision \(H\)","No"/, 'says no holding provision applies'],
    [removed.has('exception') && removed.has('label'), /No site-specific exception/i, 'says no exception applies'],
    [removed.has('status') && brief.formerBylaw === null, /governed by/, 'says By-law 569-2013 governs'],
    [removed.has('label'), /carries no (FSI|numeric standards)/, 'says what the label does not carry'],
  ];
  return claims.filter(([applies, claim]) => applies && claim.test(text)).map(([, , what]) => `without ${[...removed].join(', ')}, the brief ${what}`);
}

/** The brief for the i-th generated answer, with what is wrong with it (a throw from the builder is a finding too). */
function fuzzBrief(random: Random, index: number): { brief: ZoningBrief | null; findings: string[] } {
  const spatial = fuzzSpatialAnswer(random);
  const removed = removeFields(random, spatial);
  const where = `#${index} (label ${JSON.stringify(spatial.zone.zone_code)})`;
  try {
    const brief = buildBrief({
      reportId: `ZP-FUZZ${index}`,
      generatedAt: '2025-07-14T12:00:00.000Z',
      spatial,
      source: random.pick(['Map Click', 'Address Search'] as const),
      ...(random.chance(0.3) ? { address: text(random) } : {}),
      sources: fuzzSources(random),
    });
    return { brief, findings: [...briefProblems(brief), ...statementsAboutRemoved(brief, removed)].map((problem) => `${where}: ${problem}`) };
  } catch (error) {
    return { brief: null, findings: [`${where}: buildBrief threw ${error instanceof Error ? error.message : String(error)}`] };
  }
}

export interface BriefFuzzOptions {
  readonly seed: number;
  readonly count: number;
  /** Render the brief of every n-th answer to PDF (1: all). */
  readonly renderEvery?: number;
  /** Read the text of every n-th answer's PDF back with pdfjs and look for unfilled words (a multiple of renderEvery). */
  readonly readEvery?: number;
}

/** Builds `count` briefs from seeded answers, renders some to PDF and reads some back. Findings are capped at 50. */
export async function runBriefFuzz({ seed, count, renderEvery = 1, readEvery = 1 }: BriefFuzzOptions): Promise<BriefFuzzReport> {
  const random = seededRandom(seed);
  const started = performance.now();
  const findings: string[] = [];
  let built = 0;
  let rendered = 0;
  let read = 0;
  for (let index = 0; index < count; index += 1) {
    const result = fuzzBrief(random, index);
    findings.push(...result.findings);
    if (result.brief === null) continue;
    built += 1;
    if (index % renderEvery !== 0) continue;
    try {
      const pdf = await renderBriefPdf(result.brief, null);
      rendered += 1;
      if (index % readEvery !== 0) continue;
      const { pages } = await readBackPdf(pdf);
      read += 1;
      const page = pages.findIndex((back) => UNFILLED.test(back.text));
      if (page >= 0) findings.push(`#${index}: the PDF's page ${page + 1} prints ${UNFILLED.exec(pages[page]?.text ?? '')?.[0] ?? ''}`);
    } catch (error) {
      findings.push(`#${index}: renderBriefPdf threw ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { built, rendered, read, findings: findings.slice(0, 50), seconds: (performance.now() - started) / 1000 };
}

export function formatBriefFuzzReport(report: BriefFuzzReport, count: number): string {
  const lines = [
    `briefs: ${count} answers generated, ${report.built} briefs built, ${report.rendered} rendered to PDF, ${report.read} read back, ${report.seconds.toFixed(1)} s`,
    report.findings.length === 0 ? 'no findings' : `findings (first ${report.findings.length}):`,
    ...report.findings,
  ];
  return lines.join('\n');
}
