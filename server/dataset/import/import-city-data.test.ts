import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toLngLat } from '../../../src/lib/geo/lng-lat';
import {
  addressesCsv,
  addressesGeoJson,
  boundaryGeoJson,
  box,
  csvLine,
  featureCollection,
  parcelsGeoJson,
  writeFiles,
  writeParcelsCsv,
  zoningGeoJson,
  zoningRecord,
} from '../../../tests/fixtures/city-files';
import { createSpatialService } from '../../spatial/spatial-service';
import { readDataset } from '../store';
import { ImportInputError, ImportUsageError } from './import-error';
import { CITY_ATTRIBUTION, IMPORT_SUMMARY_FILE, importCityData } from './import-city-data';
import type { ImportSummary } from './import-summary';

let root: string;
let input: string;
let dataDir: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'zonebrief-import-'));
  input = path.join(root, 'input');
  dataDir = path.join(root, 'data');
  await mkdir(input);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const datasetsDir = () => path.join(dataDir, 'datasets');
const listDatasets = async () => readdir(datasetsDir()).catch(() => [] as string[]);

async function basicFiles() {
  return writeFiles(input, { 'zoning.geojson': zoningGeoJson(), 'boundary.geojson': boundaryGeoJson() });
}

describe('importCityData, a complete import', () => {
  it('when zoning, boundary, parcels (CSV) and addresses (CSV) are given, then a City dataset is written, verified and answers look-ups', async () => {
    const files = await basicFiles();
    const parcels = path.join(input, 'Property Boundaries - 4326.csv');
    await writeParcelsCsv(parcels, 3);
    const { 'addresses.csv': addresses } = await writeFiles(input, { 'addresses.csv': addressesCsv(3) });

    const result = await importCityData({
      files: { zoning: files['zoning.geojson'], boundary: files['boundary.geojson'], parcels, addresses },
      dataDir,
      dataDate: '2026-02-20',
    });

    expect(result.datasetId).toMatch(/^city-2026-02-20-[0-9a-f]{8}$/);
    expect(result.dir).toBe(path.join(datasetsDir(), result.datasetId));
    const dataset = await readDataset(result.dir);
    expect(dataset.manifest).toMatchObject({
      id: result.datasetId, source: 'city', version: '2026-02-20', attribution: CITY_ATTRIBUTION,
      counts: { zoning: 2, parcels: 3, addresses: 3, height: 0 },
      layers: { zoning: 'loaded', boundary: 'loaded', parcels: 'loaded', addresses: 'loaded', height: 'not-loaded', centreline: 'not-loaded' },
    });
    expect(dataset.manifest.sources?.parcels).toMatchObject({ file: 'Property Boundaries - 4326.csv', features: 3, kept: 3 });
    expect(dataset.manifest.sources?.parcels?.sha256).toMatch(/^[0-9a-f]{64}$/);
    // STATEDAREA "300.00 sq.m" is read as 300 m²; the parcel's address is the City's own "number street" form.
    expect(dataset.parcels.features[0]?.properties).toMatchObject({ PARCELID: '100000', STATEDAREA: 300, ADDRESS_FULL: '10 Euclid Ave' });
    expect(dataset.addresses[2]).toMatchObject({ ADDRESS_POINT_ID: 500002, ADDRESS_FULL: '14 Euclid Ave', MUNICIPALITY_NAME: 'former Toronto' });

    const spatial = createSpatialService(dataset);
    const [lng, lat] = [dataset.addresses[1]!.LONGITUDE, dataset.addresses[1]!.LATITUDE];
    const answer = spatial.spatialData(toLngLat(lng, lat));
    expect(answer.zone).toMatchObject({ base_zone: 'RD', zone_code: 'RD (f12.0; a370; d0.6)' });
    expect(answer.parcel).toMatchObject({ parceli2: '100001', addresses: ['12 Euclid Ave'], lot_area_m2: 301 });
    expect(answer.dataset).toMatchObject({ source: 'city', demo: false });
  });

  it('when the import ends, then its summary is written beside the dataset and counts kept, variants and rejections', async () => {
    const files = await basicFiles();
    const { 'parcels.geojson': parcels } = await writeFiles(input, {
      'parcels.geojson': featureCollection([
        ...JSON.parse(parcelsGeoJson(2)).features,
        { properties: { PARCELID: '9', STATEDAREA: '' }, geometry: null },
      ]),
    });
    const { summary, dir } = await importCityData({ files: { zoning: files['zoning.geojson'], boundary: files['boundary.geojson'], parcels }, dataDir });
    const written = JSON.parse(await readFile(path.join(dir, IMPORT_SUMMARY_FILE), 'utf8')) as ImportSummary;
    expect(written).toEqual(summary);
    expect(summary.layers.parcels).toMatchObject({ read: 3, kept: 2, rejected: { 'no geometry': 1 }, rejectedExamples: { 'no geometry': [3] } });
    expect(summary.layers.parcels?.variants).toEqual({ 'ADDRESS_FULL made from ADDRESS_NUMBER and LINEAR_NAME_FULL': 2 });
    expect(summary.notLoaded).toContain('height');
  });

  it('when parcels and addresses come as GeoJSON (MultiPolygon, MultiPoint), then they are read the same as the CSV', async () => {
    const files = await basicFiles();
    const more = await writeFiles(input, { 'parcels.geojson': parcelsGeoJson(2), 'addresses.geojson': addressesGeoJson(2) });
    const { dir } = await importCityData({
      files: { zoning: files['zoning.geojson'], boundary: files['boundary.geojson'], parcels: more['parcels.geojson'], addresses: more['addresses.geojson'] },
      dataDir,
    });
    const dataset = await readDataset(dir);
    expect(dataset.parcels.features.map((f) => f.geometry.type)).toEqual(['Polygon', 'Polygon']);
    expect(dataset.addresses.map((a) => a.ADDRESS_FULL)).toEqual(['10 Euclid Ave', '12 Euclid Ave']);
  });

  it('when a parcel comes in two parts, then each part is a Polygon with the parcel’s fields and the summary says so', async () => {
    const files = await basicFiles();
    const twoParts = { type: 'MultiPolygon', coordinates: [[box(-79.44, 43.63, -79.439, 43.631)], [box(-79.438, 43.63, -79.437, 43.631)]] };
    const { 'parcels.geojson': parcels } = await writeFiles(input, {
      'parcels.geojson': featureCollection([{ properties: { PARCELID: '7', STATEDAREA: '900.00 sq.m' }, geometry: twoParts }]),
    });
    const { dir } = await importCityData({ files: { zoning: files['zoning.geojson'], boundary: files['boundary.geojson'], parcels }, dataDir });
    const dataset = await readDataset(dir);
    expect(dataset.parcels.features.map((f) => [f.geometry.type, f.properties.PARCELID, f.properties.STATEDAREA])).toEqual([
      ['Polygon', '7', 900],
      ['Polygon', '7', 900],
    ]);
  });

  it('when a ZN_STATUS 5 area lies in a former municipality, then it is the former by-law area named after that municipality', async () => {
    const files = await writeFiles(input, {
      'zoning.geojson': featureCollection([
        { properties: zoningRecord({ ZN_ZONE: 'RD' }), geometry: { type: 'Polygon', coordinates: [box(-79.45, 43.62, -79.40, 43.72)] } },
        { properties: zoningRecord({ ZN_ZONE: 'R2', ZN_STATUS: 5, ZN_STRING: 'R2 Z0.6' }), geometry: { type: 'Polygon', coordinates: [box(-79.40, 43.62, -79.35, 43.72)] } },
      ]),
      'former.geojson': featureCollection([
        { properties: { AREA_NAME: 'YORK' }, geometry: { type: 'MultiPolygon', coordinates: [[box(-79.45, 43.62, -79.40, 43.72)]] } },
        { properties: { AREA_NAME: 'EAST YORK' }, geometry: { type: 'MultiPolygon', coordinates: [[box(-79.40, 43.62, -79.35, 43.72)]] } },
      ]),
    });
    const { dir, summary } = await importCityData({ files: { zoning: files['zoning.geojson'], 'former-municipalities': files['former.geojson'] }, dataDir });
    const spatial = createSpatialService(await readDataset(dir));
    expect(spatial.spatialData(toLngLat(-79.37, 43.67))).toMatchObject({
      former_bylaw_area: true,
      zone: { is_former_city_area: true, former_bylaw: 'A zoning by-law of the former Borough of East York' },
    });
    expect(summary.formerBylawAreas).toBe(1);
    // Without a boundary file, the former municipalities together are the city's outline.
    expect(() => spatial.spatialData(toLngLat(-79.5, 43.67))).toThrow(/outside the City of Toronto/);
  });

  it('when the same files are imported again, then the same version is returned and nothing new is written', async () => {
    const files = await basicFiles();
    const options = { files: { zoning: files['zoning.geojson'], boundary: files['boundary.geojson'] }, dataDir, dataDate: '2026-02-20' };
    const first = await importCityData(options);
    const second = await importCityData(options);
    expect(second.datasetId).toBe(first.datasetId);
    expect(second.summary).toEqual(first.summary);
    expect(await listDatasets()).toEqual([first.datasetId]);
  });

  it('when each file’s publication date is given, then its source records it and the dataset description dates it by it', async () => {
    const files = await basicFiles();

    const { dir } = await importCityData({
      files: { zoning: files['zoning.geojson'], boundary: files['boundary.geojson'] },
      dataDir,
      dataDate: '2026-02-20',
      publishedDates: { zoning: '2026-02-18' },
    });

    const dataset = await readDataset(dir);
    expect(dataset.manifest.sources?.zoning?.published).toBe('2026-02-18');
    expect(dataset.manifest.sources?.boundary).not.toHaveProperty('published');
    expect(createSpatialService(dataset).dataset.sources.map((source) => [source.title, source.published])).toEqual([
      ['Zoning By-law 569-2013: Zoning Area', '2026-02-18'],
      ['City of Toronto boundary', null],
    ]);
  });

  describe('on a day of its own', () => {
    beforeEach(() => {
      // Only the clock: the import's file reads and timers run as they do.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-07T15:04:05.000Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('when files are given by hand without a portal date, then each file’s publication is not known and its import day is the run’s', async () => {
      const files = await basicFiles();

      const { dir } = await importCityData({ files: { zoning: files['zoning.geojson'], boundary: files['boundary.geojson'] }, dataDir });

      const described = createSpatialService(await readDataset(dir)).dataset;
      expect(described.sources.map(({ file, published, imported }) => ({ file, published, imported }))).toEqual([
        { file: 'zoning.geojson', published: null, imported: '2026-12-07' },
        { file: 'boundary.geojson', published: null, imported: '2026-12-07' },
      ]);
      expect(described).toMatchObject({ version: '2026-12-07', imported: '2026-12-07', zoningPublished: null });
    });

    it('when a data date is given, then it names the version only: the files stay undated and the import day stays the run’s', async () => {
      const files = await basicFiles();

      const { dir } = await importCityData({ files: { zoning: files['zoning.geojson'], boundary: files['boundary.geojson'] }, dataDir, dataDate: '2026-02-20' });

      const described = createSpatialService(await readDataset(dir)).dataset;
      expect(described).toMatchObject({ version: '2026-02-20', imported: '2026-12-07', zoningPublished: null });
      expect(described.sources.map((source) => source.published)).toEqual([null, null]);
    });
  });
});

describe('importCityData, bad input changes nothing', () => {
  async function expectNothingWritten(): Promise<void> {
    expect((await listDatasets()).filter((name) => !name.startsWith('.tmp-'))).toEqual([]);
    expect((await listDatasets()).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
  }

  it('when a parcels file is passed as --zoning, then it stops naming the file, the feature and the layer it looks like', async () => {
    const files = await writeFiles(input, { 'parcels.geojson': parcelsGeoJson(3), 'boundary.geojson': boundaryGeoJson() });
    const error = await importCityData({ files: { zoning: files['parcels.geojson'], boundary: files['boundary.geojson'] }, dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportInputError);
    expect((error as Error).message).toBe(
      `${files['parcels.geojson']} (feature 1, line 1): is not the Zoning Area (--zoning): its first feature has no ZN_ZONE; ` +
        "it looks like the Property Boundaries (--parcels) (the first feature's fields: _id, PARCELID, FEATURE_TYPE, DATE_EFFECTIVE, ADDRESS_NUMBER, LINEAR_NAME_FULL, STATEDAREA)",
    );
    await expectNothingWritten();
  });

  it('when a zoning file is cut off half way, then it stops naming the file, the feature and the line', async () => {
    const files = await basicFiles();
    const whole = zoningGeoJson().replace('},{"type":"Feature"', '},\n{"type":"Feature"');
    await writeFile(files['zoning.geojson'], whole.slice(0, Math.floor(whole.length * 0.75)));
    const error = await importCityData({ files: { zoning: files['zoning.geojson'], boundary: files['boundary.geojson'] }, dataDir }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(`${files['zoning.geojson']} (feature 2, line 2): ends before its JSON is complete (the file looks truncated)`);
    await expectNothingWritten();
  });

  it('when a parcels CSV has no PARCELID column, then it stops at its line 1 listing the columns it has', async () => {
    const files = await basicFiles();
    const { 'parcels.csv': parcels } = await writeFiles(input, { 'parcels.csv': csvLine(['_id', 'ID', 'geometry']) + csvLine([1, 'x', { type: 'Polygon', coordinates: [box(-79.44, 43.63, -79.439, 43.631)] }]) });
    const error = await importCityData({ files: { zoning: files['zoning.geojson'], boundary: files['boundary.geojson'], parcels }, dataDir }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(`${parcels} (line 1): is not the Property Boundaries (--parcels): it has no PARCELID column (its columns: _id, ID, geometry)`);
    await expectNothingWritten();
  });

  it('when an address CSV has neither a geometry column nor LONGITUDE and LATITUDE, then it stops at line 1', async () => {
    const files = await basicFiles();
    const { 'addresses.csv': addresses } = await writeFiles(input, { 'addresses.csv': csvLine(['ADDRESS_POINT_ID', 'ADDRESS_FULL']) + csvLine([1, '1 A St']) });
    const error = await importCityData({ files: { zoning: files['zoning.geojson'], boundary: files['boundary.geojson'], addresses }, dataDir }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/\(line 1\): has no column for the geometry \(needs geometry, or LONGITUDE and LATITUDE; its columns: ADDRESS_POINT_ID, ADDRESS_FULL\)$/);
    await expectNothingWritten();
  });

  it('when every feature of a file is unusable, then it stops saying why, by reason', async () => {
    const files = await writeFiles(input, {
      'zoning.geojson': featureCollection([
        { properties: { ZN_ZONE: 'RD' }, geometry: null },
        { properties: { ZN_ZONE: 'RD' }, geometry: { type: 'Point', coordinates: [-79.4, 43.7] } },
      ]),
      'boundary.geojson': boundaryGeoJson(),
    });
    const error = await importCityData({ files: { zoning: files['zoning.geojson'], boundary: files['boundary.geojson'] }, dataDir }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      `${files['zoning.geojson']}: none of its 2 features can be used for the Zoning Area (--zoning): no geometry (1); a Point where an area was expected (1)`,
    );
    await expectNothingWritten();
  });

  it('when a file is in another coordinate system, then it stops naming it', async () => {
    const files = await basicFiles();
    await writeFile(files['zoning.geojson'], zoningGeoJson().replace('{"type":"FeatureCollection",', '{"type":"FeatureCollection","crs":{"type":"name","properties":{"name":"urn:ogc:def:crs:EPSG::2952"}},'));
    const error = await importCityData({ files: { zoning: files['zoning.geojson'], boundary: files['boundary.geojson'] }, dataDir }).catch((e: unknown) => e);
    expect((error as Error).message).toContain('is in the coordinate system urn:ogc:def:crs:EPSG::2952');
    await expectNothingWritten();
  });

  it('when --zoning or a boundary is missing, or a file does not exist, then it says what is needed before reading anything', async () => {
    const files = await basicFiles();
    await expect(importCityData({ files: { boundary: files['boundary.geojson'] }, dataDir })).rejects.toThrow(ImportUsageError);
    await expect(importCityData({ files: { zoning: files['zoning.geojson'] }, dataDir })).rejects.toThrow(/A boundary is required/);
    await expect(importCityData({ files: { zoning: path.join(input, 'nope.geojson'), boundary: files['boundary.geojson'] }, dataDir })).rejects.toThrow(
      `${path.join(input, 'nope.geojson')}: does not exist`,
    );
    await expectNothingWritten();
  });

  it('when a publication date is not a day, then it stops naming the layer before reading anything', async () => {
    const files = await basicFiles();
    await expect(
      importCityData({ files: { zoning: files['zoning.geojson'], boundary: files['boundary.geojson'] }, dataDir, publishedDates: { zoning: 'Feb 18' } }),
    ).rejects.toThrow('The publication date of zoning must be a date like 2025-07-14, not "Feb 18"');
    await expectNothingWritten();
  });
});

describe('importCityData, interrupted imports', () => {
  it('when a temporary folder was left by a writer that is gone, then the next import removes it; a live writer’s stays', async () => {
    const files = await basicFiles();
    await mkdir(datasetsDir(), { recursive: true });
    // Process ids above the kernel's pid_max are never running.
    const stale = `.tmp-city-2026-01-01-0badf00d-4194305-1b4e28ba-2fa1-11d2-883f-0016d3cca427`;
    const live = `.tmp-city-2026-01-01-0badf00d-${process.ppid}-1b4e28ba-2fa1-11d2-883f-0016d3cca428`;
    await mkdir(path.join(datasetsDir(), stale));
    await mkdir(path.join(datasetsDir(), live));
    const lines: string[] = [];
    const { datasetId } = await importCityData({ files: { zoning: files['zoning.geojson'], boundary: files['boundary.geojson'] }, dataDir, log: (line) => lines.push(line) });
    expect((await listDatasets()).sort()).toEqual([live, datasetId].sort());
    expect(lines).toContain(`Removed ${stale}, left by an import that was stopped`);
  });
});
