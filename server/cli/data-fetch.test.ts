import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeCkanServer, type FakeCkanServer } from '../../tests/fakes/fake-ckan-server';
import { cityFile, cityPortalPackages, RESOURCE_IDS } from '../../tests/fixtures/city-portal';
import { cityDataAvailable } from '../../tests/support/city-data';

/** Runs `npm run data:fetch -- …` as an operator would (stdout is a pipe: plain progress lines). */
function runDataFetch(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/data-fetch.ts', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe.skipIf(!cityDataAvailable())('npm run data:fetch', () => {
  let server: FakeCkanServer;
  let dataDir: string;
  let env: Record<string, string>;

  beforeEach(async () => {
    server = await startFakeCkanServer(cityPortalPackages());
    dataDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-data-fetch-'));
    env = { CKAN_BASE_URL: server.baseUrl, DATA_DIR: dataDir };
  });

  afterEach(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('when run with --dry-run --parcels, then it lists each file with its size and downloads nothing', async () => {
    const { code, stdout } = await runDataFetch(['--dry-run', '--parcels'], env);

    expect(code).toBe(0);
    const rooming = (cityFile('overlay-rooming-house.geojson').length / 1024 / 1024).toFixed(1);
    expect(stdout).toMatch(new RegExp(`rooming-house +would download +${rooming} MB +2026-02-20 +zoning-by-law: Zoning Rooming House Overlay - 4326\\.geojson`));
    expect(stdout).toMatch(/parcels +would download .* property-boundaries: Property Boundaries - 4326\.geojson/);
    expect(stdout).toMatch(/height: the portal publishes no Zoning Height Overlay in package "zoning-by-law" now; skipped/);
    expect(stdout).toMatch(/8 of 8 files to download/);
    expect(server.requests.every((r) => r.path.startsWith('/api/'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'downloads'))).toBe(false);
  });

  it('when run with --no-import, then it downloads with progress lines and prints the data:import command for the files', async () => {
    const { code, stdout } = await runDataFetch(['--no-import'], env);

    expect(code).toBe(0);
    expect(stdout).toMatch(/ {2}zoning: \d+(\.\d)? [KM]B of \d+\.\d MB \(\d+%\)/);
    const zoning = path.join(dataDir, 'downloads/zoning-by-law', `${RESOURCE_IDS.zoning}-zoning-area-4326.geojson`);
    expect(stdout).toContain(`npm run data:import -- --zoning ${zoning} --policy-area `);
    expect(existsSync(zoning)).toBe(true);
  });

  it('when run with no options, then it downloads the default layers and imports them as a new City dataset version', async () => {
    const { code, stdout } = await runDataFetch([], env);

    expect(code).toBe(0);
    expect(stdout).toMatch(/Importing…/);
    expect(stdout).toMatch(/ zoning +405 kept of 405 /);
    expect(stdout).toMatch(/ former-municipalities +6 kept of 6 /);
    const dir = new RegExp(`Serve it with: DATASET_DIR=(${dataDir}/datasets/city-2026-02-20-[0-9a-f]{8}) npm start`).exec(stdout)?.[1];
    expect(dir && existsSync(path.join(dir, 'manifest.json'))).toBe(true);
    expect(server.downloadsOf(RESOURCE_IDS.parcels)).toEqual([]);
  });

  it('when an option is unknown, then it prints the usage and exits 2', async () => {
    const { code, stderr } = await runDataFetch(['--parcel'], env);

    expect(code).toBe(2);
    expect(stderr).toMatch(/Unknown option '--parcel'[\s\S]*usage: npm run data:fetch/);
  });

  it('when the portal answers malformed package_show, then it exits 1 with the package and what is wrong, and no stack', async () => {
    server.setPackageShowAnswer('zoning-by-law', { status: 200, text: '{"success": true, "result": {"resources": [{}]}}' });

    const { code, stderr } = await runDataFetch([], env);

    expect(code).toBe(1);
    expect(stderr).toMatch(/^data:fetch failed: package_show for "zoning-by-law" \(.*\) is not a CKAN package: result\.id: .*result\.resources\.0\.id: /);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
