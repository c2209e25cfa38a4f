// HTTP for the spatial look-ups (spec §7): parse the point, ask the spatial service, answer JSON. Mounted ahead of the
// API's body parsers (server/app.ts), so each route carries the NUL guard the rest of the API gets from the router.

import { Router } from 'express';
import type { DatasetStamp, ParcelByPointReply } from '../../src/lib/api/spatial';
import { sendJson } from '../http/json-answer';
import { requireLngLat } from '../http/query';
import { rejectUnstorableText } from '../http/unstorable-text';
import type { SpatialBackend } from './spatial-backend';

const LOOK_UP_CACHE_CONTROL = 'public, max-age=300';

/** The look-ups wait on the backend: answered at once in memory, by a query with PostGIS. */
export function createSpatialRouter(spatial: SpatialBackend): Router {
  const router = Router();
  // Every answer names the dataset version it came from (spatial-data's carries the whole DatasetInfo already).
  const stamp: DatasetStamp = { id: spatial.dataset.id, version: spatial.dataset.version };

  router.get('/zoning/spatial-data', rejectUnstorableText, async (req, res) => {
    const answer = await spatial.spatialData(requireLngLat(req.query));
    res.setHeader('Cache-Control', LOOK_UP_CACHE_CONTROL);
    sendJson(req, res, answer);
  });

  router.get('/parcel-by-point', rejectUnstorableText, async (req, res) => {
    const reply: ParcelByPointReply = { ...(await spatial.parcelByPoint(requireLngLat(req.query))), dataset: stamp };
    res.setHeader('Cache-Control', LOOK_UP_CACHE_CONTROL);
    sendJson(req, res, reply);
  });

  router.get('/dataset', rejectUnstorableText, (req, res) => {
    sendJson(req, res, spatial.dataset);
  });

  return router;
}
