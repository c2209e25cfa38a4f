// The server's spatial look-ups over in-memory indexes built once per dataset: the look-up itself is the shared one in
// src/lib/spatial/point-look-up.ts (the browser's offline look-ups run it too); this adds the site figure and the
// API's errors.

import { isNotCoveredAnswer, type DatasetDescription, type ParcelByPointAnswer, type SpatialDataAnswer, type SpatialDataReply } from '../../src/lib/api/spatial';
import { NOT_COVERED_CODE, notCoveredMessage } from '../../src/lib/dataset/zoning-coverage';
import type { LngLat } from '../../src/lib/geo/lng-lat';
import type { SiteFigure } from '../../src/lib/report/site-figure';
import { createPointLookUp } from '../../src/lib/spatial/point-look-up';
import { LookUpMiss } from '../../src/lib/spatial/spatial-answer';
import type { Dataset } from '../../src/lib/spatial/schema';
import { buildSpatialLayers, isSpatialLayers, type SpatialLayers } from '../../src/lib/spatial/spatial-layers';
import { AppError } from '../http/app-error';
import { buildSiteFigure, lotFrameRadius } from './site-figure';

/** The site figure's default half-width in metres. */
export const SITE_FIGURE_RADIUS_METRES = 60;

/** What a brief reads at a point: the spatial answer, and the site figure around the same parcel. */
export interface SiteLookUp {
  readonly data: SpatialDataAnswer;
  /**
   * The site figure around the parcel already found (SITE_FIGURE_RADIUS_METRES, or wider for a large parcel:
   * lotFrameRadius), drawn when asked; the lot is measured from it. Null outside Toronto.
   */
  figure(): SiteFigure | null;
}

export interface SpatialService {
  /** GET /api/dataset: the dataset, which layers it has, and the City's files it was made from with their dates. */
  readonly dataset: DatasetDescription;
  /** GET /api/zoning/spatial-data's answer: the zoning, or that the dataset does not cover the point; throws as spatialData but not_covered. */
  spatialReply(point: LngLat): SpatialDataReply;
  /** Throws AppError 404 outside_toronto / not_covered (the dataset's zoning does not cover the point) / no_zoning. */
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

/** The API's answer to a point with no answer: 404 with the miss's code and message. */
export function missError(miss: LookUpMiss): AppError {
  return new AppError(miss.code, 404, miss.message);
}

/** The answer, or the miss thrown as the API's error. */
export function answerOrThrow<T>(result: T | LookUpMiss): T {
  if (result instanceof LookUpMiss) throw missError(result);
  return result;
}

/** The zoning answer; where the dataset does not cover the point, 404 not_covered (a brief needs the zoning). */
export function zoningOrThrow(reply: SpatialDataReply): SpatialDataAnswer {
  if (isNotCoveredAnswer(reply)) throw new AppError(NOT_COVERED_CODE, 404, notCoveredMessage(reply.dataset));
  return reply;
}

/** From a dataset in memory (its indexes built now) or from indexes read from a prebuilt dataset. */
export function createSpatialService(source: Dataset | SpatialLayers): SpatialService {
  const lookUp = createPointLookUp(isSpatialLayers(source) ? source : buildSpatialLayers(source));
  const { zoning, parcels, centreline } = lookUp.layers;

  function figureAt(lng: number, lat: number, radiusMetres: number, parcelIndex: number): SiteFigure | null {
    if (!lookUp.inToronto(lng, lat)) return null;
    return buildSiteFigure(lng, lat, radiusMetres, { zoning, parcels, parcelIndex, centreline });
  }

  return {
    dataset: lookUp.dataset,

    spatialReply([lng, lat]) {
      return answerOrThrow(lookUp.spatialData(lng, lat));
    },

    spatialData([lng, lat]) {
      return zoningOrThrow(answerOrThrow(lookUp.spatialData(lng, lat)));
    },

    lookUpSite([lng, lat]) {
      const parcelIndex = lookUp.parcelIndexAt(lng, lat);
      return {
        data: zoningOrThrow(answerOrThrow(lookUp.spatialData(lng, lat, parcelIndex))),
        figure: () => figureAt(lng, lat, lotFrameRadius(parcelIndex < 0 ? undefined : parcels.feature(parcelIndex), SITE_FIGURE_RADIUS_METRES), parcelIndex),
      };
    },

    parcelByPoint([lng, lat]) {
      return answerOrThrow(lookUp.parcelByPoint(lng, lat));
    },

    siteFigure([lng, lat], radiusMetres = SITE_FIGURE_RADIUS_METRES) {
      return figureAt(lng, lat, radiusMetres, lookUp.parcelIndexAt(lng, lat));
    },
  };
}
