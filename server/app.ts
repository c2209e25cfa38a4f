// Builds the Express app from its dependencies; never listens (server/index.ts does, tests listen on port 0).

import express, { type Express } from 'express';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Dataset } from './dataset/schema';
import { createGeocoder } from './geocode/geocoder';
import { createGeocodeRouter } from './geocode/routes';
import { createClientAppRouter } from './http/client-app';
import { errorHandler, notFound } from './http/error-handler';
import { requestLogging, type Logger } from './http/logger';
import { securityHeaders } from './http/security';
import { listActiveProducts } from './payments/products-repository';
import { createSpatialRouter } from './spatial/routes';
import { createSpatialService } from './spatial/spatial-service';
import { createMapDataRouter } from './tiles/routes';

export interface AppDeps {
  config: Config;
  logger: Logger;
  db: Database;
  dataset: Dataset;
}

export function createApp({ config, logger, db, dataset }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  app.use(requestLogging(logger));
  app.use(securityHeaders(config.NODE_ENV === 'production'));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await db.query('select 1');
      res.json({ status: 'ready', database: db.kind, dataset: dataset.manifest.id });
    } catch {
      res.status(503).json({ error: { code: 'not_ready', message: 'The database is not answering.' } });
    }
  });

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(createSpatialRouter(createSpatialService(dataset)));
  api.use(createGeocodeRouter(createGeocoder(config, dataset, logger)));
  api.get('/payments-simple/products', async (_req, res) => {
    res.json({ products: await listActiveProducts(db) });
  });
  api.use(notFound);
  app.use('/api', api);

  app.use('/data', createMapDataRouter(dataset));
  app.use(createClientAppRouter(config.clientDistDir));
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
