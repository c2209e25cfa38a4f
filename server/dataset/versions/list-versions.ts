// The dataset versions under <DATA_DIR>/datasets: what each is, how big it is on disk, and who uses it (CURRENT, the
// running servers). Folders being written (.tmp-) and the prebuilt-file cache (.artifacts) are not versions.

import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ARTIFACT_CACHE_FOLDER } from '../artifacts/open-dataset';
import type { DatasetManifest } from '../../../src/lib/spatial/schema';
import { readManifest } from '../store';
import { datasetsDirOf, readCurrentPointer } from './current-pointer';
import { listRunningServers, type RunningServer } from './running-servers';

export interface DatasetVersion {
  id: string;
  dir: string;
  /** Null when the folder's manifest cannot be read: `problem` says why. */
  manifest: DatasetManifest | null;
  problem?: string;
  /** The folder and its prebuilt-file cache, if any. */
  bytes: number;
  current: boolean;
  /** The pids of running servers answering from a version of this id (a pinned one may read it from elsewhere). */
  servedBy: number[];
}

export interface DatasetVersions {
  datasetsDir: string;
  /** The id CURRENT names (it may name a folder that is gone); null when there is no pointer. */
  current: string | null;
  /** Why CURRENT could not be read, when it could not. */
  currentProblem?: string;
  versions: DatasetVersion[];
  servers: RunningServer[];
}

/** Folders of the datasets folder that are versions: every visible one. */
export async function versionFolderNames(datasetsDir: string): Promise<string[]> {
  const entries = await readdir(datasetsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => entry.name);
}

/** Bytes taken by every file under `dir` (0 when it is not there). */
export async function bytesOnDisk(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name)).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/** The `.artifacts` folders built for version `id` (one per prebuilt-file format). */
export async function artifactCachesOf(datasetsDir: string, id: string): Promise<string[]> {
  const cacheDir = path.join(datasetsDir, ARTIFACT_CACHE_FOLDER);
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  return names.filter((name) => new RegExp(`^${escapeRegExp(id)}-f\\d+$`).test(name)).map((name) => path.join(cacheDir, name));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every version, oldest first (by the manifest's createdAt; unreadable ones first, by name). */
export async function listDatasetVersions(dataDir: string): Promise<DatasetVersions> {
  const datasetsDir = datasetsDirOf(dataDir);
  let current: string | null = null;
  let currentProblem: string | undefined;
  try {
    current = await readCurrentPointer(datasetsDir);
  } catch (error) {
    currentProblem = error instanceof Error ? error.message : String(error);
  }
  const servers = await listRunningServers(dataDir);
  const versions: DatasetVersion[] = [];
  for (const id of await versionFolderNames(datasetsDir)) {
    const dir = path.join(datasetsDir, id);
    let manifest: DatasetManifest | null = null;
    let problem: string | undefined;
    try {
      manifest = await readManifest(dir);
      if (manifest.id !== id) problem = `its manifest names ${manifest.id}, not the folder's name`;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    let bytes = await bytesOnDisk(dir);
    for (const cache of await artifactCachesOf(datasetsDir, id)) bytes += await bytesOnDisk(cache);
    versions.push({
      id,
      dir,
      manifest,
      ...(problem ? { problem } : {}),
      bytes,
      current: id === current,
      servedBy: servers.filter((server) => server.datasetId === id).map((server) => server.pid),
    });
  }
  versions.sort((a, b) => (a.manifest?.createdAt ?? '').localeCompare(b.manifest?.createdAt ?? '') || a.id.localeCompare(b.id));
  return { datasetsDir, current, ...(currentProblem ? { currentProblem } : {}), versions, servers };
}
