// The GeoJSON files the client downloads whole: compact zoning (~1 m precision, trimmed fields) and the city outline.

import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import type { Area, Dataset, ZoningProperties } from '../../src/lib/spatial/schema';
import { gzipBody, type GzippedBody } from './http-body';
import { toCompactZoningProperties, type CompactZoningProperties } from './map-properties';

/** 5 decimals of a degree is about 1 m here: finer than a zone line is drawn, and a third of the bytes. */
export const COORDINATE_DECIMALS = 5;
const SCALE = 10 ** COORDINATE_DECIMALS;

export interface PreparedFile extends GzippedBody {
  raw: Buffer;
  contentType: string;
}

export interface MapData {
  zoning: PreparedFile;
  boundary: PreparedFile;
}

export const MAP_DATA_CONTENT_TYPES: Readonly<Record<keyof MapData, string>> = { zoning: 'application/geo+json', boundary: 'application/json' };

/** The two files' plain bytes, before gzip. */
export function mapDataBytes(dataset: Dataset): Record<keyof MapData, Buffer> {
  const boundary = compactArea(dataset.boundary.geometry);
  const boundaryCollection: FeatureCollection = {
    type: 'FeatureCollection',
    features: boundary ? [{ type: 'Feature', properties: dataset.boundary.properties, geometry: boundary }] : [],
  };
  return { zoning: Buffer.from(JSON.stringify(compactZoning(dataset.zoning))), boundary: Buffer.from(JSON.stringify(boundaryCollection)) };
}

/** Built once, so the slowest, smallest gzip is worth it (level 9; writeMapDataFiles makes the same bytes off the main thread). */
export const MAP_DATA_GZIP_LEVEL = 9;

export function buildMapData(dataset: Dataset): MapData {
  const bytes = mapDataBytes(dataset);
  return {
    zoning: prepareFile(bytes.zoning, MAP_DATA_CONTENT_TYPES.zoning),
    boundary: prepareFile(bytes.boundary, MAP_DATA_CONTENT_TYPES.boundary),
  };
}

/** Every zoning feature with the client's fields only; a feature that rounds away to nothing is left out. */
export function compactZoning(
  zoning: FeatureCollection<Area, ZoningProperties>,
): FeatureCollection<Area, CompactZoningProperties> {
  const features: Feature<Area, CompactZoningProperties>[] = [];
  for (const feature of zoning.features) {
    const geometry = compactArea(feature.geometry);
    if (geometry) features.push({ type: 'Feature', properties: toCompactZoningProperties(feature.properties), geometry });
  }
  return { type: 'FeatureCollection', features };
}

/** Rounds to COORDINATE_DECIMALS and drops the vertices that then repeat; null when nothing with area is left. */
export function compactArea(area: Area): Area | null {
  if (area.type === 'Polygon') {
    const polygon = compactPolygon(area.coordinates);
    return polygon ? { type: 'Polygon', coordinates: polygon } : null;
  }
  const polygons = area.coordinates.map(compactPolygon).filter((p): p is Position[][] => p !== null);
  if (polygons.length === 0) return null;
  return { type: 'MultiPolygon', coordinates: polygons } satisfies MultiPolygon;
}

// A hole that collapses is dropped; an outer ring that collapses takes its polygon with it.
function compactPolygon(rings: Polygon['coordinates']): Position[][] | null {
  const [outer, ...holes] = rings.map(compactRing);
  if (!outer) return null;
  return [outer, ...holes.filter((ring): ring is Position[] => ring !== null)];
}

function compactRing(ring: Position[]): Position[] | null {
  const out: Position[] = [];
  let previous: Position | undefined;
  for (const position of ring) {
    const rounded: Position = [round(position[0] ?? NaN), round(position[1] ?? NaN)];
    if (previous && previous[0] === rounded[0] && previous[1] === rounded[1]) continue;
    out.push(rounded);
    previous = rounded;
  }
  // A closed ring needs three distinct corners plus the closing one.
  return out.length >= 4 ? out : null;
}

function round(value: number): number {
  return Math.round(value * SCALE) / SCALE;
}

function prepareFile(raw: Buffer, contentType: string): PreparedFile {
  return { raw, contentType, ...gzipBody(raw, MAP_DATA_GZIP_LEVEL) };
}
