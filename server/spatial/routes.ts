// HTTP for the spatial look-ups (spec §7): parse the point, ask the spatial service, answer JSON. Mounted ahead of the
// API's body parsers (server/app.ts), so each route carries the NUL guard the rest of the API gets from the router.
// The two look-ups are also answered ahead of Express by fast-look-ups.ts, from the same LOOK_UPS.

import { Router } from 'express';
import type { ParcelByPointReply } from '../../src/lib/api/spatial';
import { sendJson } from '../http/json-answer';
import { requireLngLat } from '../http/query';
import { rejectUnstorableText } from '../http/unstorable-text';
import type { SpatialBackend } from './spatial-backend';

export const LOOK_UP_CACHE_CONTROL = 'public, max-age=300';

type Query = Record<string, unknown>;

/** The look-ups by their path under /api: each answer from the version's backend and the request's query. */
export const LOOK_UPS: Readonly<Record<string, (spatial: SpatialBackend, query: Query) => Promise<unknown>>> = {
  // A point the dataset's zoning does not cover answers 200 with what the dataset has there (NotCoveredAnswer).
  '/zoning/spatial-data': async (spatial, query) => spatial.spatialReply(requireLngLat(query)),
  // Every answer names the dataset version it came from (spatial-data's carries the whole DatasetInfo already).
  '/parcel-by-point': async (spatial, query): Promise<ParcelByPointReply> => ({
    ...(await spatial.parcelByPoint(requireLngLat(query))),
    dataset: { id: spatial.dataset.id, version: spatial.dataset.version },
  }),
};

/** The look-ups wait on the backend: answered at once in memory, by a query with PostGIS. */
export function createSpatialRouter(spatial: SpatialBackend): Router {
  const router = Router();
  for (const [path, lookUp] of Object.entries(LOOK_UPS)) {
    router.get(path, rejectUnstorableText, async (req, res) => {
      const answer = await lookUp(spatial, req.query);
      res.setHeader('Cache-Control', LOOK_UP_CACHE_CONTROL);
      sendJson(req, res, answer);
    });
  }

  router.get('/dataset', rejectUnstorableText, (req, res) => {
    sendJson(req, res, spatial.dataset);
  });

  return router;
}
