// Removes old dataset versions: never the one CURRENT names nor one a running server answers from, and the newest
// `keep` others stay to go back to. A removed version's prebuilt-file cache goes with it, and so do the temporary
// folders of writers that were stopped.

import { randomUUID } from 'node:crypto';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { wasLeftByGoneWriter } from '../../lib/gone-writers';
import { ARTIFACT_CACHE_FOLDER } from '../artifacts/open-dataset';
import { removeStaleTempFolders, TEMP_PREFIX } from '../store';
import { readCurrentPointer } from './current-pointer';
import { artifactCachesOf, listDatasetVersions, type DatasetVersion } from './list-versions';
import { removeGoneServers } from './running-servers';
import { DatasetVersionError } from './use-version';

export interface PruneOptions {
  /** How many versions to keep besides the current one and those being served, newest first. */
  keep: number;
  /** Say what would go, remove nothing. */
  dryRun?: boolean;
}

export interface PruneResult {
  removed: { id: string; bytes: number }[];
  kept: { id: string; reason: 'current' | 'served' | 'newest' | 'unreadable' }[];
  /** Temporary folders of stopped writers, and prebuilt-file caches of versions that are gone. */
  leftovers: string[];
}

export async function pruneDatasetVersions(dataDir: string, options: PruneOptions): Promise<PruneResult> {
  if (!Number.isInteger(options.keep) || options.keep < 0) throw new DatasetVersionError(`keep must be a whole number ≥ 0, not ${options.keep}`);
  const listing = await listDatasetVersions(dataDir);
  // Without a readable pointer there is no telling which version is current: nothing is removed on a guess.
  if (listing.currentProblem) throw new DatasetVersionError(`Not pruning: ${listing.currentProblem}`);
  const { datasetsDir } = listing;

  const kept: PruneResult['kept'] = [];
  const candidates: DatasetVersion[] = [];
  for (const version of listing.versions) {
    if (version.current) kept.push({ id: version.id, reason: 'current' });
    else if (version.servedBy.length > 0) kept.push({ id: version.id, reason: 'served' });
    else if (!version.manifest) kept.push({ id: version.id, reason: 'unreadable' });
    else candidates.push(version);
  }
  // Oldest first in the listing: the newest `keep` are at the end.
  const removable = candidates.slice(0, Math.max(0, candidates.length - options.keep));
  for (const version of candidates.slice(removable.length)) kept.push({ id: version.id, reason: 'newest' });

  const removed: PruneResult['removed'] = [];
  for (const version of removable) {
    if (!options.dryRun) {
      // data:use may have pointed CURRENT at it since the listing.
      if ((await readCurrentPointer(datasetsDir).catch(() => null)) === version.id) {
        kept.push({ id: version.id, reason: 'current' });
        continue;
      }
      await removeVersion(datasetsDir, version.id);
    }
    removed.push({ id: version.id, bytes: version.bytes });
  }

  const remaining = new Set(listing.versions.map((version) => version.id).filter((id) => !removed.some((r) => r.id === id)));
  const leftovers = options.dryRun ? [] : [...(await removeStaleTempFolders(datasetsDir)), ...(await removeOrphanCaches(datasetsDir, remaining))];
  if (!options.dryRun) await removeGoneServers(dataDir);
  return { removed, kept, leftovers };
}

/**
 * The folder is first renamed to a temporary name, so it stops being a version at once; a prune killed mid-delete
 * leaves a `.tmp-` folder that the next prune or import clears, never half a version.
 */
async function removeVersion(datasetsDir: string, id: string): Promise<void> {
  const doomed = path.join(datasetsDir, `${TEMP_PREFIX}${id}-${process.pid}-${randomUUID()}`);
  await rename(path.join(datasetsDir, id), doomed);
  for (const cache of await artifactCachesOf(datasetsDir, id)) await rm(cache, { recursive: true, force: true });
  await rm(doomed, { recursive: true, force: true });
}

/** Caches in `.artifacts` whose version is gone, and the half-built ones of stopped processes. */
async function removeOrphanCaches(datasetsDir: string, versions: ReadonlySet<string>): Promise<string[]> {
  const cacheDir = path.join(datasetsDir, ARTIFACT_CACHE_FOLDER);
  const removed: string[] = [];
  for (const name of await readdir(cacheDir).catch(() => [] as string[])) {
    const entry = path.join(cacheDir, name);
    const building = /\.tmp-(\d+)-[0-9a-f-]{36}$/.exec(name);
    const changedAtMs = building ? (await stat(entry).catch(() => null))?.mtimeMs : undefined;
    const orphan = building ? changedAtMs !== undefined && wasLeftByGoneWriter(Number(building[1]), changedAtMs) : !versions.has(name.replace(/-f\d+$/, ''));
    if (!orphan) continue;
    await rm(entry, { recursive: true, force: true });
    removed.push(path.join(ARTIFACT_CACHE_FOLDER, name));
  }
  return removed;
}
