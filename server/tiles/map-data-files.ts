// The two GeoJSON files the client downloads whole (compact zoning and the city outline), written once beside the
// dataset, plain and gzipped; a server reads the gzipped bytes and serves them as they are.

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Dataset } from '../dataset/schema';
import { etagOf } from './http-body';
import { buildMapData, type MapData, type PreparedFile } from './map-data';

export const MAP_DATA_FILES = {
  zoning: 'map/complete-toronto-zoning.geojson',
  boundary: 'map/toronto_boundary_extracted.json',
} as const;

const CONTENT_TYPES: Record<keyof MapData, string> = { zoning: 'application/geo+json', boundary: 'application/json' };

/** Writes each file and its `.gz`; returns the paths written, relative to `dir`. */
export async function writeMapDataFiles(dataset: Dataset, dir: string): Promise<string[]> {
  const mapData = buildMapData(dataset);
  const written: string[] = [];
  for (const key of Object.keys(MAP_DATA_FILES) as (keyof MapData)[]) {
    const name = MAP_DATA_FILES[key];
    await writeFile(path.join(dir, name), mapData[key].raw);
    await writeFile(path.join(dir, `${name}.gz`), mapData[key].gzip);
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
      contentType: CONTENT_TYPES[key],
      get raw() {
        return (raw ??= gunzipSync(gzip));
      },
    };
  };
  return { zoning: await read('zoning'), boundary: await read('boundary') };
}
