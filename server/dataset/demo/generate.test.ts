import { beforeAll, describe, expect, it } from 'vitest';
import { pointInArea } from '../../../src/lib/geo/point-in-polygon';
import { findZone, ZONES } from '../../../src/lib/zoning/zone-categories';
import type { Dataset, ZoningProperties } from '../../../src/lib/spatial/schema';
import { DEMO_DATASET_ID, DEMO_VERSION_DATE, generateDemoDataset } from './generate';
import { FORMER_BYLAW_AREAS } from './land-use-areas';
import { PARCEL_ZONES } from './lots';
import { createRandom } from '../../../src/lib/random/prng';
import { areaOf, indexFeatures } from './test-support';

let dataset: Dataset;
beforeAll(() => {
  dataset = generateDemoDataset();
});

function randomPoints(count: number, key: string): [number, number][] {
  const random = createRandom(key);
  const [west, south, east, north] = dataset.manifest.bbox;
  return Array.from({ length: count }, () => [west + random.next() * (east - west), south + random.next() * (north - south)]);
}

describe('the demo zoning cover', () => {
  it('when the zoning areas are summed, then they equal the outline’s area', () => {
    const total = dataset.zoning.features.reduce((sum, f) => sum + areaOf(f.geometry), 0);
    const outline = areaOf(dataset.boundary.geometry);
    expect(Math.abs(total - outline) / outline).toBeLessThan(1e-6);
  });

  it('when random points are dropped on the city, then each point inside lies in exactly one zone and each outside in none', () => {
    const index = indexFeatures(dataset.zoning.features);
    let inside = 0;
    for (const [lng, lat] of randomPoints(3000, 'cover-points')) {
      const hits = index.containing(lng, lat).length;
      const inCity = pointInArea(lng, lat, dataset.boundary.geometry);
      if (inCity) inside += 1;
      expect(hits, `${lng}, ${lat}`).toBe(inCity ? 1 : 0);
    }
    expect(inside).toBeGreaterThan(1000);
  });

  it('when the zones are listed, then every zone of By-law 569-2013 appears', () => {
    const present = new Set(dataset.zoning.features.map((f) => f.properties.ZN_ZONE));
    for (const zone of ZONES) expect(present, zone.symbol).toContain(zone.symbol);
  });

  it('when a zone is in the by-law, then its code, chapter and sections come from the zone table', () => {
    const wrong = dataset.zoning.features.filter(({ properties: p }) => {
      if (p.ZN_STATUS !== 0) return false;
      const zone = findZone(p.ZN_ZONE)!;
      const exception = p.ZN_EXCPTN === 'Y' ? `${zone.exceptionSection}.10(${p.EXCPTN_NO})` : '';
      return p.GEN_ZONE !== zone.genZone || p.ZBL_CHAPTR !== String(zone.chapter) ||
        p.ZBL_SECTN !== (zone.section ?? '') || p.ZBL_EXCPTN !== exception;
    });
    expect(wrong.map((f) => f.properties.ZN_STRING)).toEqual([]);
  });

  it('when a zone label is read back, then it agrees with every numeric field', () => {
    const labels = new Map<string, ZoningProperties>();
    for (const { properties: p } of dataset.zoning.features) if (p.ZN_STATUS !== 5) labels.set(JSON.stringify(labelFields(p)), p);
    for (const p of labels.values()) expect(fieldsFromLabel(p.ZN_STRING ?? ''), p.ZN_STRING).toEqual(labelFields(p));
  });

  it('when labels are compared with the City’s style, then holding, exception and frontage forms all occur', () => {
    const labels = dataset.zoning.features.map((f) => f.properties.ZN_STRING ?? '');
    expect(labels.some((l) => /^\(H\) /.test(l))).toBe(true);
    expect(labels.some((l) => / \(x\d+\)$/.test(l))).toBe(true);
    expect(labels).toContain('RD (f13.5; a510; d0.45) (x42)');
    expect(labels.filter((l) => / f\d/.test(l)).every((l) => /\(f\d+\.\d+;/.test(l))).toBe(true);
  });

  it('when land is under a former by-law, then it is status 5 with the by-law named, in several clusters', () => {
    const former = dataset.zoning.features.filter((f) => f.properties.ZN_STATUS === 5).map((f) => f.properties);
    const bylaws = new Set(FORMER_BYLAW_AREAS.map((a) => a.bylaw));
    expect(former.length).toBeGreaterThan(10);
    for (const p of former) {
      expect(p).toMatchObject({ ZN_ZONE: 'Former', GEN_ZONE: -1, ZN_STRING: p.FORMER_BYLAW });
      expect(bylaws).toContain(p.FORMER_BYLAW);
    }
    expect(new Set(former.map((p) => p.FORMER_BYLAW)).size).toBe(bylaws.size);
  });
});

describe('the demo overlays', () => {
  it('when a height polygon is read, then its label matches its metres and storeys', () => {
    expect(dataset.height.features.length).toBeGreaterThan(100);
    for (const { properties: p } of dataset.height.features) {
      expect(p.HT_STRING).toBe(`HT ${Number.isInteger(p.HT_HEIGHT) ? p.HT_HEIGHT.toFixed(1) : p.HT_HEIGHT}, ST ${p.HT_STORIES}`);
    }
  });

  it('when lot coverage is read, then it is a plausible percentage', () => {
    expect(dataset.coverage.features.length).toBeGreaterThan(50);
    for (const { properties: p } of dataset.coverage.features) expect([30, 33, 35, 40, 45]).toContain(p.PRCNT_CVER);
  });

  it('when random points are dropped on the city, then no point lies in two polygons of one overlay', () => {
    const overlays = [indexFeatures(dataset.height.features), indexFeatures(dataset.coverage.features)];
    for (const [lng, lat] of randomPoints(2000, 'overlay-points')) {
      for (const index of overlays) expect(index.containing(lng, lat).length).toBeLessThanOrEqual(1);
    }
  });

  it('when an overlay polygon is checked, then it lies over residential or mixed-use zoning', () => {
    const zoning = indexFeatures(dataset.zoning.features);
    const wrong = [...dataset.height.features, ...dataset.coverage.features].flatMap(({ geometry }) => {
      const ring = geometry.type === 'Polygon' ? geometry.coordinates[0]! : geometry.coordinates[0]![0]!;
      // The centroid of the first three corners: inside a rectangle, and off any shared edge.
      const [a, b, c] = [ring[0]!, ring[1]!, ring[2]!];
      const [lng, lat] = [(a[0]! + b[0]! + c[0]!) / 3, (a[1]! + b[1]! + c[1]!) / 3];
      if (!pointInArea(lng, lat, geometry)) return [];
      const zones = zoning.containing(lng, lat).map((z) => z.properties.ZN_ZONE);
      return zones.every((zone) => PARCEL_ZONES.has(zone)) ? [] : [zones.join()];
    });
    expect(wrong).toEqual([]);
  });
});

describe('the demo dataset as a whole', () => {
  it('when any feature is read, then it is marked as demo data', () => {
    expect(dataset.boundary.properties.DEMO).toBe('Y');
    const layers = [
      dataset.zoning, dataset.height, dataset.coverage, dataset.parcels,
      dataset.policyAreas, dataset.roomingHouses, dataset.buildingSetbacks, dataset.priorityRetailStreets,
      dataset.centreline, dataset.water,
    ];
    for (const layer of layers) expect(layer.features.length).toBeGreaterThan(0);
    const unmarked = layers.flatMap((layer) => layer.features.filter((f) => f.properties.DEMO !== 'Y'));
    expect(unmarked).toEqual([]);
    expect(dataset.addresses.filter((a) => a.DEMO !== 'Y')).toEqual([]);
  });

  it('when the manifest is read, then it names a fixed demo version and counts what is there', () => {
    const { manifest } = dataset;
    expect(manifest).toMatchObject({
      id: DEMO_DATASET_ID,
      name: 'ZoneBrief demo dataset of Toronto (generated)',
      version: DEMO_VERSION_DATE,
      source: 'demo',
      createdAt: `${DEMO_VERSION_DATE}T00:00:00.000Z`,
      attribution: 'Demo data generated by ZoneBrief; not City of Toronto data',
    });
    expect(manifest.id).toMatch(/^demo-v\d+-\d{4}-\d{2}-\d{2}$/);
    expect(manifest.counts).toEqual({
      zoning: dataset.zoning.features.length,
      height: dataset.height.features.length,
      coverage: dataset.coverage.features.length,
      parcels: dataset.parcels.features.length,
      addresses: dataset.addresses.length,
      policyAreas: dataset.policyAreas.features.length,
      roomingHouses: dataset.roomingHouses.features.length,
      buildingSetbacks: dataset.buildingSetbacks.features.length,
      priorityRetailStreets: dataset.priorityRetailStreets.features.length,
      centreline: dataset.centreline.features.length,
      water: dataset.water.features.length,
    });
  });

  it('when the bounding box is read, then it lies within Toronto’s box and holds the outline', () => {
    const [west, south, east, north] = dataset.manifest.bbox;
    expect(west).toBeGreaterThanOrEqual(-79.64);
    expect(east).toBeLessThanOrEqual(-79.12);
    expect(south).toBeGreaterThanOrEqual(43.58);
    expect(north).toBeLessThanOrEqual(43.86);
    const ring = dataset.boundary.geometry.type === 'Polygon' ? dataset.boundary.geometry.coordinates[0]! : [];
    for (const [lng, lat] of ring) {
      expect(lng! >= west && lng! <= east && lat! >= south && lat! <= north).toBe(true);
    }
  });

  it('when coordinates are read, then none has more than 7 decimals', () => {
    const sample = [...dataset.zoning.features.slice(0, 2000), ...dataset.parcels.features.slice(0, 2000)];
    const long = sample.flatMap((f) => JSON.stringify(f.geometry.coordinates).match(/\.\d{8,}/g) ?? []);
    expect(long).toEqual([]);
  });
});

type LabelFields = Pick<ZoningProperties,
  'ZN_ZONE' | 'ZN_HOLDING' | 'FSI_TOTAL' | 'FRONTAGE' | 'ZN_AREA' | 'UNITS' | 'DENSITY' | 'PRCNT_COMM' | 'PRCNT_RES' |
  'PRCNT_EMMP' | 'PRCNT_OFFC' | 'STAND_SET' | 'ZN_EXCPTN' | 'EXCPTN_NO'>;

const TOKEN_FIELD = {
  f: 'FRONTAGE', a: 'ZN_AREA', u: 'UNITS', d: 'DENSITY', c: 'PRCNT_COMM', r: 'PRCNT_RES', e: 'PRCNT_EMMP', o: 'PRCNT_OFFC',
} as const;
const LABEL =
  /^(\(H\) )?([A-Z]+)(?: (\d+(?:\.\d+)?))?(?: \(((?:[faudcreo][\d.]+)(?:; [faudcreo][\d.]+)*)\))?(?: SS(\d))?(?: \(x(\d+)\))?$/;

/** An independent reading of a ZN_STRING, to check the generator's fields against. */
function fieldsFromLabel(label: string): LabelFields {
  const match = LABEL.exec(label);
  if (!match) throw new Error(`Unreadable label: ${label}`);
  const [, held, zone, fsi, tokens, standardSet, exception] = match;
  const fields: LabelFields = {
    ZN_ZONE: zone!, ZN_HOLDING: held ? 'Y' : 'N', FSI_TOTAL: fsi ? Number(fsi) : -1, FRONTAGE: -1, ZN_AREA: -1,
    UNITS: -1, DENSITY: -1, PRCNT_COMM: -1, PRCNT_RES: -1, PRCNT_EMMP: -1, PRCNT_OFFC: -1,
    STAND_SET: standardSet ? Number(standardSet) : -1, ZN_EXCPTN: exception ? 'Y' : 'N', EXCPTN_NO: exception ? Number(exception) : -1,
  };
  for (const token of tokens?.split('; ') ?? []) {
    fields[TOKEN_FIELD[token[0] as keyof typeof TOKEN_FIELD]] = Number(token.slice(1));
  }
  return fields;
}

function labelFields(p: ZoningProperties): LabelFields {
  const { ZN_ZONE, ZN_HOLDING, FSI_TOTAL, FRONTAGE, ZN_AREA, UNITS, DENSITY, PRCNT_COMM, PRCNT_RES, PRCNT_EMMP, PRCNT_OFFC, STAND_SET, ZN_EXCPTN, EXCPTN_NO } = p;
  if ((ZN_HOLDING === 'Y') !== p.HOLDING_ID > 0) throw new Error(`HOLDING_ID disagrees with ZN_HOLDING in ${p.ZN_STRING}`);
  return { ZN_ZONE, ZN_HOLDING, FSI_TOTAL, FRONTAGE, ZN_AREA, UNITS, DENSITY, PRCNT_COMM, PRCNT_RES, PRCNT_EMMP, PRCNT_OFFC, STAND_SET, ZN_EXCPTN, EXCPTN_NO };
}
