// The spatial indexes as files: per area layer its flat geometries, property columns and packed R-tree; the address
// points likewise. A server maps them into typed arrays at start instead of parsing GeoJSON and building trees.

import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Feature } from 'geojson';
import { addressTableOf, type AddressTable } from '../../../src/lib/spatial/address-table';
import { encodeAddressLayer, encodeAreaLayer, readAddressLayer, readAreaLayer, type EncodedLayer, type LayerMeta } from '../../../src/lib/spatial/layer-sections';
import type { Area, Dataset } from '../../../src/lib/spatial/schema';
import { decodeSections, encodeSections, type Sections } from '../../../src/lib/spatial/sections';
import { AREA_LAYERS, type SpatialLayers } from '../../../src/lib/spatial/spatial-layers';

type AreaLayer = (typeof AREA_LAYERS)[number];

/** Each file, relative to the dataset folder. */
export const SPATIAL_FILES: Readonly<Record<AreaLayer | 'addresses', string>> = {
  zoning: 'spatial/zoning.bin',
  parcels: 'spatial/parcels.bin',
  height: 'spatial/height.bin',
  coverage: 'spatial/coverage.bin',
  policyAreas: 'spatial/policy-areas.bin',
  roomingHouses: 'spatial/rooming-houses.bin',
  buildingSetbacks: 'spatial/building-setbacks.bin',
  addresses: 'spatial/addresses.bin',
};

async function writeLayer(file: string, { meta, sections }: EncodedLayer): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.writev(encodeSections(meta, sections));
  } finally {
    await handle.close();
  }
}

/** Writes every area layer's index and the address points' under `dir`. */
export async function writeSpatialFiles(dataset: Dataset, dir: string): Promise<void> {
  for (const layer of AREA_LAYERS) {
    await writeLayer(path.join(dir, SPATIAL_FILES[layer]), encodeAreaLayer(dataset[layer].features as readonly Feature<Area, object>[]));
  }
  await writeLayer(path.join(dir, SPATIAL_FILES.addresses), encodeAddressLayer(addressTableOf(dataset.addresses)));
}

/** A file's sections; a file that is not one says which. */
async function readSections(file: string): Promise<Sections> {
  const bytes = await readFile(file);
  try {
    return decodeSections(bytes);
  } catch (error) {
    throw new Error(`${file} ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

async function readAreaIndex<P>(file: string) {
  const sections = await readSections(file);
  return readAreaLayer<P>(sections, sections.meta as LayerMeta);
}

export interface SpatialFiles {
  layers: Omit<SpatialLayers, 'manifest' | 'boundary' | 'retailStreets'>;
  addresses: AddressTable;
}

export async function readSpatialFiles(dir: string): Promise<SpatialFiles> {
  const file = (layer: keyof typeof SPATIAL_FILES) => path.join(dir, SPATIAL_FILES[layer]);
  const addressSections = await readSections(file('addresses'));
  const addresses = readAddressLayer(addressSections, addressSections.meta as LayerMeta);
  return {
    layers: {
      zoning: await readAreaIndex(file('zoning')),
      parcels: await readAreaIndex(file('parcels')),
      height: await readAreaIndex(file('height')),
      coverage: await readAreaIndex(file('coverage')),
      policyAreas: await readAreaIndex(file('policyAreas')),
      roomingHouses: await readAreaIndex(file('roomingHouses')),
      buildingSetbacks: await readAreaIndex(file('buildingSetbacks')),
      addresses: addresses.index,
    },
    addresses: addresses.table,
  };
}
