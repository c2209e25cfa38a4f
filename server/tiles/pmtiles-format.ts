// The parts of the PMTiles v3 format (github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md) that the writer and the
// reader share: tile ids on the Hilbert curve, the 127-byte header, and directories as varint columns.

import { gunzipSync, gzipSync } from 'node:zlib';

export const HEADER_BYTES = 127;
/** A reader's first request: the header and the root directory must fit in it. */
export const ROOT_BYTES = 16_384;

export const Compression = { none: 1, gzip: 2 } as const;
export const TileType = { mvt: 1 } as const;

export interface Header {
  rootDirectoryOffset: number;
  rootDirectoryLength: number;
  jsonMetadataOffset: number;
  jsonMetadataLength: number;
  leafDirectoryOffset: number;
  leafDirectoryLength: number;
  tileDataOffset: number;
  tileDataLength: number;
  numAddressedTiles: number;
  numTileEntries: number;
  numTileContents: number;
  clustered: boolean;
  internalCompression: number;
  tileCompression: number;
  tileType: number;
  minZoom: number;
  maxZoom: number;
  /** [west, south, east, north] in degrees. */
  bounds: [number, number, number, number];
  centerZoom: number;
  center: [number, number];
}

/** One directory entry: a run of `runLength` tiles from `tileId` sharing one content; runLength 0 points at a leaf directory. */
export interface Entry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

function rotate(n: number, x: number, y: number, rx: number, ry: number): [number, number] {
  if (ry !== 0) return [x, y];
  return rx !== 0 ? [n - 1 - y, n - 1 - x] : [y, x];
}

/** The tile's position in the archive: every tile of shallower zooms first, then the Hilbert curve at its own zoom. */
export function zxyToTileId(z: number, x: number, y: number): number {
  if (z > 26) throw new Error(`zoom ${z} is past the format's limit of 26`);
  let id = ((2 ** z) * (2 ** z) - 1) / 3;
  let [tx, ty] = [x, y];
  for (let s = 2 ** (z - 1), n = z - 1; s >= 1; s /= 2, n -= 1) {
    const rx = tx & s;
    const ry = ty & s;
    id += ((3 * rx) ^ ry) * 2 ** n;
    [tx, ty] = rotate(s, tx, ty, rx, ry);
  }
  return id;
}

function writeVarint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

class VarintReader {
  position = 0;
  constructor(private readonly bytes: Uint8Array) {}

  next(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.bytes[this.position++];
      if (byte === undefined) throw new Error('a directory ends inside a number');
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
    }
  }
}

/** A directory's bytes, gzipped: counts, then tile-id deltas, run lengths, lengths and offsets as columns. */
export function encodeDirectory(entries: readonly Entry[]): Buffer {
  const out: number[] = [];
  writeVarint(out, entries.length);
  let last = 0;
  for (const entry of entries) {
    writeVarint(out, entry.tileId - last);
    last = entry.tileId;
  }
  for (const entry of entries) writeVarint(out, entry.runLength);
  for (const entry of entries) writeVarint(out, entry.length);
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    // 0 means "right after the previous entry's bytes", which clustered archives make the common case.
    if (previous && entry.offset === previous.offset + previous.length) writeVarint(out, 0);
    else writeVarint(out, entry.offset + 1);
  });
  return gzipSync(Uint8Array.from(out), { level: 9 });
}

export function decodeDirectory(compressed: Uint8Array, compression: number): Entry[] {
  const bytes = compression === Compression.gzip ? gunzipSync(compressed) : compressed;
  const reader = new VarintReader(bytes);
  const count = reader.next();
  const entries: Entry[] = [];
  let last = 0;
  for (let i = 0; i < count; i += 1) {
    last += reader.next();
    entries.push({ tileId: last, offset: 0, length: 0, runLength: 0 });
  }
  for (const entry of entries) entry.runLength = reader.next();
  for (const entry of entries) entry.length = reader.next();
  entries.forEach((entry, i) => {
    const value = reader.next();
    const previous = entries[i - 1];
    entry.offset = value === 0 && previous ? previous.offset + previous.length : value - 1;
  });
  return entries;
}

const E7 = 1e7;

export function encodeHeader(h: Header): Buffer {
  const b = Buffer.alloc(HEADER_BYTES);
  b.write('PMTiles', 0, 'latin1');
  b.writeUInt8(3, 7);
  const u64 = [
    h.rootDirectoryOffset, h.rootDirectoryLength, h.jsonMetadataOffset, h.jsonMetadataLength, h.leafDirectoryOffset,
    h.leafDirectoryLength, h.tileDataOffset, h.tileDataLength, h.numAddressedTiles, h.numTileEntries, h.numTileContents,
  ];
  u64.forEach((value, i) => b.writeBigUInt64LE(BigInt(value), 8 + i * 8));
  b.writeUInt8(h.clustered ? 1 : 0, 96);
  b.writeUInt8(h.internalCompression, 97);
  b.writeUInt8(h.tileCompression, 98);
  b.writeUInt8(h.tileType, 99);
  b.writeUInt8(h.minZoom, 100);
  b.writeUInt8(h.maxZoom, 101);
  h.bounds.forEach((value, i) => b.writeInt32LE(Math.round(value * E7), 102 + i * 4));
  b.writeUInt8(h.centerZoom, 118);
  b.writeInt32LE(Math.round(h.center[0] * E7), 119);
  b.writeInt32LE(Math.round(h.center[1] * E7), 123);
  return b;
}

export function decodeHeader(bytes: Uint8Array): Header {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (b.length < HEADER_BYTES || b.toString('latin1', 0, 7) !== 'PMTiles') throw new Error('is not a PMTiles archive');
  if (b.readUInt8(7) !== 3) throw new Error(`is PMTiles version ${b.readUInt8(7)}, not 3`);
  const u64 = (i: number) => Number(b.readBigUInt64LE(8 + i * 8));
  return {
    rootDirectoryOffset: u64(0),
    rootDirectoryLength: u64(1),
    jsonMetadataOffset: u64(2),
    jsonMetadataLength: u64(3),
    leafDirectoryOffset: u64(4),
    leafDirectoryLength: u64(5),
    tileDataOffset: u64(6),
    tileDataLength: u64(7),
    numAddressedTiles: u64(8),
    numTileEntries: u64(9),
    numTileContents: u64(10),
    clustered: b.readUInt8(96) === 1,
    internalCompression: b.readUInt8(97),
    tileCompression: b.readUInt8(98),
    tileType: b.readUInt8(99),
    minZoom: b.readUInt8(100),
    maxZoom: b.readUInt8(101),
    bounds: [0, 1, 2, 3].map((i) => b.readInt32LE(102 + i * 4) / E7) as Header['bounds'],
    centerZoom: b.readUInt8(118),
    center: [b.readInt32LE(119) / E7, b.readInt32LE(123) / E7],
  };
}
