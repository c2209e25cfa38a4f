// The spatial indexes as files: per area layer its flat geometries, property columns and packed R-tree; the address
// points likewise. A server maps them into typed arrays at start instead of parsing GeoJSON and building trees.

import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import Flatbush from 'flatbush';
import type { Feature } from 'geojson';
import { AddressIndex, buildPointTree } from '../../spatial/address-index';
import { AreaIndex, buildAreaTree } from '../../spatial/area-index';
import { AREA_LAYERS, type SpatialLayers } from '../../spatial/spatial-layers';
import type { Area, Dataset } from '../schema';
import { addressTableOf, encodeAddressTable, readAddressTable, type AddressTable } from './address-table';
import { AreaGeometries } from './area-geometries';
import { decodeSections, encodeSections, type SectionArray, type Sections } from './binary-sections';
import { encodePropertyColumns, readPropertyColumns, type PropertyColumnsMeta } from './property-columns';

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

interface IndexMeta {
  properties: PropertyColumnsMeta;
}

function treeSection(tree: Flatbush | null): Record<string, SectionArray> {
  return tree ? { tree: new Uint8Array(tree.data) } : {};
}

function treeOf(sections: Sections): Flatbush | null {
  if (!sections.has('tree')) return null;
  const [buffer, offset] = sections.raw('tree');
  return Flatbush.from(buffer, offset);
}

async function writeSections(file: string, meta: unknown, sections: Record<string, SectionArray>): Promise<void> {
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
    const features = dataset[layer].features as readonly Feature<Area, object>[];
    const geometries = AreaGeometries.fromFeatures(features);
    const properties = encodePropertyColumns(
      features.map((f) => f.properties),
      'properties',
    );
    const meta: IndexMeta = { properties: properties.meta };
    await writeSections(path.join(dir, SPATIAL_FILES[layer]), meta, {
      ...geometries.sections('geometry'),
      ...properties.sections,
      ...treeSection(buildAreaTree(geometries)),
    });
  }
  const table = addressTableOf(dataset.addresses);
  const addresses = encodeAddressTable(table);
  await writeSections(path.join(dir, SPATIAL_FILES.addresses), { properties: addresses.meta } satisfies IndexMeta, {
    ...addresses.sections,
    ...treeSection(buildPointTree(table)),
  });
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

async function readAreaIndex<P>(file: string): Promise<AreaIndex<P>> {
  const sections = await readSections(file);
  const meta = sections.meta as IndexMeta;
  return new AreaIndex<P>(
    AreaGeometries.fromSections(sections, 'geometry'),
    readPropertyColumns<P>(sections, meta.properties, 'properties'),
    treeOf(sections),
  );
}

export interface SpatialFiles {
  layers: Omit<SpatialLayers, 'manifest' | 'boundary' | 'retailStreets'>;
  addresses: AddressTable;
}

export async function readSpatialFiles(dir: string): Promise<SpatialFiles> {
  const file = (layer: keyof typeof SPATIAL_FILES) => path.join(dir, SPATIAL_FILES[layer]);
  const addressSections = await readSections(file('addresses'));
  const addresses = readAddressTable(addressSections, (addressSections.meta as IndexMeta).properties);
  return {
    layers: {
      zoning: await readAreaIndex(file('zoning')),
      parcels: await readAreaIndex(file('parcels')),
      height: await readAreaIndex(file('height')),
      coverage: await readAreaIndex(file('coverage')),
      policyAreas: await readAreaIndex(file('policyAreas')),
      roomingHouses: await readAreaIndex(file('roomingHouses')),
      buildingSetbacks: await readAreaIndex(file('buildingSetbacks')),
      addresses: new AddressIndex(addresses, treeOf(addressSections)),
    },
    addresses,
  };
}
