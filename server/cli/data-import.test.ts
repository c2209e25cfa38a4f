import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundaryGeoJson, parcelsGeoJson, writeFiles, zoningGeoJson } from '../../tests/fixtures/city-files';

let root: string;
let files: Record<'zoning.geojson' | 'boundary.geojson' | 'parcels.geojson', string>;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'zonebrief-data-import-'));
  await mkdir(path.join(root, 'input'));
  files = await writeFiles(path.join(root, 'input'), {
    'zoning.geojson': zoningGeoJson(),
    'boundary.geojson': boundaryGeoJson(),
    'parcels.geojson': parcelsGeoJson(2),
  });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function dataImport(dataDir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/data-import.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run data:import', () => {
  it('when the files are good, then it writes the version, prints the summary and how to serve it, and exits 0', async () => {
    const dataDir = path.join(root, 'good');
    const run = dataImport(dataDir, '--zoning', files['zoning.geojson'], `--boundary=${files['boundary.geojson']}`, '--parcels', files['parcels.geojson']);
    expect(run.code).toBe(0);
    const [version] = await readdir(path.join(dataDir, 'datasets'));
    expect(run.stdout).toContain(`Dataset ${version}: imported in`);
    expect(run.stdout).toMatch(/parcels\s+2 kept of 2/);
    expect(run.stdout).toContain(`Serve it with: DATASET_DIR=${path.join(dataDir, 'datasets', version!)} npm start`);
  });

  it('when a file is for another layer, then it says so on stderr, says nothing was written, and exits 1', async () => {
    const dataDir = path.join(root, 'bad');
    const run = dataImport(dataDir, '--zoning', files['parcels.geojson'], '--boundary', files['boundary.geojson']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`data:import stopped: ${files['parcels.geojson']} (feature 1, line 1): is not the Zoning Area (--zoning)`);
    expect(run.stderr).toContain('Nothing was written.');
    expect(await readdir(dataDir).catch(() => [])).toEqual([]);
  });

  it('when an option is unknown or --zoning is missing, then it prints the usage and exits 2', () => {
    const unknown = dataImport(path.join(root, 'usage'), '--zonning', files['zoning.geojson']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown option --zonning');
    expect(unknown.stderr).toContain('Usage: npm run data:import -- --zoning FILE');
    expect(dataImport(path.join(root, 'usage'), '--boundary', files['boundary.geojson']).stderr).toContain('The Zoning Area file is required (--zoning FILE)');
  });
});
