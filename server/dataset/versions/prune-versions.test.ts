import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeVersion } from '../../../tests/support/dataset-versions';
import { ARTIFACT_CACHE_FOLDER } from '../artifacts/open-dataset';
import { TEMP_PREFIX } from '../store';
import { CURRENT_FILE, datasetsDirOf, writeCurrentPointer } from './current-pointer';
import { forgetRunningServer, recordRunningServer } from './running-servers';
import { pruneDatasetVersions } from './prune-versions';

/** Above the kernel's pid_max: never a running process. */
const GONE_PID = 4194305;
const UUID = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';

let dataDir: string;
let datasetsDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-prune-'));
  datasetsDir = datasetsDirOf(dataDir);
  // Oldest to newest: a, b, c, d; b is current.
  for (const [k, id] of ['a', 'b', 'c', 'd'].entries()) await writeVersion(datasetsDir, { id, createdAt: `2025-0${k + 1}-01T00:00:00.000Z` });
  await writeCurrentPointer(datasetsDir, 'b');
});
afterEach(async () => {
  forgetRunningServer(dataDir, process.pid);
  await rm(dataDir, { recursive: true, force: true });
});

const visible = async () => (await readdir(datasetsDir)).filter((name) => !name.startsWith('.')).sort();

describe('pruneDatasetVersions', () => {
  it('when asked to keep 1, then the current version and the newest other stay, and the older ones go', async () => {
    const result = await pruneDatasetVersions(dataDir, { keep: 1 });

    expect(result.removed.map((r) => r.id)).toEqual(['a', 'c']);
    expect(result.removed.every((r) => r.bytes > 0)).toBe(true);
    expect(await visible()).toEqual([CURRENT_FILE, 'b', 'd']);
    expect(result.kept).toEqual(expect.arrayContaining([{ id: 'b', reason: 'current' }, { id: 'd', reason: 'newest' }]));
  });

  it('when asked to keep 0, then only the current version stays', async () => {
    await pruneDatasetVersions(dataDir, { keep: 0 });

    expect(await visible()).toEqual([CURRENT_FILE, 'b']);
  });

  it('when a running server answers from an old version, then that version stays', async () => {
    await recordRunningServer(dataDir, {
      pid: process.pid, datasetId: 'a', datasetDir: path.join(datasetsDir, 'a'), pinned: true, startedAt: '2025-08-01T00:00:00.000Z', switchedAt: '2025-08-01T00:00:00.000Z',
    });

    await pruneDatasetVersions(dataDir, { keep: 0 });

    expect(await visible()).toEqual([CURRENT_FILE, 'a', 'b']);
  });

  it('when a version goes, then its prebuilt-file cache goes too, with the caches and temporary folders nobody owns', async () => {
    const cache = path.join(datasetsDir, ARTIFACT_CACHE_FOLDER);
    for (const name of ['a-f2', 'b-f2', 'gone-f2', `b-f3.tmp-${GONE_PID}-${UUID}`, `b-f3.tmp-${process.pid}-${UUID}`]) await mkdir(path.join(cache, name), { recursive: true });
    const staleTemp = `${TEMP_PREFIX}e-${GONE_PID}-${UUID}`;
    const liveTemp = `${TEMP_PREFIX}f-${process.pid}-${UUID}`;
    await mkdir(path.join(datasetsDir, staleTemp));
    await mkdir(path.join(datasetsDir, liveTemp));

    const result = await pruneDatasetVersions(dataDir, { keep: 0 });

    expect((await readdir(cache)).sort()).toEqual(['b-f2', `b-f3.tmp-${process.pid}-${UUID}`]);
    expect((await readdir(datasetsDir)).filter((name) => name.startsWith(TEMP_PREFIX))).toEqual([liveTemp]);
    expect(result.leftovers).toEqual(expect.arrayContaining([staleTemp, path.join(ARTIFACT_CACHE_FOLDER, 'gone-f2')]));
  });

  it('when a cache being built carries this process\'s pid but is older than the process, then it goes (a restarted container reuses pids)', async () => {
    const cache = path.join(datasetsDir, ARTIFACT_CACHE_FOLDER);
    const before = path.join(cache, `b-f3.tmp-${process.pid}-${UUID}`);
    await mkdir(before, { recursive: true });
    const then = new Date(performance.timeOrigin - 60_000);
    await utimes(before, then, then);

    const result = await pruneDatasetVersions(dataDir, { keep: 0 });

    expect(await readdir(cache)).toEqual([]);
    expect(result.leftovers).toContain(path.join(ARTIFACT_CACHE_FOLDER, `b-f3.tmp-${process.pid}-${UUID}`));
  });

  it('when it is a dry run, then it says what would go and removes nothing', async () => {
    const dry = await pruneDatasetVersions(dataDir, { keep: 0, dryRun: true });

    expect(dry.removed.map((r) => r.id)).toEqual(['a', 'c', 'd']);
    expect(await visible()).toEqual([CURRENT_FILE, 'a', 'b', 'c', 'd']);
  });

  it('when CURRENT cannot be read, then nothing is removed', async () => {
    await writeFile(path.join(datasetsDir, CURRENT_FILE), 'not an id/\n');

    await expect(pruneDatasetVersions(dataDir, { keep: 0 })).rejects.toThrow(/Not pruning/);
    expect(await visible()).toEqual([CURRENT_FILE, 'a', 'b', 'c', 'd']);
  });
});
