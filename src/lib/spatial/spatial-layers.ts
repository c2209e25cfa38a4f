// The indexes the spatial service answers from, built from a dataset in memory or read from its prebuilt files.

import type {
  Area,
  BuildingSetbackProperties,
  CentrelineProperties,
  CoverageProperties,
  Dataset,
  DatasetManifest,
  HeightProperties,
  Line,
  ParcelProperties,
  PolicyAreaProperties,
  PriorityRetailStreetProperties,
  RoomingHouseProperties,
  ZoningProperties,
} from './schema';
import type { Feature } from 'geojson';
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
  /** The streets a lot can front (streetsOf): the server's layers have them; an offline area pack has none. */
  centreline?: LineIndex<CentrelineProperties>;
}

/**
 * The Toronto Centreline's classes that are not streets a lot fronts (FEATURE_CODE_DESC): lanes, paths, railways,
 * watercourses, shorelines, hydro corridors and the like.
 */
const NOT_STREETS = new Set([
  'Laneway',
  'Trail',
  'Walkway',
  'Major Railway',
  'Minor Railway',
  'River',
  'Creek/Tributary',
  'Major Shoreline',
  'Minor Shoreline (Land locked)',
  'Hydro Line',
  'Ferry Route',
  'Geostatistical line',
  'Other',
]);

/** The centreline features that are named streets. */
export function streetsOf(features: readonly Feature<Line, CentrelineProperties>[]): Feature<Line, CentrelineProperties>[] {
  return features.filter((f) => !NOT_STREETS.has(f.properties.FEATURE_CODE_DESC) && (f.properties.LINEAR_NAME_FULL_LEGAL ?? '').trim() !== '');
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
    centreline: new LineIndex(streetsOf(dataset.centreline.features)),
  };
}

export function isSpatialLayers(source: Dataset | SpatialLayers): source is SpatialLayers {
  return source.zoning instanceof AreaIndex;
}
