// Reading the City's field values as they come: numbers given as text, -1 for "no value", ids under other names.

/** -1 in a numeric field means "no value", as in the City's data. */
export const NO_VALUE = -1;

export type Properties = Record<string, unknown>;

/** What a normaliser noticed about one feature. */
export interface FieldNotes {
  /** Fixes made to the feature, by kind (the summary counts features by them). */
  repairs: Set<string>;
  /** The City's variants of the dictionary's fields met in the feature (text numbers, ids under other names). */
  variants: Set<string>;
  /**
   * What the reader left "not in this dataset" because the feature does not carry it (say, "ZN_HOLDING: not in the
   * file"), never filled in with a "No" or a -1; the summary counts features by them.
   */
  notKnown: Set<string>;
  /** CSV gives every value as text, so a number read from text is worth noting only in GeoJSON. */
  textIsNative: boolean;
}

/** A normaliser's verdict on one feature: its properties, or why it is rejected (bad) or skipped (not for us). */
export type Outcome<P> = { properties: P } | { reject: string } | { skip: string };

export const reject = (reason: string): { reject: string } => ({ reject: reason });

/** The first of `names` the feature has with a value (null and absent do not count). */
function firstPresent(props: Properties, names: readonly string[]): { name: string; value: unknown } | undefined {
  for (const name of names) {
    const value = props[name];
    if (value !== undefined && value !== null) return { name, value };
  }
  return undefined;
}

/** A text field, trimmed; numbers become text. Undefined when absent, null or blank. */
export function readText(props: Properties, ...names: string[]): string | undefined {
  const found = firstPresent(props, names);
  if (!found) return undefined;
  const { value } = found;
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  return text === '' ? undefined : text;
}

/**
 * A number field: a number, or text holding one (a variant noted outside CSV). Undefined when absent
 * or blank, NaN when present but not a number.
 */
export function readNumber(props: Properties, name: string, notes: FieldNotes): number | undefined {
  const value = props[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (text === '') return undefined;
  const number = Number(text);
  if (Number.isFinite(number) && !notes.textIsNative) notes.variants.add(`${name} given as text`);
  return Number.isFinite(number) ? number : Number.NaN;
}

export interface Range {
  min?: number;
  max?: number;
  integer?: boolean;
}

function inRange(value: number, { min = 0, max = Number.POSITIVE_INFINITY, integer = false }: Range): boolean {
  return Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value));
}

/**
 * A standard that may be absent: -1 when missing, blank or -1; a value outside `range` (or not a number) is also read
 * as no value, and noted, rather than losing the whole feature for it.
 */
export function readMeasure(props: Properties, name: string, notes: FieldNotes, range: Range = {}): number {
  const value = readNumber(props, name, notes);
  if (value === undefined || value === NO_VALUE) return NO_VALUE;
  if (inRange(value, range)) return value;
  notes.repairs.add(`${name} out of range, read as no value`);
  return NO_VALUE;
}

/** A value the feature cannot do without: the number, or the reason to reject the feature. */
export function readRequired(props: Properties, name: string, notes: FieldNotes, range: Range = {}): number | { reject: string } {
  const value = readNumber(props, name, notes);
  if (value === undefined || value === NO_VALUE) return reject(`no ${name}`);
  if (!inRange(value, range)) return reject(`${name} not a valid value`);
  return value;
}

/** Where an OBJECTID came from when the file has none under that name, by the name used instead. */
const ID_STAND_INS = ['_id', 'source_id'] as const;

/**
 * OBJECTID as a number: the field itself (text converted), else the City's record id under `_id` or `source_id`,
 * else the feature's number in the file. Each stand-in is noted.
 */
export function readObjectId(props: Properties, notes: FieldNotes, featureNumber: number): number {
  const own = readNumber(props, 'OBJECTID', notes);
  if (own !== undefined && Number.isInteger(own)) return own;
  for (const name of ID_STAND_INS) {
    const value = readNumber({ [name]: props[name] }, name, { ...notes, variants: new Set() });
    if (value !== undefined && Number.isInteger(value)) {
      notes.variants.add(`OBJECTID taken from ${name}`);
      return value;
    }
  }
  notes.variants.add('OBJECTID numbered in file order');
  return featureNumber;
}

/** The scalar fields as published (nested values left out), for layers the app keeps but does not read. */
export function publishedFields(props: Properties): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) fields[name] = value;
    else if (typeof value === 'boolean') fields[name] = String(value);
  }
  return fields;
}
