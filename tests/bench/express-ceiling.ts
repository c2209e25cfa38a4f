// Child process of the benchmark: bare Express 5 on this machine, measured beside our routes so that their figures can be
// read as a ratio of it. Without arguments, GET /ping answers a fixed JSON body of ~70 bytes (the framework alone: the
// ceiling issue 12 point 8 names). With `--look-up <dataset folder>`, GET /api/zoning/spatial-data answers the real
// look-up from that folder with no middleware, through res.json (the framework and the look-up, nothing of ours else).

import express, { type NextFunction, type Request, type Response } from 'express';
import { openDataset } from '../../server/dataset/artifacts/open-dataset';
import { requireLngLat } from '../../server/http/query';
import { createSpatialService } from '../../server/spatial/spatial-service';

const FIXED_BODY = { zone: { base_zone: 'RD', zone_code: 'RD (f12.0; a370; d0.6)' }, parcel: null };

const app = express();
const lookUpFrom = process.argv[2] === '--look-up' ? process.argv[3] : undefined;
if (lookUpFrom) {
  const spatial = createSpatialService((await openDataset(lookUpFrom)).spatial);
  app.get('/api/zoning/spatial-data', (req, res) => {
    res.json(spatial.spatialData(requireLngLat(req.query)));
  });
  // A point in a gap of the zoning answers 404 on our server too; here without our error handler's logging.
  app.use((error: { status?: number; code?: string }, _req: Request, res: Response, _next: NextFunction) => {
    res.status(error.status ?? 500).json({ error: { code: error.code ?? 'internal' } });
  });
} else {
  app.get('/ping', (_req, res) => {
    res.json(FIXED_BODY);
  });
}
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
