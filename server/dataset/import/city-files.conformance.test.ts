// Conformance with the City of Toronto's own files (../shared/data/toronto, never copied into the repository): each
// imports with its published feature count, and look-ups on the imported versions, opened as the server opens them,
// answer what the files say: from the in-memory indexes, and from PostGIS (the import loading each version into the
// PostgreSQL server at TEST_DATABASE_URL, as data:import does with SPATIAL_BACKEND=postgis).
// Under CI=true a missing folder fails the run (cityDataAvailable throws), and so does a missing TEST_DATABASE_URL
// (postgisTestUrl throws); neither is skipped there.

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLngLat } from '../../../src/lib/geo/lng-lat';
import { pointInArea } from '../../../src/lib/geo/point-in-polygon';
import { buildBrief } from '../../../src/lib/report/build-brief';
import { formerBylawMessage } from '../../../src/lib/report/brief-wording';
import { CITY_DATA_DIR, cityDataAvailable, downtownCityFiles } from '../../../tests/support/city-data';
import { besideLine, interiorPoint } from '../../../tests/support/interior-point';
import { openTestSpatialDatabase, postgisTestUrl, type TestSpatialDatabase } from '../../../tests/support/test-postgis';
import { createPostgisSpatial } from '../../spatial/postgis/postgis-spatial';
import { inMemoryBackend, type SpatialBackend } from '../../spatial/spatial-backend';
import { createSpatialService } from '../../spatial/spatial-service';
import { openDataset, type OpenedDataset } from '../artifacts/open-dataset';
import { formerBylawName } from './former-bylaw';
import { importCityData, type LayerFlag } from './import-city-data';
import { formatSummary, type ImportSummary } from './import-summary';
import { NOT_IN_DATASET, formatException } from '../../../src/features/place-panel/format';
import { EXCEPTIONS_NOT_IN_DATASET, HOLDING_NOT_IN_DATASET } from '../../../src/lib/report/brief-wording';
import { HOLDING_LABEL } from '../../../src/lib/report/brief-zoning';
import { describeDataset } from '../../../src/lib/spatial/dataset-description';
import type { DatasetManifest } from '../../../src/lib/spatial/schema';
import { briefSections } from '../../reports/pdf/brief-sections';
import { rowsWithoutSource } from '../../../tests/support/brief-rows';

const cityFile = (name: string) => path.join(CITY_DATA_DIR, name);
type Props = Record<string, string | number | null>;
const readCity = async <G extends Polygon | MultiPolygon | MultiLineString>(name: string) =>
  JSON.parse(await readFile(cityFile(name), 'utf8')) as FeatureCollection<G | null, Props>;

const postgisUrl = postgisTestUrl();
const BACKENDS = [{ backend: 'memory' }, ...(postgisUrl ? [{ backend: 'postgis' }] : [])] as const;

describe.skipIf(!cityDataAvailable()).each(BACKENDS)('the City of Toronto’s files, imported, answered from $backend', ({ backend }) => {
  let root: string;
  let postgis: TestSpatialDatabase | undefined;
  const at = (spatial: SpatialBackend, [lng, lat]: [number, number]) => spatial.spatialData(toLngLat(lng, lat));

  const opened: OpenedDataset[] = [];
  /**
   * Imports the files, then answers from the version as the server would: in memory, from its folder opened (its
   * prebuilt files, checked); from PostGIS, from the tables the import loaded it into.
   */
  async function importInto(name: string, files: Partial<Record<LayerFlag, string>>) {
    const result = await importCityData({ files, dataDir: path.join(root, name), ...(postgis ? { postgis: postgis.db } : {}) });
    if (postgis) return { ...result, spatial: await createPostgisSpatial(postgis.db, result.datasetId) };
    const dataset = await openDataset(result.dir);
    opened.push(dataset);
    return { ...result, spatial: inMemoryBackend(createSpatialService(dataset.spatial)) };
  }

  let downtown: { summary: ImportSummary; spatial: SpatialBackend; dir: string };
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'zonebrief-city-files-'));
    if (backend === 'postgis') postgis = await openTestSpatialDatabase(postgisUrl!);
    downtown = await importInto('downtown', downtownCityFiles());
  });
  afterAll(async () => {
    for (const dataset of opened) await dataset.close();
    await postgis?.close();
    await rm(root, { recursive: true, force: true });
  });

  // PROVENANCE.md's counts for the files in the folder.
  it.each<[LayerFlag, string, number]>([
    ['boundary', 'city-boundary.geojson', 1],
    ['former-municipalities', 'former-municipalities.geojson', 6],
    ['zoning', 'zoning-area-downtown-subset.geojson', 405],
    ['policy-area', 'overlay-policy-area.geojson', 352],
    ['rooming-house', 'overlay-rooming-house.geojson', 558],
    ['building-setback', 'overlay-building-setback.geojson', 4],
    ['priority-retail-street', 'overlay-priority-retail-street.geojson', 643],
  ])('when %s is imported from %s, then all its %i features are read and kept', (layer, file, count) => {
    expect(downtown.summary.layers[layer]).toMatchObject({ file, read: count, kept: count, rejected: {} });
  });

  it('when the overlays are imported, then the City’s variants are read and counted: POLICY_ID and OBJECTID as text, _id for OBJECTID', () => {
    expect(downtown.summary.layers['policy-area']?.variants).toEqual({ 'POLICY_ID given as text': 352, 'OBJECTID taken from _id': 352 });
    expect(downtown.summary.layers['building-setback']?.variants).toEqual({ 'OBJECTID given as text': 4 });
  });

  it('when a point is inside each downtown zoning polygon, then the answer is that polygon’s ZN_ZONE, and no label is made up', async () => {
    const { features } = await readCity<MultiPolygon>('zoning-area-downtown-subset.geojson');
    const answers = await Promise.all(features.map(async (f) => (await at(downtown.spatial, interiorPoint(f.geometry!))).zone));
    expect(answers.map((zone) => zone.base_zone)).toEqual(features.map((f) => f.properties.ZN_ZONE));
    expect(new Set(answers.map((zone) => zone.zone_code))).toEqual(new Set([null]));
  });

  it('when the downtown subset (source_id, ZN_ZONE, GEN_ZONE only) is imported, then the summary counts what each feature leaves not known and the dataset lists the file’s fields', async () => {
    expect(downtown.summary.layers.zoning).toMatchObject({
      fields: ['source_id', 'ZN_ZONE', 'GEN_ZONE'],
      notKnown: {
        'ZN_STRING (the zone label): not in the file': 405,
        'ZN_HOLDING: not in the file, nor the label': 405,
        'ZN_EXCPTN and EXCPTN_NO: not in the file': 405,
        'ZN_STATUS: not in the file': 405,
      },
    });
    expect(formatSummary(downtown.summary)).toContain('not known 405: ZN_HOLDING: not in the file, nor the label');
    const manifest = JSON.parse(await readFile(path.join(downtown.dir, 'manifest.json'), 'utf8')) as DatasetManifest;
    expect(describeDataset(manifest).sources.find((source) => source.file === 'zoning-area-downtown-subset.geojson')?.fields).toEqual([
      'source_id', 'ZN_ZONE', 'GEN_ZONE',
    ]);
  });

  it('when every downtown polygon is looked up, then holding, exception and status are null (not false, none or -1), and neither the panel nor any brief states them', async () => {
    const { features } = await readCity<MultiPolygon>('zoning-area-downtown-subset.geojson');
    for (const feature of features) {
      const answer = await at(downtown.spatial, interiorPoint(feature.geometry!));
      expect(answer.zone, `source_id ${feature.properties.source_id}`).toMatchObject({ holding: null, exception: null, status: null, zone_code: null });
      expect(formatException(answer.zone)).toBe(NOT_IN_DATASET);

      const brief = buildBrief({ reportId: 'ZP-00000001', generatedAt: '2026-01-01T00:00:00.000Z', spatial: answer, source: 'Map Click' });
      expect(brief).toMatchObject({ zoning: { holding: null, governingBylawKnown: false }, exceptions: [], exceptionsKnown: false });
      expect(rowsWithoutSource(brief), `source_id ${feature.properties.source_id}`).toEqual([]);
      const sections = briefSections(brief);
      const rows = sections.flatMap((section) => section.rows);
      expect(rows.find(([item]) => item === HOLDING_LABEL)?.[1]).toBe(HOLDING_NOT_IN_DATASET);
      expect(sections.map((section) => section.whenEmpty)).toContain(EXCEPTIONS_NOT_IN_DATASET);
      const text = JSON.stringify([brief, sections]);
      // The statements the subset once yielded: each about a field it does not carry.
      for (const claim of [/No site-specific exception/i, /carries no FSI/, /governed by/, /"Holding provision \(H\)","No"/, /no holding/i]) {
        expect(text, `source_id ${feature.properties.source_id}`).not.toMatch(claim);
      }
    }
  });

  /**
   * A point inside both an area of the overlay and a downtown zoning polygon (the look-up needs zoning at the point):
   * the zoning polygons' interior points, the first that falls in one of the overlay's areas, with that area.
   */
  async function pointInOverlay(name: string): Promise<{ point: [number, number]; area: Props }> {
    const zoning = await readCity<MultiPolygon>('zoning-area-downtown-subset.geojson');
    const areas = (await readCity<MultiPolygon>(name)).features;
    for (const point of zoning.features.map((f) => interiorPoint(f.geometry!))) {
      const area = areas.find((f) => pointInArea(...point, f.geometry!));
      if (area) return { point, area: area.properties };
    }
    throw new Error(`no downtown zoning polygon lies in ${name}`);
  }

  it('when a point is inside a Policy Area, then the answer reports it with POLICY_ID as a number', async () => {
    const { point, area } = await pointInOverlay('overlay-policy-area.geojson');
    expect((await at(downtown.spatial, point)).overlays.policy_area).toEqual({ POLICY_ID: Number(area.POLICY_ID), CHAPT_200: area.CHAPT_200 });
  });

  it('when a point is inside a Rooming House area, then the answer reports its area and number', async () => {
    const { point, area } = await pointInOverlay('overlay-rooming-house.geojson');
    expect((await at(downtown.spatial, point)).overlays.rooming_house).toEqual({ RMH_AREA: area.RMH_AREA, RMG_HS_NO: area.RMG_HS_NO, RMG_STRING: area.RMG_STRING, CHAP150_25: area.CHAP150_25 });
  });

  it('when a point is inside a Building Setback area, then the answer reports the setback', async () => {
    const { point } = await pointInOverlay('overlay-building-setback.geojson');
    expect((await at(downtown.spatial, point)).overlays.building_setback).toEqual({ ZN_STRING: 'Downtown Tall Building Setback', BYLAW_SECTIONLINK: 'Chapter600_10.htm' });
  });

  it('when a point is 10 m from a Priority Retail Street, then the answer reports that street at 10 m', async () => {
    const street = (await readCity<MultiLineString>('overlay-priority-retail-street.geojson')).features.find(
      (f) => f.properties.LINEAR_NAME_FULL_LEGAL === 'Queen Street West',
    )!;
    expect((await at(downtown.spatial, besideLine(street.geometry!.coordinates[0]!, 10))).overlays.priority_retail_street).toEqual({
      LINEAR_NAME_FULL_LEGAL: 'Queen Street West', distance_m: 10, measured_from: 'point', BYLAW_SECTIONLINK: 'Chapter600_20.htm',
    });
  });

  it('when a point 10 m from a real Priority Retail Street is in an R zone, then 600.20.10(1) does not apply; in a CR zone with no parcel, it cannot be decided', async () => {
    const streets = (await readCity<MultiLineString>('overlay-priority-retail-street.geojson')).features;
    const found = new Map<'R' | 'CR', Awaited<ReturnType<typeof at>>>();
    for (const street of streets) {
      for (const metres of [10, -10]) {
        const answer = await at(downtown.spatial, besideLine(street.geometry!.coordinates[0]!, metres)).catch(() => null);
        const zone = answer?.zone.base_zone;
        if (answer?.overlays.priority_retail_street && (zone === 'R' || zone === 'CR') && !found.has(zone)) found.set(zone, answer);
      }
      if (found.size === 2) break;
    }
    const retailRow = (zone: 'R' | 'CR') => {
      const brief = buildBrief({ reportId: 'ZP-00000001', generatedAt: '2026-01-01T00:00:00.000Z', spatial: found.get(zone)!, source: 'Map Click' });
      return brief.modifiers.find((row) => row.label === 'Priority Retail Street');
    };
    expect([...found.keys()].sort()).toEqual(['CR', 'R']);
    expect(retailRow('R')).toMatchObject({ section: '600.20.10(1)', value: expect.stringMatching(/applies only to lots in the CR, CRE, I or IH zone, so it does not apply to this R lot$/) });
    expect(retailRow('CR')?.value).toMatch(/with no parcel here, whether a lot abuts it cannot be decided$/);
    // The layer's own link (BYLAW_SECTIONLINK "Chapter600_20.htm") is where the brief sends the reader.
    expect(retailRow('CR')?.url).toBe('https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter600_20.htm');
  });

  it('when a point is inside each polygon of the full-attribute sample, then it answers that polygon’s ZN_STRING and its exception', async () => {
    const { spatial, summary } = await importInto('full-attribute', {
      zoning: cityFile('zoning-area-full-attribute-sample.geojson'),
      boundary: cityFile('city-boundary.geojson'),
    });
    expect(summary.layers.zoning).toMatchObject({ read: 2, kept: 2, variants: { 'exception number read from ZN_EXCPTN_NO': 2 } });
    const { features } = await readCity<MultiPolygon>('zoning-area-full-attribute-sample.geojson');
    for (const feature of features) {
      expect((await at(spatial, interiorPoint(feature.geometry!))).zone).toMatchObject({
        base_zone: feature.properties.ZN_ZONE,
        zone_code: feature.properties.ZN_STRING,
        exception: feature.properties.ZN_EXCPTN_NO,
        exception_section: feature.properties.ZBL_EXCPTN,
      });
    }
  });

  it('when a real zoning polygon has ZN_STATUS 5, then a point in it gets the former by-law card, named for its former municipality', async () => {
    const sample = await readCity<MultiPolygon>('zoning-area-full-attribute-sample.geojson');
    const polygon = sample.features[0]!;
    const file = path.join(root, 'status-5.geojson');
    await writeFile(file, JSON.stringify({ ...sample, features: [{ ...polygon, properties: { ...polygon.properties, ZN_STATUS: 5 } }] }));
    const { spatial, summary } = await importInto('status-5', {
      zoning: file,
      boundary: cityFile('city-boundary.geojson'),
      'former-municipalities': cityFile('former-municipalities.geojson'),
    });
    const point = interiorPoint(polygon.geometry!);
    const municipalities = await readCity<MultiPolygon>('former-municipalities.geojson');
    const home = municipalities.features.find((m) => pointInArea(...point, m.geometry!))!;
    const answer = await at(spatial, point);
    expect(summary.formerBylawAreas).toBe(1);
    expect(answer).toMatchObject({ former_bylaw_area: true, zone: { is_former_city_area: true, former_bylaw: formerBylawName(String(home.properties.AREA_NAME)) } });
    const brief = buildBrief({ reportId: 'ZP-00000001', generatedAt: '2026-01-01T00:00:00.000Z', spatial: answer, source: 'Map Click' });
    const bylaw = formerBylawName(String(home.properties.AREA_NAME));
    expect(answer.zone).toMatchObject({ base_zone: polygon.properties.ZN_ZONE, former_municipality: home.properties.AREA_NAME });
    expect(brief.formerBylaw).toEqual({
      bylaw,
      message: formerBylawMessage(bylaw),
      nameSource: expect.stringMatching(/^Named from the former municipality the lands lie in \(.+, in the City's Former Municipality Boundaries\); the zoning data itself names no by-law$/),
    });
    // The sample's label carries an exception of 569-2013's (x42): it is not that by-law's to apply here.
    expect(brief.exceptions).toEqual([]);
    expect(brief.modifiers.map((row) => row.label)).toEqual(['Former by-law area']);
    if (home.properties.AREA_NAME !== 'TORONTO') expect(JSON.stringify(brief)).not.toContain('Former City of Toronto');
  });

  it('when the residential outlines (geometry and _id only) are passed as --zoning, then the import stops: they carry no ZN_ZONE', async () => {
    const file = cityFile('zoning-area-residential-outlines.geojson');
    await expect(importInto('outlines-as-is', { zoning: file, boundary: cityFile('city-boundary.geojson') })).rejects.toThrow(
      `${file} (feature 25, line 26): is not the Zoning Area (--zoning): none of its first 25 features has ZN_ZONE (the first feature's fields: _id)`,
    );
  });

  it('when the residential outlines are given a zone, then all 5,863 are read: 5,855 kept and the 8 null geometries rejected', async () => {
    const outlines = await readCity<Polygon>('zoning-area-residential-outlines.geojson');
    const file = path.join(root, 'outlines-with-zone.geojson');
    const withZone = outlines.features.map((f): Feature<Polygon | null, Props> => ({ ...f, properties: { ...f.properties, ZN_ZONE: 'R' } }));
    await writeFile(file, JSON.stringify({ ...outlines, features: withZone }));
    const { summary, spatial } = await importInto('outlines-with-zone', { zoning: file, boundary: cityFile('city-boundary.geojson') });
    expect(summary.layers.zoning).toMatchObject({ read: 5863, kept: 5855, rejected: { 'no geometry': 8 } });
    const first = outlines.features.find((f) => f.geometry !== null)!;
    expect((await at(spatial, interiorPoint(first.geometry!))).zone.base_zone).toBe('R');
  });
});
