// HTTP for the spatial look-ups (spec §7): parse the point, ask the spatial service, answer JSON.

import { Router } from 'express';
import { requireLngLat } from '../http/query';
import type { SpatialService } from './spatial-service';

export function createSpatialRouter(spatial: SpatialService): Router {
  const router = Router();

  router.get('/zoning/spatial-data', (req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(spatial.spatialData(requireLngLat(req.query)));
  });

  router.get('/parcel-by-point', (req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(spatial.parcelByPoint(requireLngLat(req.query)));
  });

  router.get('/dataset', (_req, res) => {
    res.json(spatial.dataset);
  });

  return router;
}
