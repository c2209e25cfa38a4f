// Answers "what zoning, parcel and overlays are at this point?" from the spatial indexes of one dataset: the server's
// look-ups and the offline ones in the browser run this same code (the answer itself is spatial-answer.ts's).

import type { DatasetDescription, ParcelAnswer, ParcelByPointAnswer, SpatialDataReply, ZoneAnswer } from '../api/spatial';
import { pointInArea } from '../geo/point-in-polygon';
import type { Box } from './area-geometries';
import { boundsOf } from './area-index';
import { datasetInfoOf, describeDataset } from './dataset-description';
import type { FoundAtPoint, LookUpMiss } from './spatial-answer';
import { noParcel, noZoning, notCoveredAnswer, outsideToronto, spatialAnswer, toParcelAnswer, toParcelByPoint, toZoneAnswer } from './spatial-answer';
import type { ParcelProperties } from './schema';
import type { SpatialLayers } from './spatial-layers';
import { coverTest } from './zoning-cover';

/**
 * A Priority Retail Street counts when it lies within this many metres of the parcel (600.20), or of the point where
 * there is no parcel: a parcel never falls inside a line, so the test is a buffer.
 */
export const PRIORITY_RETAIL_STREET_METRES = 30;

export interface PointLookUp {
  /** GET /api/dataset: the dataset, which layers it has, and the City's files it was made from with their dates. */
  readonly dataset: DatasetDescription;
  readonly layers: SpatialLayers;
  /** Inside the City's boundary. */
  inToronto(lng: number, lat: number): boolean;
  /** The position of the parcel at the point in its layer; -1 when none. */
  parcelIndexAt(lng: number, lat: number): number;
  /**
   * The answer at the point, given parcelIndexAt's parcel there (so that a caller needing it too looks it up once): the
   * zoning's, or where the dataset's zoning does not cover the point, the not-covered answer; a miss outside the city
   * and in a gap of the zoning map.
   */
  spatialData(lng: number, lat: number, parcelIndex?: number): SpatialDataReply | LookUpMiss;
  parcelByPoint(lng: number, lat: number): ParcelByPointAnswer | LookUpMiss;
}

export function createPointLookUp(layers: SpatialLayers): PointLookUp {
  const { zoning, parcels, height, coverage, policyAreas, roomingHouses, buildingSetbacks, retailStreets, boundary, manifest } = layers;
  const addressPoints = layers.addresses;
  const boundaryBox = boundsOf(boundary);
  // One object for every answer: which layers this dataset has travels with each, the files read only on /api/dataset.
  const info = datasetInfoOf(manifest);

  const inToronto = (lng: number, lat: number) => withinBox(lng, lat, boundaryBox) && pointInArea(lng, lat, boundary);
  const zoningCovers = coverTest(manifest.zoningCover);

  // A zoning area's answer is the same at every point inside it: made on its first look-up and kept, frozen.
  const zoneAnswers = new Array<ZoneAnswer | undefined>(zoning.size);
  const zoneAnswerAt = (index: number) => (zoneAnswers[index] ??= Object.freeze(toZoneAnswer(zoning.properties.get(index), info.demo)));
  // The parcel's answer reads three of its properties: read as columns, without building its whole row.
  const parcelFields = {
    PARCELID: parcels.properties.column('PARCELID'),
    ADDRESS_FULL: parcels.properties.column('ADDRESS_FULL'),
    STATEDAREA: parcels.properties.column('STATEDAREA'),
  };

  /** What the point's answer holds besides its zoning: the parcel and the overlays. */
  function foundBesideZoning(lng: number, lat: number, parcelIndex: number): Omit<FoundAtPoint, 'zone'> {
    // The parcel's box and what lies inside it come from its flat geometry; its GeoJSON is built only when a
    // Priority Retail Street comes near.
    const parcelBox = parcelIndex < 0 ? undefined : parcels.geometries.bounds(parcelIndex);
    const retailStreet = parcelBox
      ? retailStreets.nearestToBounds(parcelBox, () => parcels.geometries.geometry(parcelIndex), PRIORITY_RETAIL_STREET_METRES)
      : retailStreets.nearest(lng, lat, PRIORITY_RETAIL_STREET_METRES);
    return {
      parcel: parcelBox ? parcelAnswer(parcelIndex, parcelBox) : null,
      height: height.propertiesAt(lng, lat),
      coverage: coverage.propertiesAt(lng, lat),
      policyArea: policyAreas.propertiesAt(lng, lat),
      roomingHouse: roomingHouses.propertiesAt(lng, lat),
      setback: buildingSetbacks.propertiesAt(lng, lat),
      retailStreet: retailStreet && { properties: retailStreet.feature.properties, distance: retailStreet.distance },
    };
  }

  /** The parcel's answer, its addresses read from the points inside its flat geometry. */
  function parcelAnswer(index: number, box: Box): ParcelAnswer {
    const addresses = addressPoints.addressesInside(box, (x, y) => parcels.geometries.contains(index, x, y));
    const fields = {
      PARCELID: parcelFields.PARCELID(index) as ParcelProperties['PARCELID'],
      ADDRESS_FULL: parcelFields.ADDRESS_FULL(index) as ParcelProperties['ADDRESS_FULL'],
      STATEDAREA: parcelFields.STATEDAREA(index) as ParcelProperties['STATEDAREA'],
    };
    return toParcelAnswer(fields, addresses);
  }

  return {
    dataset: describeDataset(manifest),
    layers,
    inToronto,

    parcelIndexAt: (lng, lat) => parcels.findIndex(lng, lat),

    spatialData(lng, lat, parcelIndex = parcels.findIndex(lng, lat)) {
      const zoneIndex = zoning.findIndex(lng, lat);
      if (zoneIndex < 0) {
        if (!inToronto(lng, lat)) return outsideToronto(lng, lat);
        // Outside what the dataset's zoning covers there is no gap to speak of: only what it has there besides.
        return zoningCovers(lng, lat) ? noZoning() : notCoveredAnswer(foundBesideZoning(lng, lat, parcelIndex), lng, lat, info);
      }
      return spatialAnswer({ zone: zoneAnswerAt(zoneIndex), ...foundBesideZoning(lng, lat, parcelIndex) }, lng, lat, info);
    },

    parcelByPoint(lng, lat) {
      const index = parcels.findIndex(lng, lat);
      if (index < 0) return inToronto(lng, lat) ? noParcel() : outsideToronto(lng, lat);
      return toParcelByPoint(parcels.properties.get(index));
    },
  };
}

function withinBox(lng: number, lat: number, [w, s, e, n]: [number, number, number, number]): boolean {
  return lng >= w && lng <= e && lat >= s && lat <= n;
}
