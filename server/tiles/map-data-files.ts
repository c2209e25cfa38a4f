// The two GeoJSON files the client downloads whole (compact zoning and the city outline), written once beside the
// dataset, plain and gzipped; a server reads the gzipped bytes and serves them as they are.

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { Dataset } from '../../src/lib/spatial/schema';
import { etagOf } from './http-body';
import { MAP_DATA_CONTENT_TYPES, MAP_DATA_GZIP_LEVEL, mapDataBytes, type MapData, type PreparedFile } from './map-data';

const gzipAsync = promisify(gzip);

export const MAP_DATA_FILES = {
  zoning: 'map/complete-toronto-zoning.geojson',
  boundary: 'map/toronto_boundary_extracted.json',
} as const;


/**
 * Writes each file and its `.gz`; returns the paths written, relative to `dir`. The plain bytes are made at once, on
 * the caller's thread, before the first await; the gzip (level 9: ~35 s for the City's zoning on this machine) runs on
 * libuv's thread pool, so a caller that goes on with other work meanwhile (the tiles) has it done on another core.
 */
export async function writeMapDataFiles(dataset: Dataset, dir: string): Promise<string[]> {
  const bytes = mapDataBytes(dataset);
  const written: string[] = [];
  for (const key of Object.keys(MAP_DATA_FILES) as (keyof MapData)[]) {
    const name = MAP_DATA_FILES[key];
    const zipped = gzipAsync(bytes[key], { level: MAP_DATA_GZIP_LEVEL });
    await writeFile(path.join(dir, name), bytes[key]);
    await writeFile(path.join(dir, `${name}.gz`), await zipped);
    written.push(name, `${name}.gz`);
  }
  return written;
}

/** The gzipped files in memory; the plain bytes are unzipped for the rare client that takes no gzip. */
export async function readMapDataFiles(dir: string): Promise<MapData> {
  const read = async (key: keyof MapData): Promise<PreparedFile> => {
    const gzip = await readFile(path.join(dir, `${MAP_DATA_FILES[key]}.gz`));
    let raw: Buffer | undefined;
    return {
      gzip,
      etag: etagOf(gzip),
      contentType: MAP_DATA_CONTENT_TYPES[key],
      get raw() {
        return (raw ??= gunzipSync(gzip));
      },
    };
  };
  return { zoning: await read('zoning'), boundary: await read('boundary') };
}
