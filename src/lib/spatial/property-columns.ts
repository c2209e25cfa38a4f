// Feature properties stored by column rather than as one object per feature: numbers in a Float64Array, repeated
// values as codes into a short list, free text as one UTF-8 buffer with offsets. Rows are rebuilt on demand.

import type { SectionArray, Sections } from './sections';

type ColumnSpec =
  | { key: string; kind: 'number' }
  | { key: string; kind: 'dict'; values: unknown[]; absent: number }
  | { key: string; kind: 'text' }
  | { key: string; kind: 'json' };

export interface PropertyColumnsMeta {
  rows: number;
  columns: ColumnSpec[];
}

/** A column of values by row; undefined where the row has no such property. */
type ColumnReader = (row: number) => unknown;

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

// A value list longer than this is no longer "repeated values"; free text is cheaper as text.
const MAX_DICTIONARY = 65_536;

/** Chooses each column's encoding from its values and returns the sections to write under `prefix`. */
export function encodePropertyColumns(
  rows: readonly object[],
  prefix: string,
): { meta: PropertyColumnsMeta; sections: Record<string, SectionArray> } {
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!seen.has(key)) {
        seen.add(key);
        keys.push(key);
      }
    }
  }
  const sections: Record<string, SectionArray> = {};
  const columns = keys.map((key): ColumnSpec => {
    const values = rows.map((row) => (row as Record<string, unknown>)[key]);
    const name = `${prefix}.${key}`;
    if (values.every((v) => typeof v === 'number')) {
      sections[name] = Float64Array.from(values as number[]);
      return { key, kind: 'number' };
    }
    const dictionary = dictionaryOf(values);
    if (dictionary) {
      sections[name] = dictionary.codes;
      return { key, kind: 'dict', values: dictionary.values, absent: dictionary.absent };
    }
    const allText = values.every((v) => typeof v === 'string');
    const texts = allText ? (values as string[]) : values.map((v) => (v === undefined ? '' : JSON.stringify(v)));
    const { offsets, bytes } = packText(texts);
    sections[`${name}.offsets`] = offsets;
    sections[`${name}.bytes`] = bytes;
    return { key, kind: allText ? 'text' : 'json' };
  });
  return { meta: { rows: rows.length, columns }, sections };
}

function dictionaryOf(values: readonly unknown[]): { codes: Uint32Array; values: unknown[]; absent: number } | null {
  const codeOf = new Map<string, number>();
  const list: unknown[] = [];
  let absent = -1;
  const codes = new Uint32Array(values.length);
  const limit = Math.min(MAX_DICTIONARY, Math.max(16, values.length / 4));
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i];
    // JSON text keys the map, so 1 and '1' stay apart; undefined gets a code of its own.
    const key = value === undefined ? '\u0000absent' : JSON.stringify(value);
    let code = codeOf.get(key);
    if (code === undefined) {
      if (list.length >= limit) return null;
      code = list.length;
      codeOf.set(key, code);
      list.push(value === undefined ? null : value);
      if (value === undefined) absent = code;
    }
    codes[i] = code;
  }
  return { codes, values: list, absent };
}

function packText(texts: readonly string[]): { offsets: Uint32Array; bytes: Uint8Array } {
  const offsets = new Uint32Array(texts.length + 1);
  const encoded = texts.map((text) => utf8.encode(text));
  let total = 0;
  encoded.forEach((text, i) => {
    offsets[i] = total;
    total += text.length;
  });
  offsets[texts.length] = total;
  const bytes = new Uint8Array(total);
  encoded.forEach((text, i) => bytes.set(text, offsets[i]!));
  return { offsets, bytes };
}

/** The rows of a table, rebuilt from its columns. */
export interface PropertyTable<P> {
  readonly length: number;
  get(row: number): P;
  /** One property of one row without building the row. */
  column(key: string): ColumnReader;
}

/** Reads a table written by encodePropertyColumns; small tables keep each row once it is built. */
export function readPropertyColumns<P>(sections: Sections, meta: PropertyColumnsMeta, prefix: string): PropertyTable<P> {
  const readers = new Map<string, ColumnReader>(meta.columns.map((spec) => [spec.key, columnReader(sections, spec, `${prefix}.${spec.key}`)]));
  const entries = [...readers];
  const build = (row: number): P => {
    const out: Record<string, unknown> = {};
    for (const [key, read] of entries) {
      const value = read(row);
      if (value !== undefined) out[key] = value;
    }
    return out as P;
  };
  const memo: (P | undefined)[] | null = meta.rows <= 50_000 ? new Array<P | undefined>(meta.rows) : null;
  return {
    length: meta.rows,
    get(row) {
      if (!memo) return build(row);
      return (memo[row] ??= build(row));
    },
    column(key) {
      return readers.get(key) ?? (() => undefined);
    },
  };
}

function columnReader(sections: Sections, spec: ColumnSpec, name: string): ColumnReader {
  switch (spec.kind) {
    case 'number': {
      const values = sections.f64(name);
      return (row) => values[row];
    }
    case 'dict': {
      const codes = sections.u32(name);
      const { values, absent } = spec;
      return (row) => {
        const code = codes[row]!;
        return code === absent ? undefined : values[code];
      };
    }
    case 'text':
    case 'json': {
      const offsets = sections.u32(`${name}.offsets`);
      const bytes = sections.u8(`${name}.bytes`);
      const text = (row: number) => fromUtf8.decode(bytes.subarray(offsets[row], offsets[row + 1]));
      if (spec.kind === 'text') return text;
      return (row) => {
        const raw = text(row);
        return raw === '' ? undefined : JSON.parse(raw);
      };
    }
  }
}

/** An in-memory table over plain rows, for a dataset built in this process. */
export function rowTable<P extends object>(rows: readonly P[]): PropertyTable<P> {
  return {
    length: rows.length,
    get: (row) => rows[row]!,
    column: (key) => (row) => (rows[row] as Record<string, unknown> | undefined)?.[key],
  };
}
