// The indexes the spatial service answers from, built from a dataset in memory or read from its prebuilt files.

import type {
  Area,
  BuildingSetbackProperties,
  CoverageProperties,
  Dataset,
  DatasetManifest,
  HeightProperties,
  ParcelProperties,
  PolicyAreaProperties,
  PriorityRetailStreetProperties,
  RoomingHouseProperties,
  ZoningProperties,
} from './schema';
import { addressTableOf } from './address-table';
import { AddressIndex } from './address-index';
import { AreaIndex } from './area-index';
import { LineIndex } from './line-index';

export interface SpatialLayers {
  manifest: DatasetManifest;
  boundary: Area;
  zoning: AreaIndex<ZoningProperties>;
  parcels: AreaIndex<ParcelProperties>;
  addresses: AddressIndex;
  height: AreaIndex<HeightProperties>;
  coverage: AreaIndex<CoverageProperties>;
  policyAreas: AreaIndex<PolicyAreaProperties>;
  roomingHouses: AreaIndex<RoomingHouseProperties>;
  buildingSetbacks: AreaIndex<BuildingSetbackProperties>;
  retailStreets: LineIndex<PriorityRetailStreetProperties>;
}

/** The area layers a spatial answer reads, by their Dataset key. */
export const AREA_LAYERS = ['zoning', 'parcels', 'height', 'coverage', 'policyAreas', 'roomingHouses', 'buildingSetbacks'] as const;

export function buildSpatialLayers(dataset: Dataset): SpatialLayers {
  return {
    manifest: dataset.manifest,
    boundary: dataset.boundary.geometry,
    zoning: AreaIndex.fromFeatures(dataset.zoning.features),
    parcels: AreaIndex.fromFeatures(dataset.parcels.features),
    addresses: new AddressIndex(addressTableOf(dataset.addresses)),
    height: AreaIndex.fromFeatures(dataset.height.features),
    coverage: AreaIndex.fromFeatures(dataset.coverage.features),
    policyAreas: AreaIndex.fromFeatures(dataset.policyAreas.features),
    roomingHouses: AreaIndex.fromFeatures(dataset.roomingHouses.features),
    buildingSetbacks: AreaIndex.fromFeatures(dataset.buildingSetbacks.features),
    retailStreets: new LineIndex(dataset.priorityRetailStreets.features),
  };
}

export function isSpatialLayers(source: Dataset | SpatialLayers): source is SpatialLayers {
  return source.zoning instanceof AreaIndex;
}
