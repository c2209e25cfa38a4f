import { mkdtemp, rm, symlink, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spoilFile, writeVersion } from '../../tests/support/dataset-versions';
import { DEMO_DATASET_ID } from '../dataset/demo/generate';
import { datasetsDirOf, writeCurrentPointer } from '../dataset/versions/current-pointer';
import { listRunningServers } from '../dataset/versions/running-servers';
import { useDatasetVersion } from '../dataset/versions/use-version';
import { createLogger } from '../http/logger';
import { openStartDataset, startDatasetSwitcher, type DatasetSwitcher } from './dataset-switcher';
import { createLiveDataset, type LiveDataset } from './live-dataset';
import { datasetServing } from './served-dataset';

const serve = datasetServing({ config: { GOOGLE_MAPS_API_KEY: undefined, GOOGLE_PLACES_BASE_URL: undefined }, logger: { warn: () => {} } });

let dataDir: string;
let datasetsDir: string;
let logged: { level: number; msg: string; [key: string]: unknown }[];
let switcher: DatasetSwitcher | null;
let live: LiveDataset | null;
const logger = () => createLogger('info', { write: (line: string) => void logged.push(JSON.parse(line)) });

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-switch-'));
  datasetsDir = datasetsDirOf(dataDir);
  logged = [];
  switcher = null;
  live = null;
  await writeVersion(datasetsDir, { id: 'a', exception: 1 });
  await writeVersion(datasetsDir, { id: 'b', exception: 2 });
});
afterEach(async () => {
  switcher?.stop();
  await live?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** `whileStarting` runs between the start's open and the switcher's start, as a server's listen does. */
async function startServing(options: { datasetDir?: string; whileStarting?: () => Promise<void> } = {}) {
  const start = await openStartDataset({ dataDir, datasetDir: options.datasetDir, logger: logger() });
  live = createLiveDataset(start.dataset, serve);
  await options.whileStarting?.();
  switcher = await startDatasetSwitcher({ live, dataDir, start, pinnedDir: options.datasetDir, logger: logger(), pollMs: 100 });
  return live;
}

async function eventually(condition: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const servedId = () => live!.current().dataset.manifest.id;

describe('openStartDataset', () => {
  it('when CURRENT names a version, then the server starts on it, following CURRENT', async () => {
    await writeCurrentPointer(datasetsDir, 'b');

    const start = await openStartDataset({ dataDir, logger: logger() });

    expect([start.dataset.manifest.id, start.pinned, start.dir]).toEqual(['b', false, path.join(datasetsDir, 'b')]);
    await start.dataset.close();
  });

  it('when DATASET_DIR is set, then it wins over CURRENT and pins the server', async () => {
    await writeCurrentPointer(datasetsDir, 'b');

    const start = await openStartDataset({ dataDir, datasetDir: path.join(datasetsDir, 'a'), logger: logger() });

    expect([start.dataset.manifest.id, start.pinned]).toEqual(['a', true]);
    await start.dataset.close();
  });

  it('when CURRENT names a version that fails its checks, then the error is logged and the demo is served', async () => {
    await writeVersion(datasetsDir, { id: DEMO_DATASET_ID });
    await spoilFile(path.join(datasetsDir, 'b'));
    await writeCurrentPointer(datasetsDir, 'b');

    const start = await openStartDataset({ dataDir, logger: logger() });

    expect(start.dataset.manifest.id).toBe(DEMO_DATASET_ID);
    expect(logged.find((line) => line.level === 50)?.msg).toMatch(/CURRENT names cannot be served/);
    await start.dataset.close();
  });
});

describe('startDatasetSwitcher', () => {
  it('when data:use points CURRENT at another version, then the server switches to it and records what it serves', async () => {
    await writeCurrentPointer(datasetsDir, 'a');
    await startServing();
    expect((await listRunningServers(dataDir)).map((s) => [s.pid, s.datasetId, s.pinned])).toEqual([[process.pid, 'a', false]]);

    await useDatasetVersion(dataDir, 'b');

    await eventually(() => servedId() === 'b');
    await eventually(async () => (await listRunningServers(dataDir))[0]?.datasetId === 'b');
    expect(logged.find((line) => line.msg === 'dataset switched')).toMatchObject({ from: 'a', to: 'b', reason: expect.stringMatching(/CURRENT changed/) });
  });

  it('when CURRENT is pointed at another version while the server starts, then it switches to it once started', async () => {
    await writeCurrentPointer(datasetsDir, 'a');

    await startServing({ whileStarting: () => useDatasetVersion(dataDir, 'b').then(() => {}) });

    await eventually(() => servedId() === 'b');
    await eventually(async () => (await listRunningServers(dataDir))[0]?.datasetId === 'b');
    expect(logged.find((line) => line.msg === 'dataset switched')).toMatchObject({ from: 'a', to: 'b', reason: 'CURRENT changed during the start' });
  });

  it('when the version CURRENT named at the start was refused and CURRENT is unchanged, then the switcher does not open it again', async () => {
    await writeVersion(datasetsDir, { id: DEMO_DATASET_ID });
    await spoilFile(path.join(datasetsDir, 'b'));
    await writeCurrentPointer(datasetsDir, 'b');

    await startServing();
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(servedId()).toBe(DEMO_DATASET_ID);
    expect(logged.filter((line) => line.level === 50).map((line) => line.msg)).toEqual([expect.stringMatching(/CURRENT names cannot be served/)]);
  });

  it('when CURRENT is made to name a version that fails its checks, then it is refused with an error and the old one keeps serving', async () => {
    await writeCurrentPointer(datasetsDir, 'a');
    await startServing();
    await spoilFile(path.join(datasetsDir, 'b'));

    await writeCurrentPointer(datasetsDir, 'b');

    await eventually(() => logged.some((line) => line.level === 50));
    expect(logged.find((line) => line.level === 50)).toMatchObject({ msg: expect.stringMatching(/failed its checks; still serving the old one/), serving: 'a' });
    expect(servedId()).toBe('a');
    expect((await listRunningServers(dataDir))[0]?.datasetId).toBe('a');
  });

  it('when the server has no CURRENT yet (demo) and one is written, then it switches to it', async () => {
    await writeVersion(datasetsDir, { id: DEMO_DATASET_ID });
    await startServing();
    expect(servedId()).toBe(DEMO_DATASET_ID);

    await useDatasetVersion(dataDir, 'a');

    await eventually(() => servedId() === 'a');
  });

  it('when the server is pinned by DATASET_DIR, then it does not follow CURRENT', async () => {
    await writeCurrentPointer(datasetsDir, 'a');
    await startServing({ datasetDir: path.join(datasetsDir, 'a') });

    await useDatasetVersion(dataDir, 'b');
    await switcher!.check('SIGHUP');
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(servedId()).toBe('a');
    expect((await listRunningServers(dataDir))[0]).toMatchObject({ datasetId: 'a', pinned: true });
  });

  it('when a pinned server is sent SIGHUP after its DATASET_DIR link was moved, then it switches to the folder the link names', async () => {
    const link = path.join(dataDir, 'serving');
    await symlink(path.join(datasetsDir, 'a'), link);
    await startServing({ datasetDir: link });
    await unlink(link);
    await symlink(path.join(datasetsDir, 'b'), link);

    await switcher!.check('SIGHUP');

    expect(servedId()).toBe('b');
    expect(logged.find((line) => line.msg === 'dataset switched')).toMatchObject({ from: 'a', to: 'b', reason: 'SIGHUP' });
  });

  it('when stopped, then its entry under DATA_DIR/servers is gone', async () => {
    await startServing({ datasetDir: path.join(datasetsDir, 'a') });

    switcher!.stop();

    expect(await listRunningServers(dataDir)).toEqual([]);
  });
});
