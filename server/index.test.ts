// server/index.ts as a process: it prints where it listens and which adapters serve, refuses a bad configuration
// with a readable list, exits cleanly on SIGTERM, and survives a SIGHUP sent during its start.

import { spawn } from 'node:child_process';
import { renameSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tinyDataset } from '../tests/fixtures/tiny-dataset';
import { writeVersion } from '../tests/support/dataset-versions';
import { startServerProcess } from '../tests/support/server-process';
import { writeDataset } from './dataset/store';

let work: string;
let datasetDir: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'zonebrief-index-'));
  datasetDir = await writeDataset(path.join(work, 'datasets'), tinyDataset());
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('server/index.ts', () => {
  it('when it starts, then it prints the URL and the adapter of every port, and SIGTERM stops it cleanly', async () => {
    const server = await startServerProcess({ DATA_DIR: path.join(work, 'data'), DATASET_DIR: datasetDir, DATABASE_URL: '' });

    // Ready is read over HTTP; the banner comes through a pipe, which a busy machine may deliver a moment later.
    await vi.waitFor(() => expect(server.output.join('')).toContain(`ZoneBrief is running at ${server.baseUrl}`), { timeout: 10_000 });
    const printed = server.output.join('');
    for (const port of ['database', 'auth', 'payments', 'mail', 'geocoder', 'dataset']) expect(printed).toMatch(new RegExp(`^  ${port} +\\S`, 'm'));

    expect(await server.stop()).toBe(0);
  });

  it('when it starts, then it logs where the start went: code, database and dataset, opened side by side', async () => {
    const server = await startServerProcess({ DATA_DIR: path.join(work, 'data-timings'), DATASET_DIR: datasetDir, DATABASE_URL: '', LOG_LEVEL: 'info' });
    try {
      const startTimings = () => server.output.join('').split('\n').find((text) => text.includes('"start timings"'));
      const line = await vi.waitFor(() => startTimings() ?? Promise.reject(new Error('no start timings logged yet')), { timeout: 10_000 });
      const timings = JSON.parse(line ?? '{}') as Record<string, unknown>;
      for (const key of ['codeMs', 'databaseMs', 'datasetMs', 'verifyMs', 'readyMs']) expect(timings[key], key).toEqual(expect.any(Number));
      expect(timings.parallel).toBe(true);
      expect(timings.readyMs as number).toBeGreaterThanOrEqual(Math.max(timings.codeMs as number, timings.databaseMs as number));
    } finally {
      await server.stop();
    }
  });

  it('when SIGHUP arrives while the database and dataset open, then the server still starts, and then looks again at its dataset', async () => {
    const link = path.join(work, 'served');
    await symlink(datasetDir, link);
    const next = await writeVersion(path.join(work, 'datasets'), { id: 'tiny-v2', exception: 77 });
    let sentDuringStart = false;
    const server = await startServerProcess(
      { DATA_DIR: path.join(work, 'data-hangup'), DATASET_DIR: link, DATABASE_URL: '', LOG_LEVEL: 'info' },
      {
        // The dataset is loaded while the fresh database is still being migrated: the link moves on, and SIGHUP comes.
        onSpawn: (child) =>
          child.stdout?.on('data', (chunk: Buffer) => {
            if (sentDuringStart || !chunk.toString().includes('"dataset loaded"')) return;
            sentDuringStart = true;
            symlinkSync(next, `${link}.next`);
            renameSync(`${link}.next`, link);
            child.kill('SIGHUP');
          }),
      },
    );
    try {
      expect(sentDuringStart).toBe(true);
      // The held SIGHUP is taken once the switcher starts, just after the server listens.
      const serving = async () => ((await (await fetch(`${server.baseUrl}/readyz`)).json()) as { dataset?: string }).dataset;
      for (const deadline = Date.now() + 20_000; (await serving()) !== 'tiny-v2' && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await serving()).toBe('tiny-v2');
      await vi.waitFor(() => expect(server.output.join('')).toMatch(/"from":"tiny-v1","to":"tiny-v2","reason":"SIGHUP during the start"/), { timeout: 10_000 });
    } finally {
      await server.stop();
    }
  });

  it('when the dataset folder cannot be opened, then it exits 1 naming the file (the database opened beside it does not keep it running)', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, DATA_DIR: path.join(work, 'data-broken'), DATASET_DIR: path.join(work, 'no-such-dataset'), DATABASE_URL: '', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));

    expect(code).toBe(1);
    expect(stderr).toContain('ZoneBrief failed to start');
    expect(stderr).toContain(path.join(work, 'no-such-dataset', 'manifest.json'));
  });

  it('when the configuration is invalid, then it exits 1 listing every problem', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: 'not-a-port', SESSION_SECRET: '', PUBLIC_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));

    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toMatch(/PORT/);
    expect(stderr).toMatch(/SESSION_SECRET/);
  });
});
