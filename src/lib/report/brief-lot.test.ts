import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { NO_STREET_LINE, type LotSurroundings } from '../geo/lot-measure';
import { METRES_PER_DEGREE_LAT } from '../spatial/ground-metres';
import type { BriefProperty } from './brief-model';
import { spatialFixture } from '../../../tests/fixtures/spatial-fixture';
import { buildBrief } from './build-brief';
import { AREA_SOURCE, frontageArticles, MEASURED_LOT_CONTENTS, MEASURED_SOURCE, measureBriefLot, NOT_MEASURED, SURROUNDINGS_NOT_READ } from './brief-lot';

const LAT = 43.7;
const PER_LNG = METRES_PER_DEGREE_LAT * Math.cos((LAT * Math.PI) / 180);
const at = (east: number, north: number): Position => [-79.4 + east / PER_LNG, LAT + north / METRES_PER_DEGREE_LAT];
const box = (w: number, s: number, e: number, n: number): Position[][] => [[at(w, s), at(e, s), at(e, n), at(w, n), at(w, s)]];

const PROPERTY: BriefProperty = {
  address: '12 Elm St',
  parcelId: 'P-1',
  lotAreaM2: 300,
  lotAreaFt2: 3229.2,
  lat: LAT,
  lng: -79.4,
  source: 'Map Click',
};

/** A 10 m × 30 m lot on the north side of Elm Street, on the corner of Oak Avenue to its west. */
const CORNER: LotSurroundings = {
  parcel: box(0, 0, 10, 30),
  parcels: [box(10, 0, 20, 30), box(0, 30, 10, 60)],
  streets: [
    { name: 'Elm Street', addressName: 'Elm St', line: [at(-200, -10), at(200, -10)] },
    { name: 'Oak Avenue', addressName: 'Oak Ave', line: [at(-10, -200), at(-10, 200)] },
  ],
  zones: [{ zone: 'RD', label: 'RD (f15.0; a510; d0.45)', polygons: [box(0, 0, 100, 100)] }],
};

describe('measureBriefLot', () => {
  it('when the lot is measured, then its figures, kind and streets are set, front street first', () => {
    const lot = measureBriefLot(CORNER, PROPERTY, '10.20');

    expect(lot).toMatchObject({ frontageM: 10, depthM: 30, areaM2: 300, kind: 'corner', streets: ['Elm Street', 'Oak Avenue'], unmeasured: null });
    expect(lot.rows.map((row) => `${row.label}: ${row.value}`)).toEqual([
      'Lot frontage: 10 m on Elm Street',
      'Lot depth: 30 m',
      'Lot area: 300 m² (3,229 ft²)',
      'Corner or through lot: Corner lot',
      'Streets: Elm Street (front, 10 m of lot line); Oak Avenue (30 m of lot line)',
      'Zone to the left: No zone mapped there',
      'Zone to the right: RD (f15.0; a510; d0.45)',
      'Zone to the rear: RD (f15.0; a510; d0.45)',
      'Zone across the street: No zone mapped there',
    ]);
  });

  it('when the lot is measured, then its rows are, in order, the kinds of row the preview names', () => {
    const kinds = measureBriefLot(CORNER, PROPERTY, '10.20').rows.map((row) => {
      if (row.label.startsWith('Zone ')) return 'the zone on each side, at the rear and across the street';
      if (row.label === 'Street' || row.label === 'Streets') return 'the streets it fronts';
      return MEASURED_LOT_CONTENTS.find((content) => content.startsWith(row.label.toLowerCase())) ?? row.label;
    });

    expect([...new Set(kinds)]).toEqual(MEASURED_LOT_CONTENTS);
  });

  it('when the lot is measured, then every row names its source', () => {
    const lot = measureBriefLot(CORNER, PROPERTY, '10.20');

    for (const row of lot.rows) expect(row.note, row.label).toMatch(/\S/);
    expect(lot.rows[0]!.note).toContain(MEASURED_SOURCE);
    expect(lot.rows[2]!.note).toBe(AREA_SOURCE);
  });

  it('when the zone is RD, then the frontage cites 10.5.30.20 and the zone article marked as inferred, in the data and the words', () => {
    const lot = measureBriefLot(CORNER, PROPERTY, '10.20');

    expect(lot.rows[0]).toMatchObject({ section: '10.20.30.20 (inferred)', url: expect.stringContaining('Chapter10_20') });
    expect(lot.frontageMethod).toContain('10.5.30.20 and 10.20.30.20 (number inferred');
    expect(lot.depthMethod).toContain('perpendicular to the front lot line on Elm Street');
  });

  it("when the zone's Lot Frontage article was read (RS), then it is cited as it is", () => {
    expect(frontageArticles('10.40')).toEqual([
      expect.objectContaining({ article: '10.5.30.20', inferred: false }),
      expect.objectContaining({ article: '10.40.30.20', inferred: false }),
    ]);
    expect(measureBriefLot(CORNER, PROPERTY, '10.40').rows[0]!.section).toBe('10.40.30.20');
  });

  it('when the zone is outside the residential chapters or unknown, then no frontage article is given', () => {
    expect(frontageArticles('40.10')).toEqual([]);
    expect(frontageArticles(null)).toEqual([]);
    expect(measureBriefLot(CORNER, PROPERTY, null).rows[0]!.section).toBeNull();
  });

  it('when the parcel address names the longer street line, then that street is the front', () => {
    const lot = measureBriefLot(CORNER, { ...PROPERTY, address: '3 Oak Ave' }, '10.20', ['3 Oak Ave']);

    expect(lot.streets).toEqual(['Oak Avenue', 'Elm Street']);
    expect(lot.frontageM).toBe(30);
    expect(lot.rows.find((row) => row.label === 'Streets')!.note).toContain("named in the parcel's address");
  });

  it('when no surroundings were read, then the lot is not measured and the area still comes from the parcel data', () => {
    const lot = measureBriefLot(null, PROPERTY);

    expect(lot).toMatchObject({ frontageM: null, depthM: null, kind: null, areaM2: 300, unmeasured: SURROUNDINGS_NOT_READ });
    expect(lot.rows.map((row) => row.value)).toEqual([NOT_MEASURED, '300 m² (3,229 ft²)']);
  });

  it('when no street is near, then the reason is kept', () => {
    const lot = measureBriefLot({ ...CORNER, streets: [] }, PROPERTY);

    expect(lot.unmeasured).toBe(NO_STREET_LINE);
    expect(lot.rows[0]!.note).toBe(NO_STREET_LINE);
  });

  it('when the brief is built with the surroundings, then its lot is measured and the frontage is compared with the label\'s f', () => {
    const brief = buildBrief({
      reportId: 'ZP-1a2b3c4d',
      generatedAt: '2024-06-15T10:00:00.000Z',
      spatial: spatialFixture({ label: 'RD (f15.0; a510; d0.45)', lotAreaM2: 300, address: '12 Elm St' }),
      source: 'Map Click',
      surroundings: CORNER,
    });

    expect(brief.lot.frontageM).toBe(10);
    expect(brief.lot.rows[0]!.section).toBe('10.20.30.20 (inferred)');
    expect(brief.derived.find((row) => row.label === 'Lot frontage against the minimum')?.value).toBe('Below the minimum by 5 m');
  });
});
