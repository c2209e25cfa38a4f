import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeCkanServer, type FakeCkanServer } from '../../../tests/fakes/fake-ckan-server';
import { cityFile, cityPortalPackages, RESOURCE_IDS } from '../../../tests/fixtures/city-portal';
import { cityDataAvailable } from '../../../tests/support/city-data';
import { fetchCityData, type FetchCityDataOptions } from './fetch-city-data';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.skipIf(!cityDataAvailable())('fetchCityData against a CKAN-like portal serving the City’s files', () => {
  let server: FakeCkanServer;
  let dataDir: string;

  beforeEach(async () => {
    server = await startFakeCkanServer(cityPortalPackages());
    dataDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-fetch-'));
  });

  afterEach(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const fetchAll = (extra: Partial<FetchCityDataOptions> = {}) =>
    fetchCityData({
      baseUrl: server.baseUrl,
      dataDir,
      selection: { parcels: false, addresses: false },
      retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 },
      wait: async () => {},
      ...extra,
    });

  it('when run with no opt-ins, then the zoning layers, the former municipalities and the centreline are downloaded under downloads/<package>/<resource id>-<name>, the large files are not', async () => {
    const logged: string[] = [];

    const result = await fetchAll({ log: (line) => logged.push(line) });

    expect(result.files).toEqual({
      zoning: path.join(dataDir, 'downloads/zoning-by-law', `${RESOURCE_IDS.zoning}-zoning-area-4326.geojson`),
      'policy-area': path.join(dataDir, 'downloads/zoning-by-law', `${RESOURCE_IDS.policyArea}-zoning-policy-area-overlay-4326.geojson`),
      'rooming-house': path.join(dataDir, 'downloads/zoning-by-law', `${RESOURCE_IDS.roomingHouse}-zoning-rooming-house-overlay-4326.geojson`),
      'building-setback': path.join(dataDir, 'downloads/zoning-by-law', `${RESOURCE_IDS.buildingSetback}-zoning-building-setback-overlay-4326.geojson`),
      'priority-retail-street': path.join(
        dataDir,
        'downloads/zoning-by-law',
        `${RESOURCE_IDS.priorityRetailStreet}-zoning-priority-retail-street-overlay-4326.geojson`,
      ),
      'former-municipalities': path.join(
        dataDir,
        'downloads/former-municipality-boundaries',
        `${RESOURCE_IDS.formerMunicipalities}-former-municipality-boundaries-data-4326.geojson`,
      ),
      centreline: path.join(dataDir, 'downloads/toronto-centreline-tcl', `${RESOURCE_IDS.centreline}-centreline-version-2-4326.geojson`),
    });
    expect(sha256(await readFile(result.files.zoning!))).toBe(sha256(cityFile('zoning-area-downtown-subset.geojson')));
    expect(sha256(await readFile(result.files['rooming-house']!))).toBe(sha256(cityFile('overlay-rooming-house.geojson')));
    expect(server.requests.filter((r) => r.path.startsWith('/api/')).map((r) => r.path)).toEqual([
      '/api/3/action/package_show?id=zoning-by-law',
      '/api/3/action/package_show?id=former-municipality-boundaries',
      '/api/3/action/package_show?id=toronto-centreline-tcl',
    ]);
    expect(server.downloadsOf(RESOURCE_IDS.zoning2952)).toEqual([]);
    expect(server.downloadsOf(RESOURCE_IDS.zoningShapefile)).toEqual([]);
    expect(result.missing.map((m) => m.layer)).toEqual(['height', 'coverage', 'policy-road', 'parking-zone', 'queen-st-w-eat']);
    expect(logged).toContain('  height: the portal publishes no Zoning Height Overlay in package "zoning-by-law" now; skipped');
  });

  it('when --parcels and --addresses are given, then Property Boundaries (GeoJSON over its CSV) and Address Points are downloaded too', async () => {
    const result = await fetchAll({ selection: { parcels: true, addresses: true } });

    expect(path.basename(result.files.parcels!)).toBe(`${RESOURCE_IDS.parcels}-property-boundaries-4326.geojson`);
    expect(path.basename(result.files.addresses!)).toBe(`${RESOURCE_IDS.addresses}-address-points-4326.geojson`);
    expect(server.downloadsOf(RESOURCE_IDS.parcelsCsv)).toEqual([]);
  });

  it('when the files on disk are the portal’s current versions, then a second run downloads nothing', async () => {
    await fetchAll();
    const before = server.requests.length;

    const second = await fetchAll();

    expect(second.layers.every((layer) => layer.status === 'up to date')).toBe(true);
    expect(server.requests.slice(before).every((r) => r.path.startsWith('/api/'))).toBe(true);
  });

  it('when the portal publishes a new version of a resource, then only that one is downloaded again and replaces the old file', async () => {
    await fetchAll();
    const newer = Buffer.from(JSON.stringify({ type: 'FeatureCollection', features: [] }));
    server.replaceBody(RESOURCE_IDS.buildingSetback, newer, { size: newer.length });
    const before = server.requests.length;

    const second = await fetchAll();

    const downloaded = second.layers.filter((layer) => layer.status === 'downloaded').map((layer) => layer.layer);
    expect(downloaded).toEqual(['building-setback']);
    expect(await readFile(second.files['building-setback']!)).toEqual(newer);
    expect(server.requests.slice(before).filter((r) => r.path.startsWith('/dataset/'))).toHaveLength(1);
  });

  it('when it is a dry run, then it lists each file with its published size and downloads nothing', async () => {
    const result = await fetchAll({ dryRun: true, selection: { parcels: true, addresses: false } });

    expect(result.layers.map((layer) => [layer.layer, layer.status, layer.bytes])).toContainEqual([
      'rooming-house',
      'would download',
      cityFile('overlay-rooming-house.geojson').length,
    ]);
    expect(result.layers.map((layer) => layer.layer)).toContain('parcels');
    expect(result.files).toEqual({});
    expect(server.requests.every((r) => r.path.startsWith('/api/'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'downloads'))).toBe(false);
  });

  it('when a download is cut halfway, then the run resumes it with Range and the file matches the source', async () => {
    const zoning = cityFile('zoning-area-downtown-subset.geojson');
    server.setFaults(RESOURCE_IDS.zoning, { cutAfterBytes: Math.floor(zoning.length / 2) });

    const result = await fetchAll();

    const [, resumed] = server.downloadsOf(RESOURCE_IDS.zoning);
    expect(resumed!.headers.range).toMatch(/^bytes=\d+-$/);
    expect(resumed!.status).toBe(206);
    expect(sha256(await readFile(result.files.zoning!))).toBe(sha256(zoning));
  });

  it('when the portal publishes a wrong checksum, then the run fails naming the URL and keeps no file for it', async () => {
    server.replaceBody(RESOURCE_IDS.policyArea, cityFile('overlay-policy-area.geojson'), { hash: `sha256:${'0'.repeat(64)}` });

    await expect(fetchAll()).rejects.toThrow(/dataset\/download\/1a6469f8-.*: the file's sha256 is [0-9a-f]{64} but the portal publishes 0{64}; nothing was kept/);
    const dir = path.join(dataDir, 'downloads/zoning-by-law');
    const kept = existsSync(dir) ? await readdir(dir) : [];
    expect(kept.filter((name) => name.startsWith(RESOURCE_IDS.policyArea))).toEqual([]);
  });

  it('when package_show is malformed, then the run fails with the package named and downloads nothing', async () => {
    server.setPackageShowAnswer('toronto-centreline-tcl', { status: 200, text: JSON.stringify({ success: true, result: { name: 'toronto-centreline-tcl' } }) });

    await expect(fetchAll()).rejects.toThrow(/package_show for "toronto-centreline-tcl" .* is not a CKAN package: result\.id: .*result\.resources: /);
    expect(server.requests.some((r) => r.path.startsWith('/dataset/'))).toBe(false);
  });
});
