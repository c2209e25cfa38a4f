// An area pack: everything a saved area needs offline in one versioned file, cut by the server from one dataset
// version for a box. It holds every spatial layer's features that meet the box (whole, so a click anywhere inside
// finds the same polygons the server would), the address points and Priority Retail Streets the parcels' answers
// read, the City's boundary, and the map tiles covering the box. The browser opens it into the same indexes and the
// same look-up the server answers from (src/lib/spatial/point-look-up.ts).

import type { Feature } from 'geojson';
import type { DatasetDescription } from '../api/spatial';
import type { TileId } from '../geo/tile-cover';
import type { AddressTable } from '../spatial/address-table';
import type { Box } from '../spatial/area-geometries';
import { encodeAddressLayer, encodeAreaLayer, readAddressLayer, readAreaLayer, type LayerMeta } from '../spatial/layer-sections';
import { LineIndex } from '../spatial/line-index';
import type { Area, DatasetManifest, Line, PriorityRetailStreetProperties } from '../spatial/schema';
import { decodeSections, encodeSections, type SectionArray } from '../spatial/sections';
import { AREA_LAYERS, type SpatialLayers } from '../spatial/spatial-layers';

/** Bumped whenever the layout changes; a pack of another format is refused, and the area saved again. */
export const AREA_PACK_FORMAT = 1;

type AreaLayer = (typeof AREA_LAYERS)[number];

/** A tile source of the map as its URLs name it ('zoning+former-city+basemap') and the zooms it serves. */
export interface TileSetSpec {
  layers: string;
  minZoom: number;
  maxZoom: number;
}

export interface AreaPackMeta {
  format: typeof AREA_PACK_FORMAT;
  /** The dataset version the pack was cut from (its manifest without the file list), and how the API describes it. */
  manifest: DatasetManifest;
  dataset: DatasetDescription;
  /** The box it was cut for: [west, south, east, north]. */
  bbox: Box;
  layers: Record<AreaLayer | 'boundary', LayerMeta>;
  addresses: LayerMeta;
  retailStreets: Feature<Line, PriorityRetailStreetProperties>[];
  /** Each tile's path ('<layers>/<z>/<x>/<y>'), in the order of the tile offsets; an empty tile has no bytes. */
  tiles: string[];
}

/** What the server puts in a pack. */
export interface AreaPackContent {
  manifest: DatasetManifest;
  dataset: DatasetDescription;
  bbox: Box;
  boundary: Area;
  layers: Record<AreaLayer, readonly Feature<Area, object>[]>;
  addresses: AddressTable;
  retailStreets: Feature<Line, PriorityRetailStreetProperties>[];
  /** Each tile's path and bytes (as served, not gzipped); null for a tile with nothing in it (the server's 204). */
  tiles: ReadonlyArray<{ path: string; bytes: Uint8Array | null }>;
}

/** The path a pack keys a tile by, the same as the tile URL's after /data/. */
export function tilePath(layers: string, { z, x, y }: TileId): string {
  return `${layers}/${z}/${x}/${y}`;
}

export function encodeAreaPack(content: AreaPackContent): Uint8Array[] {
  const sections: Record<string, SectionArray> = {};
  const layerMeta = {} as Record<AreaLayer | 'boundary', LayerMeta>;
  for (const layer of AREA_LAYERS) {
    const encoded = encodeAreaLayer(content.layers[layer], layer);
    Object.assign(sections, encoded.sections);
    layerMeta[layer] = encoded.meta;
  }
  const boundary = encodeAreaLayer([{ type: 'Feature', properties: {}, geometry: content.boundary }], 'boundary');
  Object.assign(sections, boundary.sections);
  layerMeta.boundary = boundary.meta;
  const addresses = encodeAddressLayer(content.addresses, 'points');
  Object.assign(sections, addresses.sections);

  const offsets = new Uint32Array(content.tiles.length + 1);
  let total = 0;
  content.tiles.forEach((tile, i) => {
    offsets[i] = total;
    total += tile.bytes?.length ?? 0;
  });
  offsets[content.tiles.length] = total;
  const tileBytes = new Uint8Array(total);
  content.tiles.forEach((tile, i) => {
    if (tile.bytes) tileBytes.set(tile.bytes, offsets[i]!);
  });
  sections['tiles.offsets'] = offsets;
  sections['tiles.bytes'] = tileBytes;

  const meta: AreaPackMeta = {
    format: AREA_PACK_FORMAT,
    manifest: content.manifest,
    dataset: content.dataset,
    bbox: content.bbox,
    layers: layerMeta,
    addresses: addresses.meta,
    retailStreets: content.retailStreets,
    tiles: content.tiles.map((tile) => tile.path),
  };
  return encodeSections(meta, sections);
}

export class AreaPackError extends Error {
  override readonly name = 'AreaPackError';
}

export interface AreaPack {
  readonly meta: AreaPackMeta;
  /** The pack's layers, as the look-up reads them. */
  readonly layers: SpatialLayers;
  /** The pack's address points as columns, as the address search reads them. */
  readonly addresses: AddressTable;
  /** Each tile of the pack: its path and bytes, null for an empty one. */
  tiles(): Generator<{ path: string; bytes: Uint8Array | null }>;
}

/** Opens a pack's bytes (views over them: nothing is copied); throws AreaPackError on a file that is not one. */
export function openAreaPack(bytes: Uint8Array): AreaPack {
  let sections;
  try {
    sections = decodeSections(bytes);
  } catch (error) {
    throw new AreaPackError(`The saved area's data is damaged (it ${error instanceof Error ? error.message : String(error)}).`, { cause: error });
  }
  const meta = sections.meta as Partial<AreaPackMeta> | null;
  if (meta?.format !== AREA_PACK_FORMAT) {
    throw new AreaPackError(`The saved area's data is in format ${String(meta?.format)}, not ${AREA_PACK_FORMAT}: save the area again.`);
  }
  const full = meta as AreaPackMeta;
  const layer = <P,>(name: AreaLayer) => readAreaLayer<P>(sections, full.layers[name], name);
  const boundary = readAreaLayer(sections, full.layers.boundary, 'boundary');
  const addresses = readAddressLayer(sections, full.addresses, 'points');
  const layers: SpatialLayers = {
    manifest: full.manifest,
    boundary: boundary.feature(0).geometry,
    zoning: layer('zoning'),
    parcels: layer('parcels'),
    height: layer('height'),
    coverage: layer('coverage'),
    policyAreas: layer('policyAreas'),
    roomingHouses: layer('roomingHouses'),
    buildingSetbacks: layer('buildingSetbacks'),
    addresses: addresses.index,
    retailStreets: new LineIndex(full.retailStreets),
  };
  const offsets = sections.u32('tiles.offsets');
  const tileBytes = sections.u8('tiles.bytes');
  return {
    meta: full,
    layers,
    addresses: addresses.table,
    *tiles() {
      for (let i = 0; i < full.tiles.length; i += 1) {
        const [start, end] = [offsets[i]!, offsets[i + 1]!];
        yield { path: full.tiles[i]!, bytes: end > start ? tileBytes.subarray(start, end) : null };
      }
    },
  };
}
