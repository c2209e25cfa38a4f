// Which dataset version a server serves, at start and afterwards: DATASET_DIR when set (it pins the server), else the
// version CURRENT names, else the demo. A server that follows CURRENT watches it (fs.watch, and a poll for file systems
// where that says nothing) and switches when it changes, during its start included; SIGHUP makes any server look
// again. A version that fails its checks is refused with an error in the log, and the one being served stays.

import { watch, type FSWatcher } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ensureDemoDatasetFolder, openDataset, type OpenedDataset } from '../dataset/artifacts/open-dataset';
import { readManifest } from '../dataset/store';
import { CURRENT_FILE, datasetsDirOf, readCurrentPointer } from '../dataset/versions/current-pointer';
import { forgetRunningServer, recordRunningServer } from '../dataset/versions/running-servers';
import type { Logger } from '../http/logger';
import type { LiveDataset } from './live-dataset';

type SwitchLogger = Pick<Logger, 'info' | 'warn' | 'error'>;

export interface StartDataset {
  dataset: OpenedDataset;
  dir: string;
  /** Chosen by DATASET_DIR: the server does not follow CURRENT. */
  pinned: boolean;
  /** What CURRENT named when the version was chosen; null when there was none, it could not be read, or it was pinned. */
  current: string | null;
}

export interface StartDatasetOptions {
  dataDir: string;
  /** DATASET_DIR, when set. */
  datasetDir?: string | undefined;
  logger: SwitchLogger;
}

/**
 * Opens the version to serve at start. A CURRENT that cannot be served (a version that is gone or fails its checks)
 * is logged as an error and the demo is served, so a server always starts; DATASET_DIR is taken as given.
 */
export async function openStartDataset({ dataDir, datasetDir, logger }: StartDatasetOptions): Promise<StartDataset> {
  const log = (line: string) => logger.info(line);
  if (datasetDir) {
    const dir = path.resolve(datasetDir);
    return { dataset: await openDataset(dir, { log }), dir, pinned: true, current: null };
  }
  const datasetsDir = datasetsDirOf(dataDir);
  let current: string | null = null;
  try {
    current = await readCurrentPointer(datasetsDir);
    if (current !== null) {
      const dir = path.join(datasetsDir, current);
      return { dataset: await openDataset(dir, { log }), dir, pinned: false, current };
    }
  } catch (error) {
    logger.error({ err: error }, 'The version CURRENT names cannot be served; serving the demo dataset until CURRENT names one that can');
  }
  const dir = await ensureDemoDatasetFolder(dataDir, log);
  return { dataset: await openDataset(dir, { log }), dir, pinned: false, current };
}

export interface DatasetSwitcherOptions {
  live: LiveDataset;
  dataDir: string;
  /** The version the server started with, and what CURRENT named when it was chosen. */
  start: Pick<StartDataset, 'dir' | 'pinned' | 'current'>;
  /** DATASET_DIR, for a pinned server: SIGHUP opens it again (it may be a link that now points elsewhere). */
  pinnedDir?: string | undefined;
  logger: SwitchLogger;
  /** How often CURRENT is read besides the file-system watch. */
  pollMs?: number;
}

export interface DatasetSwitcher {
  /** Looks again now (SIGHUP), even at a version refused before; resolves once switched, unchanged or refused. */
  check(reason: string): Promise<void>;
  /** Stops watching and removes this server's entry under DATA_DIR/servers. */
  stop(): void;
}

const DEFAULT_POLL_MS = 2_000;

export async function startDatasetSwitcher(options: DatasetSwitcherOptions): Promise<DatasetSwitcher> {
  const { live, dataDir, logger } = options;
  const datasetsDir = datasetsDirOf(dataDir);
  const startedAt = new Date().toISOString();
  let servedDir = options.start.dir;
  const pinned = options.start.pinned;

  const record = () =>
    recordRunningServer(dataDir, {
      pid: process.pid,
      datasetId: live.current().dataset.manifest.id,
      datasetDir: servedDir,
      pinned,
      startedAt,
      switchedAt: new Date().toISOString(),
    });
  await record();
  const onExit = () => forgetRunningServer(dataDir, process.pid);
  process.once('exit', onExit);
  const forget = () => {
    process.off('exit', onExit);
    onExit();
  };

  /** The folder to serve now and its manifest id, or null when there is nothing to switch to. */
  async function target(): Promise<string | null> {
    if (pinned) return options.pinnedDir ? path.resolve(options.pinnedDir) : null;
    const id = await readCurrentPointer(datasetsDir);
    return id === null ? null : path.join(datasetsDir, id);
  }

  async function switchNow(reason: string): Promise<void> {
    const servingId = live.current().dataset.manifest.id;
    let dir: string | null;
    try {
      dir = await target();
    } catch (error) {
      logger.error({ err: error, serving: servingId, reason }, 'CURRENT cannot be read; still serving the same dataset');
      return;
    }
    if (dir === null) return;
    const started = performance.now();
    let opened: OpenedDataset;
    try {
      // Its manifest first: the version being served is not opened a second time.
      if ((await readManifest(dir)).id === servingId) return;
      opened = await openDataset(dir, { log: (line) => logger.info(line) });
    } catch (error) {
      logger.error({ err: error, refused: dir, serving: servingId, reason }, 'The new dataset version failed its checks; still serving the old one');
      return;
    }
    if (opened.manifest.id === servingId) {
      await opened.close();
      return;
    }
    const { previous, closed } = live.switchTo(opened);
    servedDir = dir;
    logger.info(
      { from: previous.manifest.id, to: opened.manifest.id, reason, ms: Math.round(performance.now() - started), verifyMs: Math.round(opened.verifyMs) },
      'dataset switched',
    );
    await record().catch((error: unknown) => logger.warn({ err: error }, 'Could not record the switch under DATA_DIR/servers'));
    void closed.then(
      () => logger.info({ dataset: previous.manifest.id }, 'previous dataset closed: its last request has finished'),
      (error: unknown) => logger.error({ err: error, dataset: previous.manifest.id }, 'previous dataset did not close cleanly'),
    );
  }

  // One look at a time; requests arriving meanwhile are served by one more look after it.
  let queue = Promise.resolve();
  let queued = false;
  const check = (reason: string): Promise<void> => {
    if (queued) return queue;
    queued = true;
    queue = queue.then(() => {
      queued = false;
      return switchNow(reason);
    });
    return queue;
  };

  if (pinned) return { check, stop: forget };

  // The pointer as last seen: the watch and the poll look again only when it changed, so a version refused once is
  // not reopened every poll (SIGHUP does, after a fix in place). It starts as the start saw it, not as it reads now:
  // a data:use while the start opened its version (seconds at the City's size) is a change to switch to.
  let seen = options.start.current;
  const lookIfChanged = async (reason: string) => {
    const now = await readCurrentPointer(datasetsDir).catch(() => seen);
    if (now === seen) return;
    seen = now;
    await check(reason);
  };
  let watcher: FSWatcher | null = null;
  try {
    await mkdir(datasetsDir, { recursive: true });
    // CURRENT is replaced by a rename, so the folder is watched, not the file (whose inode goes).
    watcher = watch(datasetsDir, (_event, name) => {
      if (name === CURRENT_FILE) void lookIfChanged('CURRENT changed');
    });
    watcher.on('error', (error) => {
      logger.warn({ err: error }, 'Watching CURRENT failed; reading it every few seconds instead');
      watcher?.close();
    });
  } catch (error) {
    logger.warn({ err: error }, 'CURRENT cannot be watched here; reading it every few seconds instead');
  }
  const poll = setInterval(() => void lookIfChanged('CURRENT changed (poll)'), options.pollMs ?? DEFAULT_POLL_MS);
  poll.unref();
  // Not awaited: the server answers from the start's version while it opens the one CURRENT names now.
  void lookIfChanged('CURRENT changed during the start');

  return {
    check,
    stop() {
      watcher?.close();
      clearInterval(poll);
      forget();
    },
  };
}
