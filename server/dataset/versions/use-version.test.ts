import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spoilFile, writeVersion } from '../../../tests/support/dataset-versions';
import { datasetsDirOf, readCurrentPointer, writeCurrentPointer } from './current-pointer';
import { forgetRunningServer, recordRunningServer } from './running-servers';
import { DatasetVersionError, useDatasetVersion, waitForServers } from './use-version';

let dataDir: string;
let datasetsDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-use-'));
  datasetsDir = datasetsDirOf(dataDir);
  await writeVersion(datasetsDir, { id: 'a' });
  await writeCurrentPointer(datasetsDir, 'a');
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('useDatasetVersion', () => {
  it('when the version passes its checks, then CURRENT names it and the previous one is said', async () => {
    await writeVersion(datasetsDir, { id: 'b' });

    const result = await useDatasetVersion(dataDir, 'b');

    expect(result).toMatchObject({ id: 'b', previous: 'a', dir: path.join(datasetsDir, 'b') });
    expect(await readCurrentPointer(datasetsDir)).toBe('b');
  });

  it('when a prebuilt file of the version has a changed byte, then it is refused naming the file, and CURRENT is unchanged', async () => {
    await spoilFile(await writeVersion(datasetsDir, { id: 'b' }));

    const refused = useDatasetVersion(dataDir, 'b');

    await expect(refused).rejects.toThrow(DatasetVersionError);
    await expect(refused).rejects.toThrow(/b failed its checks.*zoning\.pmtiles: has SHA-256/);
    expect(await readCurrentPointer(datasetsDir)).toBe('a');
  });

  it('when there is no such version, then it is refused and CURRENT is unchanged', async () => {
    await expect(useDatasetVersion(dataDir, 'nope')).rejects.toThrow(/There is no dataset version nope/);
    await expect(useDatasetVersion(dataDir, '../a')).rejects.toThrow(/not a dataset version id/);
    expect(await readCurrentPointer(datasetsDir)).toBe('a');
  });
});

describe('waitForServers', () => {
  const entry = (datasetId: string, pinned: boolean) => ({
    pid: process.pid, datasetId, datasetDir: path.join(datasetsDir, datasetId), pinned, startedAt: '2025-08-01T00:00:00.000Z', switchedAt: '2025-08-01T00:00:00.000Z',
  });
  afterEach(() => forgetRunningServer(dataDir, process.pid));

  it('when a server following CURRENT reports the version while waiting, then it is switched', async () => {
    await recordRunningServer(dataDir, entry('a', false));
    setTimeout(() => void recordRunningServer(dataDir, entry('b', false)), 100);

    const result = await waitForServers(dataDir, 'b', 5000, 20);

    expect(result.switched.map((s) => s.pid)).toEqual([process.pid]);
    expect(result.pending).toEqual([]);
  });

  it('when a server following CURRENT does not report the version in time, then it is pending', async () => {
    await recordRunningServer(dataDir, entry('a', false));

    expect((await waitForServers(dataDir, 'b', 100, 20)).pending.map((s) => s.datasetId)).toEqual(['a']);
  });

  it('when the server is pinned by DATASET_DIR, then nothing is waited for and it is listed as pinned', async () => {
    await recordRunningServer(dataDir, entry('a', true));

    const started = Date.now();
    const result = await waitForServers(dataDir, 'b', 5000, 20);

    expect(Date.now() - started).toBeLessThan(1000);
    expect(result).toMatchObject({ switched: [], pending: [], pinned: [{ datasetId: 'a' }] });
  });
});
