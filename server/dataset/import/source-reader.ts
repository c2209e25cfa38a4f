// Reads one of the City's files as a stream of features, whatever its format: GeoJSON (a FeatureCollection, or a
// lone Feature) or CSV (one row per feature, the geometry as GeoJSON text in a `geometry` column).

import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { readCsvRows } from './csv-adapter';
import { FeatureCollectionScanner, GeoJsonScanError, type ScannedFeature } from './geojson-scanner';
import { ImportInputError } from './import-error';

export type SourceFormat = 'geojson' | 'csv';

export interface SourceFeature {
  /** 1 for the first feature (row). */
  number: number;
  line: number;
  /** As read: anything, or undefined where the feature (row) has none. */
  geometry: unknown;
  properties: Record<string, unknown>;
  /** Set when the record cannot be a feature at all (not a GeoJSON Feature, an unreadable geometry cell). */
  problem?: string;
}

export interface SourceReadOptions {
  onChunk?: (chunk: Buffer) => void;
  /** For CSV: checks the header's columns before any row is read. */
  checkColumns?: (columns: readonly string[]) => string | null;
}

/** The column of the City's CSV files that holds each row's geometry as GeoJSON. */
export const GEOMETRY_COLUMN = 'geometry';

/** GeoJSON when the first thing in the file is "{", CSV otherwise. */
export async function detectFormat(file: string): Promise<SourceFormat> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8').replace(/^\uFEFF/, '').trimStart();
    return text.startsWith('{') ? 'geojson' : 'csv';
  } finally {
    await handle.close();
  }
}

function fromScanned({ number, line, value }: ScannedFeature): SourceFeature {
  if (typeof value !== 'object' || value === null || (value as { type?: unknown }).type !== 'Feature') {
    return { number, line, geometry: undefined, properties: {}, problem: 'not a GeoJSON Feature' };
  }
  const { geometry, properties } = value as { geometry?: unknown; properties?: unknown };
  const props = typeof properties === 'object' && properties !== null ? (properties as Record<string, unknown>) : {};
  return { number, line, geometry: geometry ?? undefined, properties: props };
}

async function* readGeoJson(file: string, options: SourceReadOptions): AsyncGenerator<SourceFeature> {
  const scanner = new FeatureCollectionScanner();
  const input = createReadStream(file, { highWaterMark: 1 << 20 });
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      options.onChunk?.(chunk);
      for (const scanned of scanner.push(chunk)) yield fromScanned(scanned);
    }
    for (const scanned of scanner.end()) yield fromScanned(scanned);
  } catch (error) {
    if (error instanceof GeoJsonScanError) throw new ImportInputError(file, error.message, error.place);
    throw error;
  } finally {
    input.destroy();
  }
}

async function* readCsv(file: string, options: SourceReadOptions): AsyncGenerator<SourceFeature> {
  let columns: string[] = [];
  let geometryAt = -1;
  for await (const item of readCsvRows(file, { onChunk: options.onChunk, checkHeader: options.checkColumns })) {
    if ('columns' in item) {
      columns = item.columns;
      geometryAt = columns.indexOf(GEOMETRY_COLUMN);
      continue;
    }
    const properties: Record<string, unknown> = {};
    for (let k = 0; k < columns.length; k += 1) if (k !== geometryAt) properties[columns[k]!] = item.fields[k] ?? '';
    const cell = geometryAt >= 0 ? (item.fields[geometryAt] ?? '').trim() : '';
    let geometry: unknown;
    let problem: string | undefined;
    if (cell !== '') {
      try {
        geometry = JSON.parse(cell);
      } catch {
        problem = 'geometry cell is not GeoJSON';
      }
    }
    yield { number: item.number, line: item.line, geometry, properties, ...(problem ? { problem } : {}) };
  }
}

/** Every feature (row) of the file, read as a stream; throws ImportInputError naming the file and where. */
export function readSourceFeatures(file: string, format: SourceFormat, options: SourceReadOptions = {}): AsyncGenerator<SourceFeature> {
  return format === 'geojson' ? readGeoJson(file, options) : readCsv(file, options);
}
