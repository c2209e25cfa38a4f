// A small binary container for typed arrays: a JSON header naming each section, then the sections 8-byte aligned,
// so a reader maps them as typed-array views over one buffer without copying or parsing numbers.

const MAGIC = 'ZBS1';
const ALIGN = 8;

export type SectionArray = Float64Array | Uint32Array | Int32Array | Uint16Array | Uint8Array;
type SectionType = 'f64' | 'u32' | 'i32' | 'u16' | 'u8';

interface SectionEntry {
  name: string;
  type: SectionType;
  /** Byte offset from the start of the file. */
  offset: number;
  /** Elements, not bytes. */
  length: number;
}

interface Header {
  meta: unknown;
  sections: SectionEntry[];
}

const CONSTRUCTORS = { f64: Float64Array, u32: Uint32Array, i32: Int32Array, u16: Uint16Array, u8: Uint8Array } as const;

function typeOf(array: SectionArray): SectionType {
  if (array instanceof Float64Array) return 'f64';
  if (array instanceof Uint32Array) return 'u32';
  if (array instanceof Int32Array) return 'i32';
  if (array instanceof Uint16Array) return 'u16';
  return 'u8';
}

const padTo = (n: number) => Math.ceil(n / ALIGN) * ALIGN;

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

/** The file's bytes: header, then every section in the order given. */
export function encodeSections(meta: unknown, sections: Readonly<Record<string, SectionArray>>): Uint8Array[] {
  const names = Object.keys(sections);
  // The header's length depends on the offsets it lists, so lay the sections out after a generous guess and retry.
  let headerBytes = 64 + names.length * 96 + JSON.stringify(meta).length * 3;
  for (;;) {
    let offset = padTo(8 + headerBytes);
    const entries: SectionEntry[] = names.map((name) => {
      const array = sections[name]!;
      const entry = { name, type: typeOf(array), offset, length: array.length };
      offset = padTo(offset + array.byteLength);
      return entry;
    });
    const header = utf8.encode(JSON.stringify({ meta, sections: entries } satisfies Header));
    if (header.length > headerBytes) {
      headerBytes = header.length;
      continue;
    }
    const head = new Uint8Array(padTo(8 + headerBytes));
    head.set(utf8.encode(MAGIC), 0);
    new DataView(head.buffer).setUint32(4, header.length, true);
    head.set(header, 8);
    const parts: Uint8Array[] = [head];
    let at = head.length;
    for (const entry of entries) {
      const array = sections[entry.name]!;
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      parts.push(bytes);
      at += bytes.length;
      if (padTo(at) > at) {
        parts.push(new Uint8Array(padTo(at) - at));
        at = padTo(at);
      }
    }
    return parts;
  }
}

export interface Sections {
  readonly meta: unknown;
  f64(name: string): Float64Array;
  u32(name: string): Uint32Array;
  i32(name: string): Int32Array;
  u16(name: string): Uint16Array;
  u8(name: string): Uint8Array;
  /** A section's bytes as its own aligned ArrayBuffer region: [buffer, byteOffset], for Flatbush.from. */
  raw(name: string): [ArrayBuffer, number];
  has(name: string): boolean;
}

/** Views over the file's bytes; throws a plain Error naming what is wrong (callers add the file's path). */
export function decodeSections(bytes: Uint8Array): Sections {
  // Views need 8-byte alignment; a buffer from Node's pool may start anywhere.
  const data = bytes.byteOffset % ALIGN === 0 ? bytes : new Uint8Array(bytes);
  const magic = String.fromCharCode(...data.subarray(0, 4));
  if (data.length < 8 || magic !== MAGIC) throw new Error(`is not a section file (magic ${JSON.stringify(magic)})`);
  const headerLength = new DataView(data.buffer, data.byteOffset).getUint32(4, true);
  const header = JSON.parse(fromUtf8.decode(data.subarray(8, 8 + headerLength))) as Header;
  const byName = new Map(header.sections.map((entry) => [entry.name, entry]));
  const entryOf = (name: string, type: SectionType): SectionEntry => {
    const entry = byName.get(name);
    if (!entry) throw new Error(`has no section '${name}'`);
    if (entry.type !== type) throw new Error(`section '${name}' is ${entry.type}, not ${type}`);
    const end = entry.offset + entry.length * CONSTRUCTORS[type].BYTES_PER_ELEMENT;
    if (end > data.length) throw new Error(`section '${name}' runs past the end of the file`);
    return entry;
  };
  const view = <T extends SectionType>(type: T) => (name: string) => {
    const entry = entryOf(name, type);
    return new CONSTRUCTORS[type](data.buffer as ArrayBuffer, data.byteOffset + entry.offset, entry.length) as InstanceType<(typeof CONSTRUCTORS)[T]>;
  };
  return {
    meta: header.meta,
    f64: view('f64'),
    u32: view('u32'),
    i32: view('i32'),
    u16: view('u16'),
    u8: view('u8'),
    raw(name) {
      const entry = entryOf(name, 'u8');
      return [data.buffer as ArrayBuffer, data.byteOffset + entry.offset];
    },
    has: (name) => byName.has(name),
  };
}
