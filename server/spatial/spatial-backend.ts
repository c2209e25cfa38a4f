// The spatial look-ups as the server's routes and analyses ask them: from the in-memory indexes of this process, or
// from PostGIS tables that any number of replicas share (SPATIAL_BACKEND). Both answer alike; PostGIS answers later.

import type { ParcelByPointAnswer, SpatialDataAnswer, SpatialDataReply } from '../../src/lib/api/spatial';
import type { LngLat } from '../../src/lib/geo/lng-lat';
import type { SiteFigure } from '../../src/lib/report/site-figure';
import type { SpatialService } from './spatial-service';

/** What a brief reads at a point: the spatial answer, and the site figure around the same parcel when asked. */
export interface SiteAnswer {
  readonly data: SpatialDataAnswer;
  /** The site figure around the parcel already found (lotFrameRadius), which the lot is measured from; null outside Toronto. */
  figure(): Promise<SiteFigure | null>;
}

export interface SpatialBackend {
  readonly kind: 'memory' | 'postgis';
  readonly dataset: SpatialService['dataset'];
  /** GET /api/zoning/spatial-data's answer: the zoning, or that the dataset's zoning does not cover the point. Rejects with AppError 404 outside_toronto / no_zoning. */
  spatialReply(point: LngLat): Promise<SpatialDataReply>;
  /** The zoning answer alone. Rejects with AppError 404 outside_toronto / not_covered / no_zoning. */
  spatialData(point: LngLat): Promise<SpatialDataAnswer>;
  /** spatialData's answer and the site figure from one parcel look-up; rejects as spatialData. */
  lookUpSite(point: LngLat): Promise<SiteAnswer>;
  /** Rejects with AppError 404 outside_toronto / no_parcel. */
  parcelByPoint(point: LngLat): Promise<ParcelByPointAnswer>;
  siteFigure(point: LngLat, radiusMetres?: number): Promise<SiteFigure | null>;
  /** Lets go of what it holds of its own (nothing yet: a PostGIS pool is its opener's, shared by the versions). */
  close(): Promise<void>;
}

/** The in-memory service behind the same asynchronous port; its answers are ready at once. */
export function inMemoryBackend(service: SpatialService): SpatialBackend {
  return {
    kind: 'memory',
    dataset: service.dataset,
    spatialReply: async (point) => service.spatialReply(point),
    spatialData: async (point) => service.spatialData(point),
    lookUpSite: async (point) => {
      const site = service.lookUpSite(point);
      return { data: site.data, figure: async () => site.figure() };
    },
    parcelByPoint: async (point) => service.parcelByPoint(point),
    siteFigure: async (point, radiusMetres) => service.siteFigure(point, radiusMetres),
    close: async () => {},
  };
}
