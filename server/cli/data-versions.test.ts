// data:list, data:use and data:prune as a person runs them, and data:import --use, each in a child process.

import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { boundaryGeoJson, writeFiles, zoningGeoJson } from '../../tests/fixtures/city-files';
import { spoilFile, writeVersion } from '../../tests/support/dataset-versions';
import { datasetsDirOf, readCurrentPointer, writeCurrentPointer } from '../dataset/versions/current-pointer';

let dataDir: string;
let datasetsDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-data-versions-'));
  datasetsDir = datasetsDirOf(dataDir);
  await writeVersion(datasetsDir, { id: 'demo-v3-2025-07-14', createdAt: '2025-07-14T00:00:00.000Z' });
  await writeVersion(datasetsDir, { id: 'city-2025-08-01-aaaa', source: 'city', createdAt: '2025-08-01T00:00:00.000Z' });
  await writeCurrentPointer(datasetsDir, 'demo-v3-2025-07-14');
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

function run(script: string, ...args: string[]) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', `server/cli/${script}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { code: child.status, stdout: child.stdout, stderr: child.stderr };
}

describe('npm run data:list', () => {
  it('when there are versions, then it prints one row each with source, publication and import dates, size and counts, the current one starred', () => {
    const listed = run('data-list');

    expect(listed.code).toBe(0);
    const rows = listed.stdout.split('\n');
    expect(rows.find((row) => row.includes('ID'))).toMatch(/^\s+ID\s+SOURCE\s+ZONING PUBLISHED\s+IMPORTED\s+SIZE\s+ZONING\s+PARCELS\s+ADDRESSES\s+IN USE$/);
    expect(rows.find((row) => row.includes('demo-v3-2025-07-14'))).toMatch(/^\s+\*\s+demo-v3-2025-07-14\s+demo\s+generated\s+–\s+\d+ KB\s+3\s+1\s+0\s+current$/);
    // Written without the portal's dates, as a file given by hand: its publication is not known.
    expect(rows.find((row) => row.includes('city-2025-08-01-aaaa'))).toMatch(/^\s+city-2025-08-01-aaaa\s+city\s+not known\s+2025-08-01\s+\d+ KB\s+3\s+1\s+0$/);
    expect(listed.stdout).toContain('No server is running on this DATA_DIR.');
  });

  it('when asked for JSON, then it prints the listing as data', () => {
    const listed = run('data-list', '--json');

    expect(JSON.parse(listed.stdout)).toMatchObject({ current: 'demo-v3-2025-07-14', versions: [{ id: 'demo-v3-2025-07-14', current: true }, { id: 'city-2025-08-01-aaaa', current: false }] });
  });
});

describe('npm run data:use', () => {
  it('when the version is good, then CURRENT names it, it says what it named before, and exits 0', async () => {
    const used = run('data-use', 'city-2025-08-01-aaaa');

    expect(used.code).toBe(0);
    expect(used.stdout).toContain('CURRENT now names city-2025-08-01-aaaa (it named demo-v3-2025-07-14).');
    expect(used.stdout).toContain('No server is running on this DATA_DIR; the next start serves city-2025-08-01-aaaa.');
    expect(await readCurrentPointer(datasetsDir)).toBe('city-2025-08-01-aaaa');
  });

  it('when the version fails its checks, then it exits 1 naming the file, and CURRENT is unchanged', async () => {
    await spoilFile(path.join(datasetsDir, 'city-2025-08-01-aaaa'));

    const used = run('data-use', 'city-2025-08-01-aaaa');

    expect(used.code).toBe(1);
    expect(used.stderr).toMatch(/city-2025-08-01-aaaa failed its checks and was not made current: .*zoning\.pmtiles: has SHA-256/);
    expect(await readCurrentPointer(datasetsDir)).toBe('demo-v3-2025-07-14');
  });

  it('when no id is given, then it exits 2 with the usage', () => {
    const used = run('data-use');

    expect(used.code).toBe(2);
    expect(used.stderr).toContain('usage: npm run data:use ID');
  });
});

describe('npm run data:prune', () => {
  it('when asked to keep none, then the other version is removed and the space freed is said', () => {
    const pruned = run('data-prune', '--keep', '0');

    expect(pruned.code).toBe(0);
    expect(pruned.stdout).toMatch(/^Removed city-2025-08-01-aaaa \(\d+ KB\)$/m);
    expect(pruned.stdout).toContain('Kept demo-v3-2025-07-14 (current)');
    expect(pruned.stdout).toMatch(/^Freed \d+ KB\.$/m);
    expect(run('data-list').stdout).not.toContain('city-2025-08-01-aaaa');
  });

  it('when it is a dry run, then it says what would go and removes nothing', () => {
    const pruned = run('data-prune', '--keep=0', '--dry-run');

    expect(pruned.stdout).toMatch(/^Would remove city-2025-08-01-aaaa/m);
    expect(run('data-list').stdout).toContain('city-2025-08-01-aaaa');
  });

  it('when --keep is not a whole number, then it exits 2 with the usage', () => {
    const pruned = run('data-prune', '--keep', 'two');

    expect(pruned.code).toBe(2);
    expect(pruned.stderr).toContain('usage: npm run data:prune');
  });
});

describe('npm run data:import --use', () => {
  it('when the import succeeds, then the new version is made current', async () => {
    const input = path.join(dataDir, 'input');
    await mkdir(input);
    const files = await writeFiles(input, { 'zoning.geojson': zoningGeoJson(), 'boundary.geojson': boundaryGeoJson() });

    const imported = run('data-import', '--zoning', files['zoning.geojson'], '--boundary', files['boundary.geojson'], '--use');

    expect(imported.code).toBe(0);
    const current = await readCurrentPointer(datasetsDir);
    expect(current).toMatch(/^city-/);
    expect(imported.stdout).toContain(`CURRENT now names ${current} (it named demo-v3-2025-07-14).`);
  });

  it('when --use is not given, then CURRENT is left alone and the command to make it current is printed', async () => {
    const input = path.join(dataDir, 'input');
    await mkdir(input);
    const files = await writeFiles(input, { 'zoning.geojson': zoningGeoJson(), 'boundary.geojson': boundaryGeoJson() });

    const imported = run('data-import', '--zoning', files['zoning.geojson'], '--boundary', files['boundary.geojson']);

    expect(imported.code).toBe(0);
    expect(await readCurrentPointer(datasetsDir)).toBe('demo-v3-2025-07-14');
    expect(imported.stdout).toMatch(/^Make it current with: npm run data:use city-\S+$/m);
  });
});
