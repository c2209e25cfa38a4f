import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toLngLat } from '../../../src/lib/geo/lng-lat';
import { startFakeCkanServer, type FakeCkanServer } from '../../../tests/fakes/fake-ckan-server';
import { cityFile, cityPortalPackages, RESOURCE_IDS } from '../../../tests/fixtures/city-portal';
import { cityDataAvailable } from '../../../tests/support/city-data';
import { createSpatialService } from '../../spatial/spatial-service';
import { readDataset } from '../store';
import { fetchCityData, type FetchCityDataOptions } from './fetch-city-data';
import { dataDateOf, importFetched } from './import-fetched';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const featureCount = (name: string) => (JSON.parse(cityFile(name).toString('utf8')) as { features: unknown[] }).features.length;

describe.skipIf(!cityDataAvailable())('data:fetch then import, offline against a CKAN-like portal serving the City’s files', () => {
  let server: FakeCkanServer;
  let dataDir: string;

  beforeEach(async () => {
    server = await startFakeCkanServer(cityPortalPackages());
    dataDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-fetch-import-'));
  });

  afterEach(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const fetchAll = (extra: Partial<FetchCityDataOptions> = {}) =>
    fetchCityData({
      baseUrl: server.baseUrl,
      dataDir,
      selection: { parcels: true, addresses: true },
      retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 },
      wait: async () => {},
      ...extra,
    });

  it('when the Zoning Area download is cut halfway, then it resumes, and the import keeps every City feature with each file’s checksum', async () => {
    const zoning = cityFile('zoning-area-downtown-subset.geojson');
    server.setFaults(RESOURCE_IDS.zoning, { cutAfterBytes: Math.floor(zoning.length / 2) });

    const fetched = await fetchAll();
    const { datasetId, dir, summary } = await importFetched(fetched, { dataDir });

    expect(server.downloadsOf(RESOURCE_IDS.zoning).map((r) => r.status)).toEqual([200, 206]);
    expect(datasetId).toMatch(/^city-2026-02-20-[0-9a-f]{8}$/);
    expect(dir).toBe(path.join(dataDir, 'datasets', datasetId));
    const dataset = await readDataset(dir);
    expect(dataset.manifest.source).toBe('city');
    expect(dataset.manifest.version).toBe('2026-02-20');
    expect(dataset.zoning.features).toHaveLength(featureCount('zoning-area-downtown-subset.geojson'));
    expect(dataset.policyAreas.features).toHaveLength(featureCount('overlay-policy-area.geojson'));
    expect(dataset.roomingHouses.features).toHaveLength(featureCount('overlay-rooming-house.geojson'));
    expect(dataset.buildingSetbacks.features).toHaveLength(featureCount('overlay-building-setback.geojson'));
    expect(dataset.priorityRetailStreets.features).toHaveLength(featureCount('overlay-priority-retail-street.geojson'));
    expect(dataset.parcels.features).toHaveLength(3);
    expect(dataset.addresses).toHaveLength(3);
    expect(dataset.centreline.features).toHaveLength(2);
    expect(summary.layers.zoning?.sha256).toBe(sha256(zoning));
    expect(summary.layers['former-municipalities']?.sha256).toBe(sha256(cityFile('former-municipalities.geojson')));
    expect(summary.notLoaded).toEqual(expect.arrayContaining(['height', 'coverage', 'boundary']));
  });

  it('when the fetched dataset is served, then a point on a downloaded parcel answers the parcel, its address and the downloaded zone there', async () => {
    const { dir } = await importFetched(await fetchAll(), { dataDir });
    const service = createSpatialService(await readDataset(dir));

    const answer = service.spatialData(toLngLat(-79.39131, 43.65025));

    expect(answer.parcel).toMatchObject({ address_full: '100 Queen St W', addresses: ['100 Queen St W'] });
    expect(answer.zone.base_zone).toBe('CR');
    expect(answer.dataset.id).toBe(path.basename(dir));
  });

  it('when nothing changed on the portal, then a second fetch downloads nothing and imports the same version', async () => {
    const first = await importFetched(await fetchAll(), { dataDir });
    const downloads = server.requests.filter((r) => r.path.startsWith('/dataset/')).length;

    const again = await fetchAll();
    const second = await importFetched(again, { dataDir });

    expect(server.requests.filter((r) => r.path.startsWith('/dataset/'))).toHaveLength(downloads);
    expect(again.layers.every((layer) => layer.status === 'up to date')).toBe(true);
    expect(second.datasetId).toBe(first.datasetId);
  });

  it('when the portal dates its files differently, then the dataset is dated by the latest', () => {
    const layer = (lastModified: string | undefined) => ({ lastModified }) as never;
    expect(dataDateOf({ layers: [layer('2026-02-20T21:25:57'), layer('2026-05-01T09:00:00'), layer(undefined)], missing: [], files: {} })).toBe('2026-05-01');
    expect(dataDateOf({ layers: [layer(undefined)], missing: [], files: {} })).toBeUndefined();
  });

  it('when the zoning file downloaded is not zoning, then the import stops naming the downloaded file and writes no dataset', async () => {
    server.replaceBody(RESOURCE_IDS.zoning, cityFile('overlay-rooming-house.geojson'));

    const fetched = await fetchAll({ selection: { parcels: false, addresses: false } });

    await expect(importFetched(fetched, { dataDir })).rejects.toThrow(fetched.files.zoning!);
    await expect(readFile(path.join(dataDir, 'datasets'))).rejects.toThrow();
  });
});
