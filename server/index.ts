// Starts ZoneBrief: config, database and migrations, dataset, then listens; shuts down cleanly on SIGTERM/SIGINT and
// looks again at which dataset version to serve on SIGHUP (one that arrives during the start, once started).

import path from 'node:path';
import { describeAdapters } from './adapters';
import { startAnalysisRecovery } from './analysis/recover-analyses';
import { createApp } from './app';
import { loadOrCreateDevSecret } from './auth/dev-secret';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { createLogger } from './http/logger';
import { openStartDataset, startDatasetSwitcher } from './live-dataset/dataset-switcher';
import { createLiveDataset } from './live-dataset/live-dataset';
import { datasetServing } from './live-dataset/served-dataset';
import { createReportStorage, openReportEvents } from './reports/create-reports';
import { openSpatialDatabase, PostgisMissingError } from './spatial/postgis/spatial-database';
import { postgisVersions } from './spatial/postgis/postgis-versions';

async function main(): Promise<void> {
  // Node's default action on SIGHUP ends the process: one sent while the database and the dataset open (seconds at the
  // City's size) is held until the dataset switcher starts, rather than stopping the start.
  const hangUps = holdHangUps();
  const config = await withKeptSessionSecret(loadConfig());
  const logger = createLogger(config.LOG_LEVEL);

  // The process's own start so far: Node, tsx and the server's modules loaded.
  const codeMs = performance.now();
  // The database and the dataset do not depend on each other: opened side by side, PGlite's WebAssembly on this thread
  // while the dataset's files are read and hashed, so the start costs the longer of the two rather than their sum.
  const database = (async () => {
    const db = await openDatabase(
      config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
    );
    const applied = await migrate(db);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    return { db, ms: performance.now() - codeMs };
  })();
  const opening = (async () => {
    const started = performance.now();
    // DATASET_DIR, else the version CURRENT names, else the demo: its prebuilt files (spatial indexes, tile archives,
    // the client's GeoJSON) checked against the manifest's checksums.
    const start = await openStartDataset({ dataDir: config.dataDir, datasetDir: config.DATASET_DIR, logger });
    const { dataset } = start;
    logger.info({ dataset: dataset.manifest.id, ms: Math.round(performance.now() - started), verifyMs: Math.round(dataset.verifyMs) }, 'dataset loaded');
    return { dataset, start, ms: performance.now() - started };
  })();
  const [opened, loaded] = await Promise.allSettled([database, opening]);
  if (opened.status === 'rejected' || loaded.status === 'rejected') {
    if (opened.status === 'fulfilled') await opened.value.db.close().catch(() => {});
    if (loaded.status === 'fulfilled') await loaded.value.dataset.close().catch(() => {});
    throw opened.status === 'rejected' ? opened.reason : (loaded as PromiseRejectedResult).reason;
  }
  const { db } = opened.value;
  const { dataset, start } = loaded.value;
  logger.info(
    {
      codeMs: Math.round(codeMs),
      databaseMs: Math.round(opened.value.ms),
      datasetMs: Math.round(loaded.value.ms),
      verifyMs: Math.round(dataset.verifyMs),
      parallel: true,
      readyMs: Math.round(performance.now()),
    },
    'start timings',
  );

  const events = await openReportEvents({ config, db, logger });
  // SPATIAL_BACKEND=postgis: look-ups from PostGIS on a pool of their own, shared with every replica on the database.
  // The version served at start is loaded there before the server listens if no import loaded it (replicas starting
  // together load it once); a version switched to later is loaded on its first look-up.
  const spatialDb = config.SPATIAL_BACKEND === 'postgis' && config.DATABASE_URL ? await openSpatialDatabase({ url: config.DATABASE_URL }) : undefined;
  const versions = spatialDb ? postgisVersions(spatialDb, (line) => logger.info(line)) : undefined;
  if (versions) await versions.backendFor(dataset).ready;
  const live = createLiveDataset(dataset, datasetServing({ config, logger, ...(versions ? { spatial: versions.backendFor } : {}) }));
  const app = createApp({ config, logger, db, dataset: live, reports: { events } });
  // Claims a process left unfinished when it died: retired now and whenever they outlive the take-over time.
  const recovery = startAnalysisRecovery({ db, storage: createReportStorage(config), logger, takeoverSeconds: config.ANALYSIS_TAKEOVER_SECONDS });
  // app.listen makes the server with Node's timeouts of http/server-limits.ts: 10 s for a request's headers, 30 s for the
  // whole request, body included (a slow one is answered 408 and closed), 65 s for an idle connection.
  const server = app.listen(config.PORT, config.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;

  // From here on the server follows CURRENT (unless DATASET_DIR pins it), and SIGHUP makes it look again. It compares
  // CURRENT with what it named when the dataset was chosen, so a data:use during the start is switched to now.
  const switcher = await startDatasetSwitcher({ live, dataDir: config.dataDir, start, pinnedDir: config.DATASET_DIR, logger });
  hangUps.handTo((reason) => void switcher.check(reason));

  const adapters = describeAdapters(config, dataset.manifest);
  logger.info({ url: `http://localhost:${port}`, adapters }, 'ZoneBrief is listening');
  // A plain summary for people reading the terminal, beside the structured line.
  process.stdout.write(
    `\nZoneBrief is running at http://localhost:${port}\n` +
      Object.entries(adapters).map(([port, adapter]) => `  ${port.padEnd(9)} ${adapter}`).join('\n') +
      '\n\n',
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Stop accepting, let in-flight requests finish, then close the database; give up after 10 s.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Open report streams never finish by themselves and would hold server.close until the 10 s: the feed's close ends
    // them now, and their clients connect again, to a replica still up.
    const eventsClosed = events.close().catch((error: unknown) => logger.error({ err: error }, 'report events close failed'));
    server.close(async () => {
      switcher.stop();
      await recovery.stop();
      await eventsClosed;
      await db.close().catch((error: unknown) => logger.error({ err: error }, 'database close failed'));
      await spatialDb?.close().catch((error: unknown) => logger.error({ err: error }, 'spatial database close failed'));
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** SIGHUP from now on: held until `handTo` names what takes it, then passed on (a held one at once). */
function holdHangUps(): { handTo(take: (reason: string) => void): void } {
  let take: ((reason: string) => void) | null = null;
  let held = false;
  process.on('SIGHUP', () => {
    if (take) take('SIGHUP');
    else held = true;
  });
  return {
    handTo(taker) {
      take = taker;
      if (held) taker('SIGHUP during the start');
    },
  };
}

/** Without SESSION_SECRET (never in production), local sessions are signed with the secret kept under DATA_DIR. */
async function withKeptSessionSecret(config: Config): Promise<Config> {
  if (config.SESSION_SECRET || config.NODE_ENV === 'production') return config;
  return Object.freeze({ ...config, sessionSecret: await loadOrCreateDevSecret(config.dataDir) });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof PostgisMissingError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`ZoneBrief failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
