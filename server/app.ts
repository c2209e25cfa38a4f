// Builds the Express app from its dependencies; never listens (server/index.ts does, tests listen on port 0).

import { createServer, type Server } from 'node:http';
import express, { type Express } from 'express';
import { createAccountExists } from './accounts/account-exists';
import { accountErasers, type AccountEraser } from './accounts/erasers';
import { createAccountRouter } from './accounts/routes';
import { createAuth, type AuthOptions } from './auth/create-auth';
import type { Config } from './config';
import { creditLedgerEraser } from './credits/ledger-eraser';
import type { Database } from './db/client';
import { isPreparedDataset, prepareInMemory, type PreparedDataset } from './dataset/artifacts/prepared-dataset';
import type { Dataset } from '../src/lib/spatial/schema';
import { allowedHosts, refuseMisdirectedRequests } from './http/allowed-hosts';
import { deferBodyErrors } from './http/body';
import { createClientAppRouter } from './http/client-app';
import { errorHandler, notFound } from './http/error-handler';
import { requestLogging, type Logger } from './http/logger';
import { securityHeaders, securityHeaderSetter } from './http/security';
import { SERVER_LIMITS, serverOptions, type ServerLimits } from './http/server-limits';
import { rejectUnstorableText } from './http/unstorable-text';
import { createLiveDataset, isLiveDataset, type LiveDataset } from './live-dataset/live-dataset';
import { datasetServing } from './live-dataset/served-dataset';
import { createMailer } from './mail/create-mailer';
import { createMailboxRouter } from './mail/mailbox-page';
import type { Mailer } from './mail/mailer';
import { checkoutSessionsEraser } from './payments/checkout-sessions-repository';
import { createPayments } from './payments/create-payments';
import { createReports, type ReportsOptions } from './reports/create-reports';
import { reportsEraser } from './reports/reports-repository';
import { AREA_PACK_PATH } from '../src/lib/offline/area-pack-limits';
import { createFastLookUps, type FastPath } from './spatial/fast-look-ups';

export interface AppDeps {
  config: Config;
  logger: Logger;
  db: Database;
  /**
   * The dataset to answer from: one that can be switched while serving (server/index.ts), a prebuilt one opened for
   * serving, or a dataset in memory whose indexes are built here.
   */
  dataset: Dataset | PreparedDataset | LiveDataset;
  /** Default: chosen from config (SMTP when SMTP_URL is set, else the outbox). */
  mailer?: Mailer;
  /** Test knobs of the auth area: password cost, clock, rate limits. */
  auth?: AuthOptions;
  /** Erasers of other areas that account deletion runs besides the auth and payments ones. */
  erasers?: readonly AccountEraser[];
  /** Replaceable parts of the analysis and reports areas (storage, PDF renderer, narrative writer, clock). */
  reports?: ReportsOptions;
  /** Node's timeouts for the server app.listen makes. Default: SERVER_LIMITS (tests lower them). */
  serverLimits?: ServerLimits;
}

export function createApp({ config, logger, db, dataset: source, serverLimits = SERVER_LIMITS, ...deps }: AppDeps): Express {
  // Every dataset-backed route reads the dataset through `live`, once per request, so a switch never splits a request.
  const live = isLiveDataset(source)
    ? source
    : createLiveDataset(isPreparedDataset(source) ? source : prepareInMemory(source), datasetServing({ config, logger }));
  const mailer = deps.mailer ?? createMailer(config, db, logger);
  const auth = createAuth({ config, db, logger, mailer, ...(deps.auth ? { options: deps.auth } : {}) });
  const accountExists = createAccountExists({ directory: auth.directory.kind, supabaseAuthSchema: deps.auth?.supabaseAuthSchema });
  const payments = createPayments({ config, db, verifier: auth.verifier, mailer, accountExists });
  const erasers = accountErasers([...(deps.erasers ?? []), reportsEraser, creditLedgerEraser, checkoutSessionsEraser]);
  // An analysis takes the version served when it starts and reads all it needs from that one.
  const reports = createReports({ config, db, logger, verifier: auth.verifier, spatial: () => live.current().spatial }, deps.reports);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  const security = {
    production: config.NODE_ENV === 'production',
    supabaseUrl: config.SUPABASE_URL,
    basemapUrl: config.VITE_BASEMAP_STYLE_URL,
    analyticsId: config.VITE_GA_MEASUREMENT_ID,
  };
  app.use(requestLogging(logger));
  app.use(securityHeaders(security));
  // Outside production, before every route (after the two above, so that a refusal is logged with its id and carries
  // the headers): a request naming another host, as a DNS-rebinding page's do, is answered 421 (http/allowed-hosts.ts).
  // A production server's names are its proxy's to check.
  const hostAllowed = security.production ? null : allowedHosts(config.PUBLIC_URL);
  if (hostAllowed) app.use(refuseMisdirectedRequests(hostAllowed, config.PUBLIC_URL));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await db.query('select 1');
      res.json({ status: 'ready', database: db.kind, dataset: live.current().dataset.manifest.id });
    } catch {
      res.status(503).json({ error: { code: 'not_ready', message: 'The database is not answering.' } });
    }
  });

  // First under /api: the public look-ups read no body, no session and no cookie, so each skips the API's router, its
  // body parsers and the routers of the signed-in areas (issue 12 point 8, docs/decisions.md); their routes keep the NUL
  // guard themselves.
  app.use('/api', live.route((served) => served.spatialRouter));
  // Leased, as /data below: a pack is cut from its version's tile archives.
  app.use(AREA_PACK_PATH, live.leasedRoute((served) => served.areaPackRouter));
  const api = express.Router();
  // Before express.json: the webhook's signature covers the raw bytes of its body.
  api.use(payments.webhookRouter);
  // A body that cannot be read is answered by the route that reads it: an unknown path stays a 404 (http/body.ts).
  api.use(deferBodyErrors(express.json({ limit: '100kb' })));
  api.use(rejectUnstorableText);
  if (auth.localRouter) api.use('/auth/local', auth.localRouter);
  api.use('/auth', auth.directoryRouter);
  api.use(
    createAccountRouter({
      db,
      directory: auth.directory,
      erasers,
      removeReportFiles: (userId) => reports.storage.removeArea(userId),
      verifier: auth.verifier,
    }),
  );
  api.use(live.route((served) => served.geocodeRouter));
  api.use(payments.router);
  api.use(reports.router);
  api.use(notFound);
  app.use('/api', api);

  // Leased: a tile being read keeps its version's archives open through a switch.
  // Each mount ends in its own 404: an unknown /data or /dev path is not a page of the client app.
  app.use('/data', live.leasedRoute((served) => served.mapDataRouter), notFound);
  // Before the client app router, which would otherwise answer /dev/mailbox with index.html.
  app.use('/dev', createMailboxRouter({ db, enabled: config.NODE_ENV !== 'production' }), notFound);
  app.use(createClientAppRouter(config.clientDistDir, { hideSourceMaps: config.NODE_ENV === 'production' }));
  app.use(notFound);
  app.use(errorHandler);

  // The two public look-ups are answered before Express (server/spatial/fast-look-ups.ts): a server this app listens
  // with hands each request to them first. One made otherwise (http.createServer(app)) has Express's routes for them,
  // which answer alike (server/spatial/fast-look-ups.test.ts holds the two to it).
  const fastLookUps = createFastLookUps({ spatial: () => live.current().spatial, securityHeaders: securityHeaderSetter(security), logger });
  // A request to another host goes on to Express, which refuses it.
  const fast: FastPath = hostAllowed ? (req, res) => hostAllowed(req.headers.host) && fastLookUps(req, res) : fastLookUps;
  app.listen = listenThrough(fast, app, serverLimits);
  return app;
}

/** Express's app.listen, with `fast` asked first for each request, on a server with Node's timeouts set to `limits`. */
function listenThrough(fast: FastPath, app: Express, limits: ServerLimits): Express['listen'] {
  return ((...args: unknown[]) => {
    const server = createServer(serverOptions(limits), (req, res) => {
      if (!fast(req, res)) app(req, res);
    });
    // As Express's own: a callback is called once, when listening or on the error that prevents it.
    const last = args.at(-1);
    if (typeof last === 'function') {
      let called = false;
      const once = (...callbackArgs: unknown[]) => {
        if (called) return;
        called = true;
        (last as (...a: unknown[]) => void)(...callbackArgs);
      };
      args[args.length - 1] = once;
      server.once('error', once);
    }
    return server.listen(...(args as Parameters<Server['listen']>));
  }) as Express['listen'];
}
