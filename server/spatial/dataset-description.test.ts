import { describe, expect, it } from 'vitest';
import { toLngLat } from '../../src/lib/geo/lng-lat';
import { partialCityDataset } from '../../tests/fixtures/partial-city-dataset';
import { tinyDataset } from '../../tests/fixtures/tiny-dataset';
import { createSpatialService } from './spatial-service';

/** Inside the tiny dataset's parcel, in its RD block (height, coverage, policy area and rooming house mapped there). */
const ON_PARCEL = toLngLat(-79.3985, 43.6515);

describe('the dataset in every spatial answer and on GET /api/dataset', () => {
  it('when the dataset records no layers (the demo), then every layer is loaded and no City file is named', () => {
    const spatial = createSpatialService(tinyDataset());

    const { dataset } = spatial.spatialData(ON_PARCEL);

    expect(Object.values(dataset.layers ?? {})).toEqual(Array(9).fill('loaded'));
    expect(spatial.dataset.sources).toEqual([]);
  });

  it('when an import was given no height, parcels or former municipalities, then the answer marks those layers not loaded', () => {
    const spatial = createSpatialService(partialCityDataset(['height', 'parcels', 'former-municipalities']));

    const answer = spatial.spatialData(ON_PARCEL);

    expect(answer.dataset.layers).toEqual({
      height: 'not-loaded',
      coverage: 'loaded',
      policy_area: 'loaded',
      rooming_house: 'loaded',
      building_setback: 'loaded',
      priority_retail_street: 'loaded',
      former_bylaw: 'not-loaded',
      parcels: 'not-loaded',
      addresses: 'loaded',
    });
    expect([answer.overlays.height, answer.parcel]).toEqual([null, null]);
    expect(answer.overlays.coverage).toEqual({ PRCNT_CVER: 35 });
  });

  it('when the dataset is the City’s, then the description names each file read with the City’s title, its publication date and its import day', () => {
    const dataset = partialCityDataset(['height', 'coverage', 'parcels', 'addresses']);
    dataset.manifest.createdAt = '2026-12-07T15:04:05.000Z';
    const spatial = createSpatialService(dataset);

    const { sources, ...info } = spatial.dataset;

    expect(info).toMatchObject({ source: 'city', demo: false, version: '2026-02-20', imported: '2026-12-07', zoningPublished: '2026-02-19' });
    expect(sources[0]).toEqual({ title: 'Zoning By-law 569-2013: Zoning Area', file: 'zoning.geojson', published: '2026-02-19', imported: '2026-12-07', features: 3 });
    expect(sources.map((source) => source.title)).not.toContain('Property Boundaries');
    expect(sources.map((source) => source.title)).toContain('Former Municipality Boundaries');
  });

  it('when a source has no publication date of its own, then its publication is not known, not the dataset’s date', () => {
    const dataset = partialCityDataset([]);
    dataset.manifest.createdAt = '2026-12-07T15:04:05.000Z';
    const { published: _published, ...undated } = dataset.manifest.sources!.zoning!;
    dataset.manifest.sources!.zoning = undated;

    const described = createSpatialService(dataset).dataset;

    expect(described.sources[0]).toMatchObject({ published: null, imported: '2026-12-07' });
    expect(described.zoningPublished).toBeNull();
  });

  it('when the dataset is the generated demo, then no publication is claimed and its day is its generator’s date', () => {
    const { dataset } = createSpatialService(tinyDataset());

    expect(dataset).toMatchObject({ version: '2025-07-14', imported: '2025-07-14', zoningPublished: null, sources: [] });
  });

  it('when the answer goes out, then it carries which layers are loaded but not the list of files', () => {
    const answer = createSpatialService(partialCityDataset(['height'])).spatialData(ON_PARCEL);

    expect(answer.dataset).not.toHaveProperty('sources');
    expect(answer.zone.demo).toBe(false);
  });
});
