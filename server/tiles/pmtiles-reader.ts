// Reads tiles from a PMTiles v3 archive on disk: the directories are read once at open into flat arrays, each tile is
// one positioned read of its stored (gzipped) bytes.

import { open } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { Compression, decodeDirectory, decodeHeader, ROOT_BYTES, zxyToTileId, type Entry, type Header } from './pmtiles-format';

export interface PmtilesArchive {
  readonly header: Header;
  readonly metadata: unknown;
  /** The tile's stored bytes, or null when the archive has no such tile. */
  getTile(z: number, x: number, y: number): Promise<Buffer | null>;
  close(): Promise<void>;
}

export async function openPmtiles(file: string): Promise<PmtilesArchive> {
  const handle = await open(file, 'r');
  try {
    const read = async (offset: number, length: number): Promise<Buffer> => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, offset);
      if (bytesRead < length) throw new Error(`ends at byte ${offset + bytesRead}, before the ${length} bytes at ${offset} it lists`);
      return buffer;
    };
    const first = Buffer.alloc(ROOT_BYTES);
    const { bytesRead } = await handle.read(first, 0, ROOT_BYTES, 0);
    const header = decodeHeader(first.subarray(0, bytesRead));
    const root = decodeDirectory(await read(header.rootDirectoryOffset, header.rootDirectoryLength), header.internalCompression);
    const entries: Entry[] = [];
    for (const entry of root) {
      if (entry.runLength > 0) {
        entries.push(entry);
        continue;
      }
      // Leaf directories are one level deep in the archives this project writes; deeper ones are followed too.
      const pending = [entry];
      while (pending.length > 0) {
        const leaf = pending.shift()!;
        const bytes = await read(header.leafDirectoryOffset + leaf.offset, leaf.length);
        for (const inner of decodeDirectory(bytes, header.internalCompression)) (inner.runLength > 0 ? entries : pending).push(inner);
      }
    }
    const ids = Float64Array.from(entries, (e) => e.tileId);
    const runs = Uint32Array.from(entries, (e) => e.runLength);
    const offsets = Float64Array.from(entries, (e) => e.offset);
    const lengths = Uint32Array.from(entries, (e) => e.length);
    const metadataBytes = header.jsonMetadataLength > 0 ? await read(header.jsonMetadataOffset, header.jsonMetadataLength) : null;
    const metadata = metadataBytes ? JSON.parse(decodeDirectoryText(metadataBytes, header.internalCompression)) : {};

    return {
      header,
      metadata,
      async getTile(z, x, y) {
        if (z < header.minZoom || z > header.maxZoom) return null;
        const id = zxyToTileId(z, x, y);
        // The last entry whose id is at or before the tile's, then whether its run reaches it.
        let lo = 0;
        let hi = ids.length - 1;
        let found = -1;
        while (lo <= hi) {
          const mid = (lo + hi) >>> 1;
          if (ids[mid]! <= id) {
            found = mid;
            lo = mid + 1;
          } else hi = mid - 1;
        }
        if (found < 0 || id >= ids[found]! + runs[found]!) return null;
        return read(header.tileDataOffset + offsets[found]!, lengths[found]!);
      },
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

function decodeDirectoryText(bytes: Buffer, compression: number): string {
  return (compression === Compression.gzip ? gunzipSync(bytes) : bytes).toString('utf8');
}
