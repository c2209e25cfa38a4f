// Cuts an area pack (src/lib/offline/area-pack.ts) from one served dataset version: the features of every spatial
// layer that meet the box, the address points and Priority Retail Streets their answers read, and the map tiles.

import { gunzipSync } from 'node:zlib';
import type { Feature } from 'geojson';
import { encodeAreaPack, tilePath, type TileSetSpec } from '../../src/lib/offline/area-pack';
import { tilesCovering } from '../../src/lib/geo/tile-cover';
import { addressTableOf, type AddressTable } from '../../src/lib/spatial/address-table';
import type { Box } from '../../src/lib/spatial/area-geometries';
import { boundsOf } from '../../src/lib/spatial/area-index';
import { describeDataset } from '../../src/lib/spatial/dataset-description';
import { PRIORITY_RETAIL_STREET_METRES } from '../../src/lib/spatial/point-look-up';
import { METRES_PER_DEGREE_LAT } from '../../src/lib/spatial/ground-metres';
import type { Area, DatasetManifest, Line } from '../../src/lib/spatial/schema';
import { AREA_LAYERS } from '../../src/lib/spatial/spatial-layers';
import type { PreparedDataset } from '../dataset/artifacts/prepared-dataset';
import type { JoinedTiles } from '../tiles/joined-tiles';
import type { MapLayerName } from '../tiles/tile-index';

export interface AreaPackRequest {
  bbox: Box;
  /** Each tile source with its layers already checked. */
  tileSets: ReadonlyArray<TileSetSpec & { layerNames: MapLayerName[] }>;
}

/** The pack's bytes, ready to send. */
export async function cutAreaPack(dataset: PreparedDataset, tiles: JoinedTiles, { bbox, tileSets }: AreaPackRequest): Promise<Buffer> {
  const { spatial } = dataset;
  const layers = Object.fromEntries(AREA_LAYERS.map((layer) => [layer, spatial[layer].search(bbox)])) as Record<
    (typeof AREA_LAYERS)[number],
    Feature<Area, object>[]
  >;
  // A parcel at the edge is kept whole, so its answer reads the addresses and streets around all of it.
  const extent = layers.parcels.reduce<Box>((box, parcel) => union(box, boundsOf(parcel.geometry)), [...bbox]);
  const reach = padded(extent, PRIORITY_RETAIL_STREET_METRES * 2);

  const packTiles: { path: string; bytes: Uint8Array | null }[] = [];
  for (const set of tileSets) {
    for (const tile of tilesCovering(bbox, set.minZoom, set.maxZoom)) {
      const encoded = await tiles.getTile(set.layerNames, tile.z, tile.x, tile.y);
      packTiles.push({ path: tilePath(set.layers, tile), bytes: encoded ? gunzipSync(encoded.gzip) : null });
    }
  }

  const { files: _files, artifactsFormat: _format, ...manifest } = dataset.manifest as DatasetManifest;
  const parts = encodeAreaPack({
    manifest,
    dataset: describeDataset(manifest),
    bbox,
    boundary: spatial.boundary,
    layers,
    addresses: addressesWithin(dataset.addresses, spatial.addresses.tree?.search(...extent) ?? []),
    retailStreets: spatial.retailStreets.features.filter((street) => meets(lineBounds(street.geometry), reach)),
    tiles: packTiles,
  });
  return Buffer.concat(parts);
}

/** The table of the given rows of a table, in the table's order. */
function addressesWithin(table: AddressTable, rows: number[]): AddressTable {
  return addressTableOf(rows.sort((a, b) => a - b).map((row) => table.get(row)));
}

function union(a: Box, b: Box): Box {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

function meets(a: Box, b: Box): boolean {
  return a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
}

/** The box grown by `metres` on every side. */
function padded([west, south, east, north]: Box, metres: number): Box {
  const lat = metres / METRES_PER_DEGREE_LAT;
  const lng = lat / Math.cos((((south + north) / 2) * Math.PI) / 180);
  return [west - lng, south - lat, east + lng, north + lat];
}

function lineBounds(line: Line): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const part of line.type === 'LineString' ? [line.coordinates] : line.coordinates) {
    for (const [x, y] of part) {
      if (x === undefined || y === undefined) continue;
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    }
  }
  return box;
}
