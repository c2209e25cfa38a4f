import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundaryGeoJson, writeFiles, writeParcelsCsv, zoningGeoJson } from '../../../tests/fixtures/city-files';
import { readDataset, TEMP_PREFIX } from '../store';
import { importCityData } from './import-city-data';

// A kill -9 of `npm run data:import` at any moment leaves no version a reader could take for a dataset: while the
// files are read nothing is on disk yet; while it writes, only a `.tmp-` folder exists, which the next import removes.

const PARCELS = 40_000;
let root: string;
let files: { zoning: string; boundary: string; parcels: string };

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'zonebrief-import-kill-'));
  const input = path.join(root, 'input');
  await mkdir(input);
  const written = await writeFiles(input, { 'zoning.geojson': zoningGeoJson(), 'boundary.geojson': boundaryGeoJson() });
  files = { zoning: written['zoning.geojson'], boundary: written['boundary.geojson'], parcels: path.join(input, 'parcels.csv') };
  await writeParcelsCsv(files.parcels, PARCELS);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function startImport(dataDir: string): { child: ChildProcess; output: string[] } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/cli/data-import.ts', '--zoning', files.zoning, '--boundary', files.boundary, '--parcels', files.parcels],
    { env: { ...process.env, DATA_DIR: dataDir, CI: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output };
}

async function until(condition: () => Promise<boolean> | boolean, what: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (!(await condition())) {
    if (child.exitCode !== null) throw new Error(`the import ended (${child.exitCode}) before ${what}:\n${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function killNine(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

const entries = async (dir: string) => readdir(dir).catch(() => [] as string[]);
const versions = async (dir: string) => (await entries(dir)).filter((name) => !name.startsWith(TEMP_PREFIX));

describe('data:import killed with SIGKILL', () => {
  it('when it is killed while reading the parcels, then nothing is on disk as a version', async () => {
    const dataDir = path.join(root, 'killed-reading');
    const { child, output } = startImport(dataDir);
    await until(() => output.join('').includes('parcels: reading'), 'it reads the parcels', child, output);
    await killNine(child);
    expect(await versions(path.join(dataDir, 'datasets'))).toEqual([]);
  });

  it('when it is killed while writing, then only a temporary folder is left, and the next import removes it and finishes', async () => {
    const dataDir = path.join(root, 'killed-writing');
    const datasets = path.join(dataDir, 'datasets');
    const { child, output } = startImport(dataDir);
    await until(async () => (await entries(datasets)).some((name) => name.startsWith(TEMP_PREFIX)), 'it starts writing', child, output);
    await killNine(child);
    expect(await versions(datasets)).toEqual([]);
    const [left] = await entries(datasets);
    expect(left).toMatch(/^\.tmp-city-/);

    const lines: string[] = [];
    const { datasetId, dir } = await importCityData({ files, dataDir, log: (line) => lines.push(line) });
    expect(lines).toContain(`Removed ${left}, left by an import that was stopped`);
    expect(await entries(datasets)).toEqual([datasetId]);
    expect((await readDataset(dir)).parcels.features).toHaveLength(PARCELS);
  });
});
