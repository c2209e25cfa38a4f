// Makes a dataset version current: it is opened as a server opens it (manifest, prebuilt files' sizes and checksums)
// and only then does CURRENT name it. Running servers that follow CURRENT switch to it on their own.

import { stat } from 'node:fs/promises';
import path from 'node:path';
import { openDataset } from '../artifacts/open-dataset';
import { datasetsDirOf, isDatasetId, readCurrentPointer, writeCurrentPointer } from './current-pointer';
import { listRunningServers, type RunningServer } from './running-servers';

/** A version that cannot become current; the message says why and what to do. */
export class DatasetVersionError extends Error {
  override readonly name = 'DatasetVersionError';
}

export interface UseVersionResult {
  id: string;
  dir: string;
  /** What CURRENT named before (null: nothing, or something unreadable). */
  previous: string | null;
  verifyMs: number;
}

export async function useDatasetVersion(dataDir: string, id: string, options: { log?: (line: string) => void } = {}): Promise<UseVersionResult> {
  const datasetsDir = datasetsDirOf(dataDir);
  if (!isDatasetId(id)) throw new DatasetVersionError(`"${id}" is not a dataset version id (npm run data:list shows them)`);
  const dir = path.join(datasetsDir, id);
  if (!(await stat(dir).then((info) => info.isDirectory(), () => false))) {
    throw new DatasetVersionError(`There is no dataset version ${id} in ${datasetsDir} (npm run data:list shows them)`);
  }
  let opened;
  try {
    opened = await openDataset(dir, options.log ? { log: options.log } : {});
  } catch (error) {
    throw new DatasetVersionError(`${id} failed its checks and was not made current: ${error instanceof Error ? error.message : String(error)}`);
  }
  await opened.close();
  if (opened.manifest.id !== id) throw new DatasetVersionError(`${dir} holds version ${opened.manifest.id}, not ${id}; it was not made current`);
  const previous = await readCurrentPointer(datasetsDir).catch(() => null);
  await writeCurrentPointer(datasetsDir, id);
  return { id, dir, previous, verifyMs: opened.verifyMs };
}

export interface ServersAfterSwitch {
  /** Following CURRENT and now serving the version. */
  switched: RunningServer[];
  /** Pinned by DATASET_DIR: they do not follow CURRENT. */
  pinned: RunningServer[];
  /** Following CURRENT but not serving it yet when the wait ended (still opening it, or it failed there: see its log). */
  pending: RunningServer[];
}

/** Waits until every running server that follows CURRENT serves `id`, or `timeoutMs` passes. */
export async function waitForServers(dataDir: string, id: string, timeoutMs: number, pollMs = 200): Promise<ServersAfterSwitch> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const servers = await listRunningServers(dataDir);
    const following = servers.filter((server) => !server.pinned);
    const result = {
      switched: following.filter((server) => server.datasetId === id),
      pinned: servers.filter((server) => server.pinned),
      pending: following.filter((server) => server.datasetId !== id),
    };
    if (result.pending.length === 0 || Date.now() >= deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** How long data:use waits by default for running servers to switch: opening a city-size version takes seconds. */
export const SERVER_SWITCH_WAIT_SECONDS = 60;

export interface MadeCurrent {
  result: UseVersionResult;
  servers: ServersAfterSwitch;
}

/** useDatasetVersion, then the wait for the servers following CURRENT (data:use, and data:import/data:fetch --use). */
export async function makeCurrentAndWait(
  dataDir: string,
  id: string,
  options: { waitMs: number; log?: (line: string) => void },
): Promise<MadeCurrent> {
  const result = await useDatasetVersion(dataDir, id, options.log ? { log: options.log } : {});
  const servers = options.waitMs > 0 ? await waitForServers(dataDir, id, options.waitMs) : { switched: [], pinned: [], pending: [] };
  return { result, servers };
}
