// Answers "what zoning, parcel and overlays are at this point?" from in-memory indexes built once per dataset (the
// answer itself is built by spatial-answer.ts, which the PostGIS backend shares).

import type { Feature } from 'geojson';
import type { DatasetDescription, ParcelAnswer, ParcelByPointAnswer, SpatialDataAnswer, ZoneAnswer } from '../../src/lib/api/spatial';
import type { LngLat } from '../../src/lib/geo/lng-lat';
import type { SiteFigure } from '../../src/lib/report/site-figure';
import { pointInArea } from '../../src/lib/geo/point-in-polygon';
import type { Box } from '../dataset/artifacts/area-geometries';
import type { Area, Dataset, ParcelProperties } from '../dataset/schema';
import { boundsOf } from './area-index';
import { datasetInfoOf, describeDataset } from './dataset-description';
import { buildSiteFigure } from './site-figure';
import { noParcel, noZoning, outsideToronto, spatialAnswer, toParcelAnswer, toParcelByPoint, toZoneAnswer } from './spatial-answer';
import { buildSpatialLayers, isSpatialLayers, type SpatialLayers } from './spatial-layers';

/**
 * A Priority Retail Street counts when it lies within this many metres of the parcel (600.20), or of the point where
 * there is no parcel: a parcel never falls inside a line, so the test is a buffer.
 */
export const PRIORITY_RETAIL_STREET_METRES = 30;
/** The site figure's default half-width in metres. */
export const SITE_FIGURE_RADIUS_METRES = 60;

/** What a brief reads at a point: the spatial answer, and the site figure around the same parcel. */
export interface SiteLookUp {
  readonly data: SpatialDataAnswer;
  /** The site figure at SITE_FIGURE_RADIUS_METRES from the parcel already found, drawn when asked; null outside Toronto. */
  figure(): SiteFigure | null;
}

export interface SpatialService {
  /** GET /api/dataset: the dataset, which layers it has, and the City's files it was made from with their dates. */
  readonly dataset: DatasetDescription;
  /** Throws AppError 404 outside_toronto / no_zoning. */
  spatialData(point: LngLat): SpatialDataAnswer;
  /** spatialData's answer and the site figure from one parcel look-up (an analysis needs both); throws as spatialData. */
  lookUpSite(point: LngLat): SiteLookUp;
  /** Throws AppError 404 outside_toronto / no_parcel. */
  parcelByPoint(point: LngLat): ParcelByPointAnswer;
  /**
   * The parcel at the point and the zoning polygons meeting a square frame of ±radiusMetres around the parcel's
   * centre (the point's where there is no parcel), nearest first and at most 40; null outside Toronto.
   */
  siteFigure(point: LngLat, radiusMetres?: number): SiteFigure | null;
}

/** From a dataset in memory (its indexes built now) or from indexes read from a prebuilt dataset. */
export function createSpatialService(source: Dataset | SpatialLayers): SpatialService {
  const layers = isSpatialLayers(source) ? source : buildSpatialLayers(source);
  const { zoning, parcels, height, coverage, policyAreas, roomingHouses, buildingSetbacks, retailStreets, boundary, manifest } = layers;
  const addressPoints = layers.addresses;
  const boundaryBox = boundsOf(boundary);
  // One object for every answer: which layers this dataset has travels with each, the files read only on /api/dataset.
  const info = datasetInfoOf(manifest);
  const description = describeDataset(manifest);

  const inToronto = (lng: number, lat: number) => withinBox(lng, lat, boundaryBox) && pointInArea(lng, lat, boundary);

  type Parcel = Feature<Area, ParcelProperties> | undefined;

  // A zoning area's answer is the same at every point inside it: made on its first look-up and kept, frozen.
  const zoneAnswers = new Array<ZoneAnswer | undefined>(zoning.size);
  const zoneAnswerAt = (index: number) => (zoneAnswers[index] ??= Object.freeze(toZoneAnswer(zoning.properties.get(index), info.demo)));
  // The parcel's answer reads three of its properties: read as columns, without building its whole row.
  const parcelFields = {
    PARCELID: parcels.properties.column('PARCELID'),
    ADDRESS_FULL: parcels.properties.column('ADDRESS_FULL'),
    STATEDAREA: parcels.properties.column('STATEDAREA'),
  };

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

  /** The answer at the point, given the parcel there (looked up by the caller, so that it is looked up once; -1: none). */
  function answerAt(lng: number, lat: number, parcelIndex: number): SpatialDataAnswer {
    const zoneIndex = zoning.findIndex(lng, lat);
    if (zoneIndex < 0) throw inToronto(lng, lat) ? noZoning() : outsideToronto(lng, lat);
    // The parcel's box and what lies inside it come from its flat geometry; its GeoJSON is built only when a Priority
    // Retail Street comes near.
    const parcelBox = parcelIndex < 0 ? undefined : parcels.geometries.bounds(parcelIndex);
    const retailStreet = parcelBox
      ? retailStreets.nearestToBounds(parcelBox, () => parcels.geometries.geometry(parcelIndex), PRIORITY_RETAIL_STREET_METRES)
      : retailStreets.nearest(lng, lat, PRIORITY_RETAIL_STREET_METRES);
    return spatialAnswer(
      {
        zone: zoneAnswerAt(zoneIndex),
        parcel: parcelBox ? parcelAnswer(parcelIndex, parcelBox) : null,
        height: height.propertiesAt(lng, lat),
        coverage: coverage.propertiesAt(lng, lat),
        policyArea: policyAreas.propertiesAt(lng, lat),
        roomingHouse: roomingHouses.propertiesAt(lng, lat),
        setback: buildingSetbacks.propertiesAt(lng, lat),
        retailStreet: retailStreet && { properties: retailStreet.feature.properties, distance: retailStreet.distance },
      },
      lng,
      lat,
      info,
    );
  }

  function figureAt(lng: number, lat: number, radiusMetres: number, parcel: Parcel): SiteFigure | null {
    if (!inToronto(lng, lat)) return null;
    return buildSiteFigure(lng, lat, radiusMetres, { zoning, parcel });
  }

  return {
    dataset: description,

    spatialData([lng, lat]) {
      return answerAt(lng, lat, parcels.findIndex(lng, lat));
    },

    lookUpSite([lng, lat]) {
      const parcelIndex = parcels.findIndex(lng, lat);
      const parcel = parcelIndex < 0 ? undefined : parcels.feature(parcelIndex);
      return { data: answerAt(lng, lat, parcelIndex), figure: () => figureAt(lng, lat, SITE_FIGURE_RADIUS_METRES, parcel) };
    },

    parcelByPoint([lng, lat]) {
      const parcel = parcels.find(lng, lat);
      if (!parcel) throw inToronto(lng, lat) ? noParcel() : outsideToronto(lng, lat);
      return toParcelByPoint(parcel.properties);
    },

    siteFigure([lng, lat], radiusMetres = SITE_FIGURE_RADIUS_METRES) {
      return figureAt(lng, lat, radiusMetres, parcels.find(lng, lat));
    },
  };
}

function withinBox(lng: number, lat: number, [w, s, e, n]: [number, number, number, number]): boolean {
  return lng >= w && lng <= e && lat >= s && lat <= n;
}
