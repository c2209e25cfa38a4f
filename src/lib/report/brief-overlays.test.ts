import { describe, expect, it } from 'vitest';
import type { SpatialDataAnswer } from '../api/spatial';
import { overlayFound, readOverlays, unloadedOverlayNames } from './brief-overlays';
import { NO_OVERLAYS, spatialFixture } from '../../../tests/fixtures/spatial-fixture';

const NONE = NO_OVERLAYS;

const ALL: SpatialDataAnswer['overlays'] = {
  height: { HT_STRING: 'HT 10.5, ST 3', HT_HEIGHT: 10.5, HT_STORIES: 3 },
  coverage: { PRCNT_CVER: 33 },
  policy_area: { POLICY_ID: 3 },
  rooming_house: { RMH_AREA: 'B', RMG_HS_NO: 1, RMG_STRING: 'B1' },
  building_setback: { ZN_STRING: 'BSO 3.0' },
  priority_retail_street: { LINEAR_NAME_FULL_LEGAL: 'Queen Street West', distance_m: 12.4, measured_from: 'parcel' },
};

const linesOf = (overlays: SpatialDataAnswer['overlays']): string[] => readOverlays(overlays).map((row) => `${row.label} | ${row.value} | ${row.section ?? '—'}`);

describe('readOverlays', () => {
  it('when every overlay is mapped, then each is a row in words with its section', () => {
    expect(linesOf(ALL)).toEqual([
      'Maximum height | 10.5 m, 3 storeys | 995.20',
      'Maximum lot coverage | 33% of the lot area | 995.30',
      'Policy area | Policy Area 3 | 995.10',
      'Rooming house area | Rooming house area B1 | 995.41',
      'Building setback overlay | BSO 3.0 | 600.10',
      'Priority retail street within 30 m | Queen Street West, 12 m from the parcel | 600.20',
    ]);
  });

  it('when an overlay links to other rules, then its note points to them', () => {
    const notes = readOverlays(ALL).map((row) => row.note);

    expect(notes).toEqual([
      'Height overlay label "HT 10.5, ST 3"',
      undefined,
      'Parking rates by policy area are in Chapter 200',
      'Rooming (multi-tenant) house regulations are in Chapter 150 (Specific Use Regulations)',
      undefined,
      'Measured from the nearest edge of the parcel to the street line',
    ]);
  });

  it('when the retail street was measured from the point (no parcel), then the brief says so', () => {
    const retail = readOverlays({ ...NONE, priority_retail_street: { LINEAR_NAME_FULL_LEGAL: 'Queen Street West', distance_m: 21.6, measured_from: 'point' } }).at(-1);

    expect([retail?.value, retail?.note]).toEqual(['Queen Street West, 22 m from the point', 'No parcel at this point, so measured from the point itself']);
  });

  it('when the retail street touches or crosses the parcel, then the brief says so rather than "0 m"', () => {
    const retail = readOverlays({ ...NONE, priority_retail_street: { LINEAR_NAME_FULL_LEGAL: 'Queen Street West', distance_m: 0, measured_from: 'parcel' } }).at(-1);

    expect(retail?.value).toBe('Queen Street West, touching or crossing the parcel');
  });

  it('when a layer links its own by-law page, then its row cites and links that page', () => {
    const rows = readOverlays({
      ...ALL,
      rooming_house: { RMH_AREA: 'B', RMG_HS_NO: 1, RMG_STRING: 'B1', CHAP150_25: 'Chapter150_25.htm' },
      building_setback: { ZN_STRING: 'BSO 3.0', BYLAW_SECTIONLINK: 'Chapter600_10.htm' },
      policy_area: { POLICY_ID: 3, CHAPT_200: 'Chapter970.htm' },
    });

    expect(rows.find((row) => row.label === 'Building setback overlay')).toMatchObject({
      section: '600.10',
      url: 'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter600_10.htm',
    });
    expect(rows.find((row) => row.label === 'Rooming house area')?.note).toBe('Rooming (multi-tenant) house regulations are in 150.25, the section the layer links (CHAP150_25)');
    expect(rows.find((row) => row.label === 'Policy area')?.note).toBe('Parking rates by policy area are in Chapter 200; the layer links Chapter 970 (CHAPT_200)');
  });

  it('when no overlay is mapped, then each is listed as checked and absent', () => {
    expect(linesOf(NONE)).toEqual([
      "Maximum height | No height overlay here: any limit is the zone's own | 995.20",
      "Maximum lot coverage | No lot coverage overlay here: any limit is the zone's own | 995.30",
      'Policy area | None mapped at this point | 995.10',
      'Rooming house area | None mapped at this point | 995.41',
      'Building setback overlay | None mapped at this point | 600.10',
      'Priority retail street within 30 m | None mapped at this point | 600.20',
    ]);
  });

  it('when the height overlay gives one storey and no metres, then it reads "1 storey"', () => {
    const [height] = readOverlays({ ...NONE, height: { HT_STRING: 'ST 1', HT_HEIGHT: -1, HT_STORIES: 1 } });

    expect(height?.value).toBe('1 storey');
  });

  it('when the dataset was made without some overlays, then those say "Not loaded in this dataset", not "None mapped"', () => {
    const { dataset } = spatialFixture({ label: 'RD (f12.0; a370)', notLoaded: ['height', 'priority_retail_street'] });

    expect(readOverlays(NONE, dataset).map((row) => `${row.label} | ${row.value}`)).toEqual([
      'Maximum height | Not loaded in this dataset',
      "Maximum lot coverage | No lot coverage overlay here: any limit is the zone's own",
      'Policy area | None mapped at this point',
      'Rooming house area | None mapped at this point',
      'Building setback overlay | None mapped at this point',
      'Priority retail street within 30 m | Not loaded in this dataset',
    ]);
    expect(unloadedOverlayNames(NONE, dataset)).toEqual(['height overlay', 'priority retail streets']);
  });

  it('when an answer carries no list of layers (kept from before it was sent), then every overlay reads as loaded', () => {
    expect(readOverlays(NONE, {}).some((row) => row.value === 'Not loaded in this dataset')).toBe(false);
  });

  it('when no height or coverage overlay is mapped, then the rows name the zone\'s own article, never "no limit"', () => {
    const [height, coverage] = readOverlays(NONE, {}, { height: '10.20.40.10 (inferred)', coverage: '10.20.30.40 (inferred)' });

    expect([height?.value, coverage?.value]).toEqual([
      "No height overlay here: the zone's own limit in 10.20.40.10 (inferred) applies",
      "No lot coverage overlay here: the zone's own limit in 10.20.30.40 (inferred) applies",
    ]);
  });

  it('when rows are read back, then only the overlays found count as found', () => {
    const found = readOverlays({ ...NONE, policy_area: { POLICY_ID: 2 } }, {}, { height: '10.20.40.10', coverage: null }).filter(overlayFound);

    expect(found.map((row) => row.label)).toEqual(['Policy area']);
  });

  it('when the retail street’s distance is not a number, then the brief says it is within 30 m and the distance is not in the data', () => {
    const retail = readOverlays({ ...NONE, priority_retail_street: { LINEAR_NAME_FULL_LEGAL: ' ', distance_m: Number.NaN, measured_from: 'parcel' } }).at(-1);

    expect(retail?.value).toBe('A street not named in the data, within 30 m (distance not in the data)');
  });
});
