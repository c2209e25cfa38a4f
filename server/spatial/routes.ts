// HTTP for the spatial look-ups (spec §7): parse the point, ask the spatial service, answer JSON.

import { Router } from 'express';
import { requireLngLat } from '../http/query';
import type { SpatialBackend } from './spatial-backend';

/** The look-ups wait on the backend: answered at once in memory, by a query with PostGIS. */
export function createSpatialRouter(spatial: SpatialBackend): Router {
  const router = Router();

  router.get('/zoning/spatial-data', async (req, res) => {
    const answer = await spatial.spatialData(requireLngLat(req.query));
    res.set('Cache-Control', 'public, max-age=300').json(answer);
  });

  router.get('/parcel-by-point', async (req, res) => {
    const answer = await spatial.parcelByPoint(requireLngLat(req.query));
    res.set('Cache-Control', 'public, max-age=300').json(answer);
  });

  router.get('/dataset', (_req, res) => {
    res.json(spatial.dataset);
  });

  return router;
}
