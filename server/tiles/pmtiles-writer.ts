// Writes a PMTiles v3 archive tile by tile: the tile data streams to the file as it comes, identical tiles are stored
// once, and the header, root and leaf directories and metadata are written when it is finished.

import { createHash } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import {
  Compression,
  encodeDirectory,
  encodeHeader,
  HEADER_BYTES,
  ROOT_BYTES,
  TileType,
  zxyToTileId,
  type Entry,
  type Header,
} from './pmtiles-format';

export interface ArchiveDescription {
  minZoom: number;
  maxZoom: number;
  bounds: [number, number, number, number];
  center: [number, number, number];
  /** Written as the archive's JSON metadata (vector_layers and the like). */
  metadata: Record<string, unknown>;
}

export interface PmtilesWriter {
  /**
   * Adds one gzipped MVT tile. Tiles must come in tile-id order (tileIdOrder sorts a list of them), which keeps the
   * archive clustered: a reader of neighbouring tiles reads neighbouring bytes.
   */
  addTile(z: number, x: number, y: number, gzippedTile: Uint8Array): Promise<void>;
  /** Writes the directories, metadata and header, and closes the file. */
  finish(): Promise<{ tiles: number; contents: number; bytes: number }>;
  /** Closes the file after a failure; the caller removes it. */
  abort(): Promise<void>;
}

/** Tiles sorted in the order the archive stores them. */
export function tileIdOrder<T extends { z: number; x: number; y: number }>(tiles: readonly T[]): T[] {
  return tiles
    .map((tile) => ({ tile, id: zxyToTileId(tile.z, tile.x, tile.y) }))
    .sort((a, b) => a.id - b.id)
    .map(({ tile }) => tile);
}

export async function createPmtilesWriter(file: string, description: ArchiveDescription): Promise<PmtilesWriter> {
  const handle = await open(file, 'w');
  // The header and root directory go in front once they are known; the tile data starts after their reserved bytes.
  const tileDataOffset = ROOT_BYTES;
  let dataLength = 0;
  const entries: Entry[] = [];
  const offsetOfContent = new Map<string, { offset: number; length: number }>();
  let addressed = 0;
  let lastId = -1;
  // Tiles are small; they go to the file a megabyte at a time.
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let written = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const chunk = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    await handle.write(chunk, 0, chunk.length, tileDataOffset + written);
    written += chunk.length;
  };

  return {
    async addTile(z, x, y, tile) {
      const tileId = zxyToTileId(z, x, y);
      if (tileId <= lastId) throw new Error(`tile ${z}/${x}/${y} comes after a tile with a later id; add tiles in tile-id order`);
      lastId = tileId;
      addressed += 1;
      const hash = createHash('sha1').update(tile).digest('base64');
      let stored = offsetOfContent.get(hash);
      if (!stored) {
        stored = { offset: dataLength, length: tile.length };
        pending.push(tile);
        pendingBytes += tile.length;
        dataLength += tile.length;
        if (pendingBytes >= 1 << 20) await flush();
        offsetOfContent.set(hash, stored);
      }
      const last = entries[entries.length - 1];
      // A run of the same content at consecutive ids (open water, a large park) is one entry.
      if (last && last.offset === stored.offset && last.tileId + last.runLength === tileId) last.runLength += 1;
      else entries.push({ tileId, offset: stored.offset, length: stored.length, runLength: 1 });
    },

    async finish() {
      try {
        await flush();
        const { root, leaves } = layOutDirectories(entries);
        const metadata = gzipSync(Buffer.from(JSON.stringify(description.metadata)), { level: 9 });
        const leafOffset = tileDataOffset + dataLength;
        const metadataOffset = leafOffset + leaves.length;
        await handle.write(leaves, 0, leaves.length, leafOffset);
        await handle.write(metadata, 0, metadata.length, metadataOffset);
        const header: Header = {
          rootDirectoryOffset: HEADER_BYTES,
          rootDirectoryLength: root.length,
          jsonMetadataOffset: metadataOffset,
          jsonMetadataLength: metadata.length,
          leafDirectoryOffset: leafOffset,
          leafDirectoryLength: leaves.length,
          tileDataOffset,
          tileDataLength: dataLength,
          numAddressedTiles: addressed,
          numTileEntries: entries.length,
          numTileContents: offsetOfContent.size,
          clustered: true,
          internalCompression: Compression.gzip,
          tileCompression: Compression.gzip,
          tileType: TileType.mvt,
          minZoom: description.minZoom,
          maxZoom: description.maxZoom,
          bounds: description.bounds,
          centerZoom: description.center[2],
          center: [description.center[0], description.center[1]],
        };
        await handle.write(encodeHeader(header), 0, HEADER_BYTES, 0);
        await handle.write(root, 0, root.length, HEADER_BYTES);
        return { tiles: addressed, contents: offsetOfContent.size, bytes: metadataOffset + metadata.length };
      } finally {
        await handle.close();
      }
    },

    abort: () => closeQuietly(handle),
  };
}

async function closeQuietly(handle: FileHandle): Promise<void> {
  await handle.close().catch(() => {});
}

/**
 * The root directory alone when it fits the first request; otherwise leaves of equal size, as few as make the root
 * (one entry per leaf) fit.
 */
function layOutDirectories(entries: readonly Entry[]): { root: Buffer; leaves: Buffer } {
  const whole = encodeDirectory(entries);
  if (whole.length <= ROOT_BYTES - HEADER_BYTES) return { root: whole, leaves: Buffer.alloc(0) };
  for (let leafSize = 4096; ; leafSize *= 2) {
    const rootEntries: Entry[] = [];
    const leafParts: Buffer[] = [];
    let offset = 0;
    for (let start = 0; start < entries.length; start += leafSize) {
      const leaf = encodeDirectory(entries.slice(start, start + leafSize));
      rootEntries.push({ tileId: entries[start]!.tileId, offset, length: leaf.length, runLength: 0 });
      leafParts.push(leaf);
      offset += leaf.length;
    }
    const root = encodeDirectory(rootEntries);
    if (root.length <= ROOT_BYTES - HEADER_BYTES) return { root, leaves: Buffer.concat(leafParts) };
  }
}
