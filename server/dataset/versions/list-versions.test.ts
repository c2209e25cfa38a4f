import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeVersion } from '../../../tests/support/dataset-versions';
import { ARTIFACT_CACHE_FOLDER } from '../artifacts/open-dataset';
import { datasetsDirOf, writeCurrentPointer } from './current-pointer';
import { listDatasetVersions } from './list-versions';
import { recordRunningServer } from './running-servers';

/** Above the kernel's pid_max: never a running process. */
const GONE_PID = 4194305;

let dataDir: string;
let datasetsDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-list-'));
  datasetsDir = datasetsDirOf(dataDir);
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const serverEntry = (pid: number, datasetId: string) => ({
  pid, datasetId, datasetDir: path.join(datasetsDir, datasetId), pinned: false, startedAt: '2025-08-01T00:00:00.000Z', switchedAt: '2025-08-01T00:00:00.000Z',
});

describe('listDatasetVersions', () => {
  it('when there are versions, temporary folders and a prebuilt-file cache, then it lists only the versions, oldest first, with what each is', async () => {
    await writeVersion(datasetsDir, { id: 'city-2025-08-01-bbbb', source: 'city', createdAt: '2025-08-02T00:00:00.000Z' });
    await writeVersion(datasetsDir, { id: 'demo-v3-2025-07-14', createdAt: '2025-07-14T00:00:00.000Z' });
    await mkdir(path.join(datasetsDir, '.tmp-city-2025-09-01-cccc-123-1b4e28ba-2fa1-11d2-883f-0016d3cca427'));
    await mkdir(path.join(datasetsDir, ARTIFACT_CACHE_FOLDER, 'old-f2'), { recursive: true });

    const { versions } = await listDatasetVersions(dataDir);

    expect(versions.map((v) => v.id)).toEqual(['demo-v3-2025-07-14', 'city-2025-08-01-bbbb']);
    const city = versions[1]!;
    expect(city.manifest).toMatchObject({ source: 'city', version: '2025-07-14' });
    expect(city.manifest?.counts.zoning).toBe(3);
    expect(city.bytes).toBeGreaterThan(1000);
    expect(city.dir).toBe(path.join(datasetsDir, 'city-2025-08-01-bbbb'));
  });

  it('when CURRENT names a version and a running server answers from another, then each is marked, and a gone server is not', async () => {
    await writeVersion(datasetsDir, { id: 'a', createdAt: '2025-07-01T00:00:00.000Z' });
    await writeVersion(datasetsDir, { id: 'b', createdAt: '2025-08-01T00:00:00.000Z' });
    await writeCurrentPointer(datasetsDir, 'b');
    await recordRunningServer(dataDir, serverEntry(process.pid, 'a'));
    await recordRunningServer(dataDir, serverEntry(GONE_PID, 'b'));

    const listing = await listDatasetVersions(dataDir);

    expect(listing.current).toBe('b');
    expect(listing.versions.map((v) => [v.id, v.current, v.servedBy])).toEqual([
      ['a', false, [process.pid]],
      ['b', true, []],
    ]);
    expect(listing.servers.map((s) => s.pid)).toEqual([process.pid]);
  });

  it("when a version's prebuilt files were built into the cache, then its size counts them", async () => {
    const dir = await writeVersion(datasetsDir, { id: 'a' });
    const before = (await listDatasetVersions(dataDir)).versions[0]!.bytes;
    await mkdir(path.join(datasetsDir, ARTIFACT_CACHE_FOLDER, 'a-f9'), { recursive: true });
    await writeFile(path.join(datasetsDir, ARTIFACT_CACHE_FOLDER, 'a-f9', 'x.bin'), Buffer.alloc(5000));

    const after = (await listDatasetVersions(dataDir)).versions[0]!;

    expect(after.dir).toBe(dir);
    expect(after.bytes).toBe(before + 5000);
  });

  it('when a folder has no readable manifest, then it is listed with the problem', async () => {
    await mkdir(path.join(datasetsDir, 'half-copied'), { recursive: true });

    const { versions } = await listDatasetVersions(dataDir);

    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ id: 'half-copied', manifest: null });
    expect(versions[0]!.problem).toMatch(/manifest\.json: is missing/);
  });

  it('when there is no datasets folder yet, then there are no versions and no current one', async () => {
    expect(await listDatasetVersions(dataDir)).toMatchObject({ current: null, versions: [], servers: [] });
  });
});
