// What a server answers from: the spatial indexes, address columns, tile source and client files of one dataset
// version, read from its prebuilt files, or built in memory from a Dataset (tests, a one-off script).

import type { Dataset, DatasetManifest } from '../../../src/lib/spatial/schema';
import { buildMapData, type MapData } from '../../tiles/map-data';
import type { TileSource } from '../../tiles/tile-archives';
import { buildTileIndex } from '../../tiles/tile-index';
import { buildSpatialLayers, type SpatialLayers } from '../../../src/lib/spatial/spatial-layers';
import { addressTableOf, type AddressTable } from '../../../src/lib/spatial/address-table';

export interface PreparedDataset {
  readonly kind: 'prepared';
  readonly manifest: DatasetManifest;
  readonly spatial: SpatialLayers;
  readonly addresses: AddressTable;
  readonly tiles: TileSource;
  readonly mapData: MapData;
  /** Closes the files it reads from. */
  close(): Promise<void>;
}

export function isPreparedDataset(source: Dataset | PreparedDataset): source is PreparedDataset {
  return 'kind' in source && source.kind === 'prepared';
}

/** Everything built now, in memory; tiles are cut on first request. */
export function prepareInMemory(dataset: Dataset): PreparedDataset {
  return {
    kind: 'prepared',
    manifest: dataset.manifest,
    spatial: buildSpatialLayers(dataset),
    addresses: addressTableOf(dataset.addresses),
    tiles: buildTileIndex(dataset),
    mapData: buildMapData(dataset),
    close: async () => {},
  };
}
