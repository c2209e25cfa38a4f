// Reads a By-law 569-2013 zone label (ZN_STRING) into plain values and plain-language standards; pure, for client and server.
import { chapterUrl, sectionUrl } from './bylaw-links';
import { findZone } from './zone-categories';

/** What kind of text the label turned out to be. */
export type ZoneStringKind = 'by-law-569-2013' | 'former-bylaw' | 'empty' | 'unrecognised';

export interface ParsedZoneString {
  /** The label as given. */
  input: string;
  kind: ZoneStringKind;
  /** The former municipal by-law named by a label outside 569-2013, e.g. "Former City of Toronto By-law 438-86". */
  formerBylaw: string | null;
  /** "(H)": the holding provision applies. */
  holding: boolean;
  /** The 569-2013 zone symbol, e.g. "RD"; null when no known symbol was read. */
  zone: string | null;
  /** The number after the symbol: maximum total FSI. */
  fsiTotal: number | null;
  /** f: minimum lot frontage, metres. */
  frontageM: number | null;
  /** a: minimum lot area, m². */
  lotAreaM2: number | null;
  /** u: maximum dwelling units per lot. */
  maxUnits: number | null;
  /** d: maximum density (FSI), residential zones. */
  density: number | null;
  /** c / r / e / o: maximum commercial / residential / employment / office FSI. */
  commercialFsi: number | null;
  residentialFsi: number | null;
  employmentFsi: number | null;
  officeFsi: number | null;
  /** SS n: development standard set (CR zones). */
  standardSet: number | null;
  /** x n: exception number, read together with the zone symbol. */
  exception: number | null;
  /** Pieces of the label that follow none of the grammar, in the order met. */
  unrecognised: string[];
  /** Each read clause as the label writes it ("c1.0", "f15.0", "SS2", "x345", "3.0"), to quote it unchanged. */
  clauses: LabelClauses;
}

/** The parsed fields a label clause sets. */
export type ClauseField = ParenKey | 'fsiTotal' | 'standardSet' | 'exception';

export type LabelClauses = Partial<Record<ClauseField, string>>;

export type ZoneStandardKind =
  | 'holding'
  | 'fsi-total'
  | 'frontage'
  | 'lot-area'
  | 'units'
  | 'density'
  | 'commercial'
  | 'residential'
  | 'employment'
  | 'office'
  | 'standard-set'
  | 'exception';

export interface ZoneStandard {
  kind: ZoneStandardKind;
  label: string;
  value: string;
  /** The by-law section the standard lives in, e.g. "10.20", or "900.3" for an exception. */
  section?: string;
  /** The City's page for `section`. */
  url?: string;
}

type ParenKey = 'frontageM' | 'lotAreaM2' | 'maxUnits' | 'density' | 'commercialFsi' | 'residentialFsi' | 'employmentFsi' | 'officeFsi';

const PAREN_KEYS: Readonly<Record<string, ParenKey>> = {
  f: 'frontageM',
  a: 'lotAreaM2',
  u: 'maxUnits',
  d: 'density',
  c: 'commercialFsi',
  r: 'residentialFsi',
  e: 'employmentFsi',
  o: 'officeFsi',
};

const NUMBER = /^\d+(?:\.\d+)?$/;
// A bracketed group (an unclosed one runs to the end) or a run of other characters.
const TOKEN = /\([^()]*\)?|[^\s()]+/g;
// Former by-law areas carry the by-law's name instead of a 569-2013 label.
const FORMER_BYLAW = /\bformer\b|\bby-?law\b/i;

function emptyParse(input: string, kind: ZoneStringKind): ParsedZoneString {
  return {
    input, kind, formerBylaw: null, holding: false, zone: null, fsiTotal: null, frontageM: null, lotAreaM2: null,
    maxUnits: null, density: null, commercialFsi: null, residentialFsi: null, employmentFsi: null, officeFsi: null,
    standardSet: null, exception: null, unrecognised: [], clauses: {},
  };
}

/** Reads "(f13.5; a510; d0.45)" or "(x42)" into `parsed`; entries it cannot read go to `unrecognised`. */
function readGroup(group: string, parsed: ParsedZoneString): void {
  const inner = group.replace(/^\(/, '').replace(/\)$/, '');
  for (const raw of inner.split(/[;,]/)) {
    const entry = raw.trim();
    if (entry === '') continue;
    const match = /^([a-z])\s*(\d+(?:\.\d+)?)$/i.exec(entry);
    const letter = match?.[1]?.toLowerCase();
    const value = match?.[2] === undefined ? NaN : Number(match[2]);
    if (letter === 'x' && parsed.exception === null && Number.isInteger(value)) {
      parsed.exception = value;
      parsed.clauses.exception = entry;
      continue;
    }
    const key = letter === undefined ? undefined : PAREN_KEYS[letter];
    // A repeated letter is kept as unrecognised rather than silently overwriting the first value.
    if (key && parsed[key] === null && Number.isFinite(value)) {
      parsed[key] = value;
      parsed.clauses[key] = entry;
    } else parsed.unrecognised.push(entry);
  }
}

/** Never throws: whatever cannot be read is returned in `unrecognised`. */
export function parseZoneString(label: string | null): ParsedZoneString {
  // The server passes data-file values through here, so a missing label must not throw either.
  const input = typeof label === 'string' ? label : '';
  const text = input.replace(/\s+/g, ' ').trim();
  if (text === '') return emptyParse(input, 'empty');

  const parsed = emptyParse(input, 'unrecognised');
  const tokens = text.match(TOKEN) ?? [];
  let index = 0;
  const peek = () => tokens[index];

  if (/^\(\s*h\s*\)$/i.test(peek() ?? '')) {
    parsed.holding = true;
    index += 1;
  }
  const symbol = peek()?.toUpperCase();
  if (symbol !== undefined && findZone(symbol)?.symbol === symbol) {
    parsed.zone = symbol;
    index += 1;
    const total = peek();
    if (total !== undefined && NUMBER.test(total)) {
      parsed.fsiTotal = Number(total);
      parsed.clauses.fsiTotal = total;
      index += 1;
    }
  }

  for (; index < tokens.length; index += 1) {
    const token = tokens[index] ?? '';
    const next = tokens[index + 1];
    if (token.startsWith('(')) readGroup(token, parsed);
    else if (/^ss\d+$/i.test(token) && parsed.standardSet === null) {
      parsed.standardSet = Number(token.slice(2));
      parsed.clauses.standardSet = token;
    } else if (/^ss$/i.test(token) && next !== undefined && /^\d+$/.test(next) && parsed.standardSet === null) {
      parsed.standardSet = Number(next);
      parsed.clauses.standardSet = `${token} ${next}`;
      index += 1;
    } else parsed.unrecognised.push(token);
  }

  if (parsed.zone !== null) {
    parsed.kind = 'by-law-569-2013';
  } else if (FORMER_BYLAW.test(text)) {
    // Only the name matters here; the tokens were not a 569-2013 label, so they are not "unrecognised" pieces of one.
    return { ...emptyParse(input, 'former-bylaw'), formerBylaw: text };
  }
  return parsed;
}

/** One decimal at least, as the City writes FSI and frontage: 3 → "3.0", 0.45 → "0.45". */
function decimal(value: number): string {
  return Number.isInteger(value) ? value.toFixed(1) : String(value);
}

const TIMES_LOT_AREA = '× lot area';

/** The label's standards in plain words, each naming the section of the by-law it belongs to where one is known. */
export function describeZoneStandards(parsed: ParsedZoneString): ZoneStandard[] {
  if (parsed.kind !== 'by-law-569-2013') return [];
  const category = parsed.zone === null ? undefined : findZone(parsed.zone);
  const zoneSection = category?.section ?? undefined;
  const inZone = (kind: ZoneStandardKind, label: string, value: string): ZoneStandard =>
    zoneSection ? { kind, label, value, section: zoneSection, url: sectionUrl(zoneSection) } : { kind, label, value };

  const standards: ZoneStandard[] = [];
  const add = (value: number | null, make: (value: number) => ZoneStandard) => {
    if (value !== null) standards.push(make(value));
  };

  if (parsed.holding) {
    standards.push({ kind: 'holding', label: 'Holding provision (H)', value: 'Development limited until the holding symbol is lifted' });
  }
  add(parsed.fsiTotal, (v) => inZone('fsi-total', 'Maximum total density', `${decimal(v)} ${TIMES_LOT_AREA}`));
  add(parsed.frontageM, (v) => inZone('frontage', 'Minimum lot frontage', `${decimal(v)} m`));
  add(parsed.lotAreaM2, (v) => inZone('lot-area', 'Minimum lot area', `${String(v)} m²`));
  add(parsed.maxUnits, (v) => inZone('units', 'Maximum dwelling units', `${String(v)} per lot`));
  add(parsed.density, (v) => inZone('density', 'Maximum density', `${decimal(v)} ${TIMES_LOT_AREA}`));
  add(parsed.commercialFsi, (v) => inZone('commercial', 'Maximum commercial density', `${decimal(v)} ${TIMES_LOT_AREA}`));
  add(parsed.residentialFsi, (v) => inZone('residential', 'Maximum residential density', `${decimal(v)} ${TIMES_LOT_AREA}`));
  add(parsed.employmentFsi, (v) => inZone('employment', 'Maximum employment density', `${decimal(v)} ${TIMES_LOT_AREA}`));
  add(parsed.officeFsi, (v) => inZone('office', 'Maximum office density', `${decimal(v)} ${TIMES_LOT_AREA}`));
  add(parsed.standardSet, (v) => inZone('standard-set', 'Development standard set', parsed.clauses.standardSet ?? `SS${v}`));
  add(parsed.exception, (v) => {
    const section = category?.exceptionSection ?? null;
    // Exceptions are numbered per zone and listed in clause .10 of the zone's Chapter 900 section, e.g. 900.3.10(42).
    if (section === null) return { kind: 'exception', label: `Site-specific exception ${v}`, value: 'Listed in Chapter 900', url: chapterUrl(900) };
    return { kind: 'exception', label: `Site-specific exception ${v}`, value: `${section}.10(${v})`, section, url: sectionUrl(section) };
  });
  return standards;
}
