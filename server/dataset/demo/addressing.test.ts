import { beforeAll, describe, expect, it } from 'vitest';
import { pointInArea, pointInPolygon } from '../../../src/lib/geo/point-in-polygon';
import type { AddressPoint, Dataset } from '../../../src/lib/spatial/schema';
import { generateDemoDataset } from './generate';
import { lngLatToFrame } from './grid-frame';
import { HOUSE_LOT } from './large-block-lots';
import { MIN_FRONTAGE, PARCEL_ZONES } from './lots';
import { indexFeatures, ringArea } from './test-support';

let dataset: Dataset;
beforeAll(() => {
  dataset = generateDemoDataset();
});

/** Each landmark's place, address, real position and former municipality. */
const EXPECTED_LANDMARKS = [
  ['Toronto City Hall', '100 Queen St W', -79.3841, 43.6534, 'former Toronto'],
  ['CN Tower', '290 Bremner Blvd', -79.3871, 43.6426, 'former Toronto'],
  ['Rogers Centre', '1 Blue Jays Way', -79.3894, 43.6414, 'former Toronto'],
  ['Union Station', '65 Front St W', -79.3806, 43.6453, 'former Toronto'],
  ['Royal Ontario Museum', '100 Queens Park', -79.3948, 43.6677, 'former Toronto'],
  ['Art Gallery of Ontario', '317 Dundas St W', -79.3925, 43.6536, 'former Toronto'],
  ['CF Toronto Eaton Centre', '220 Yonge St', -79.3807, 43.6544, 'former Toronto'],
  ['Casa Loma', '1 Austin Terr', -79.4094, 43.678, 'former Toronto'],
  ['St. Lawrence Market', '93 Front St E', -79.3716, 43.6487, 'former Toronto'],
  ['Scotiabank Arena', '40 Bay St', -79.3791, 43.6435, 'former Toronto'],
  ['Distillery District', '55 Mill St', -79.3596, 43.6503, 'former Toronto'],
  ['Yorkdale Shopping Centre', '3401 Dufferin St', -79.4522, 43.7255, 'North York'],
  ['Toronto Zoo', '2000 Meadowvale Rd', -79.1859, 43.8177, 'Scarborough'],
  ['Scarborough Town Centre', '300 Borough Dr', -79.2578, 43.7757, 'Scarborough'],
  ['Sherway Gardens', '25 The West Mall', -79.557, 43.6117, 'Etobicoke'],
] as const;

/** Metres per degree as the generator projects, for lot sizes. */
const M2_PER_DEG2 = 80_480 * 111_100;

function metres(a: number[], b: number[]): number {
  return Math.hypot((a[0]! - b[0]!) * 80_480, (a[1]! - b[1]!) * 111_100);
}

describe('demo parcels', () => {
  it('when counted, then there are 25,000 to 130,000 parcels and at least 20,000 addresses', () => {
    expect(dataset.parcels.features.length).toBeGreaterThanOrEqual(25_000);
    expect(dataset.parcels.features.length).toBeLessThanOrEqual(130_000);
    expect(dataset.addresses.length).toBeGreaterThanOrEqual(20_000);
  });

  it('when identified, then every PARCELID and every parcel address is unique', () => {
    const parcels = dataset.parcels.features.map((f) => f.properties);
    expect(new Set(parcels.map((p) => p.PARCELID)).size).toBe(parcels.length);
    expect(new Set(parcels.map((p) => p.ADDRESS_FULL)).size).toBe(parcels.length);
  });

  it('when read, then each parcel has the City’s fields: a full address, a common feature type and its area in m²', () => {
    const wrong = dataset.parcels.features.filter(({ properties: p, geometry }) => {
      const measured = ringArea(geometry.coordinates[0]!) * M2_PER_DEG2;
      return p.ADDRESS_FULL !== `${p.ADDRESS_NUMBER} ${p.LINEAR_NAME_FULL}` || p.FEATURE_TYPE !== 'COMMON' ||
        !(p.STATEDAREA > 0) || Math.abs(measured - p.STATEDAREA) / p.STATEDAREA > 0.01;
    });
    expect(wrong.map((f) => f.properties.ADDRESS_FULL)).toEqual([]);
  });

  it('when placed, then each parcel lies inside the city in a residential or mixed-use zone, without overlapping another', () => {
    const zoning = indexFeatures(dataset.zoning.features);
    const parcels = indexFeatures(dataset.parcels.features);
    const wrong: string[] = [];
    for (const { properties: p, geometry } of dataset.parcels.features) {
      const ring = geometry.coordinates[0]!;
      if (!ring.slice(0, 4).every(([lng, lat]) => pointInArea(lng!, lat!, dataset.boundary.geometry))) wrong.push(`${p.ADDRESS_FULL} outside`);
      const [lng, lat] = [(ring[0]![0]! + ring[2]![0]!) / 2, (ring[0]![1]! + ring[2]![1]!) / 2];
      const zones = zoning.containing(lng, lat).map((z) => z.properties.ZN_ZONE);
      if (zones.length !== 1 || !PARCEL_ZONES.has(zones[0]!)) wrong.push(`${p.ADDRESS_FULL} in ${zones.join()}`);
      if (parcels.containing(lng, lat).length !== 1) wrong.push(`${p.ADDRESS_FULL} overlaps`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('when a parcel lies in a house zone (R, RD, RS, RT, RM), then its area is a house lot’s, 150 to 1,500 m²', () => {
    const zoning = indexFeatures(dataset.zoning.features);
    const wrong: string[] = [];
    for (const { properties: p, geometry } of dataset.parcels.features) {
      const ring = geometry.coordinates[0]!;
      const [lng, lat] = [(ring[0]![0]! + ring[2]![0]!) / 2, (ring[0]![1]! + ring[2]![1]!) / 2];
      const zone = zoning.containing(lng, lat)[0]?.properties.ZN_ZONE ?? '';
      if (HOUSE_LOT[zone] && (p.STATEDAREA < 150 || p.STATEDAREA > 1_500)) wrong.push(`${p.ADDRESS_FULL} (${zone}): ${p.STATEDAREA} m²`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('when a zone sets a minimum frontage and lot area, then its lots meet them, but for a few older severances: halves of a lot that did, below f and a', () => {
    const zoning = indexFeatures(dataset.zoning.features);
    const wrong: string[] = [];
    let withFrontage = 0;
    let severed = 0;
    for (const { properties: p, geometry } of dataset.parcels.features) {
      const ring = geometry.coordinates[0]!;
      const [lng, lat] = [(ring[0]![0]! + ring[2]![0]!) / 2, (ring[0]![1]! + ring[2]![1]!) / 2];
      const zone = zoning.containing(lng, lat)[0]?.properties;
      if (!zone) continue;
      const narrowest = Math.min(metres(ring[0]!, ring[1]!), metres(ring[1]!, ring[2]!));
      if (zone.FRONTAGE > 0) withFrontage += 1;
      const belowF = zone.FRONTAGE > 0 && narrowest < zone.FRONTAGE - 0.05;
      if (belowF) {
        severed += 1;
        // Half of a lot at least f wide, and never narrower than the demo's narrowest lot.
        if (narrowest < zone.FRONTAGE / 2 - 0.05 || narrowest < MIN_FRONTAGE - 0.05) wrong.push(`${p.ADDRESS_FULL}: ${narrowest} < f${zone.FRONTAGE} / 2`);
      }
      if (!belowF && zone.ZN_AREA > 0 && p.STATEDAREA < zone.ZN_AREA - 0.5) wrong.push(`${p.ADDRESS_FULL}: ${p.STATEDAREA} < a${zone.ZN_AREA}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    // Some, so briefs meet lots below the minimum; few, as severances are.
    expect(severed).toBeGreaterThan(0);
    expect(severed / withFrontage).toBeLessThan(0.1);
  });
});

describe('demo addresses', () => {
  it('when an address belongs to a parcel, then its point lies inside that parcel', () => {
    const parcels = new Map(dataset.parcels.features.map((f) => [f.properties.ADDRESS_FULL, f]));
    const withParcel = dataset.addresses.filter((a) => parcels.has(a.ADDRESS_FULL));
    expect(withParcel.length).toBe(dataset.parcels.features.length);
    const outside = withParcel.filter((a) => !pointInPolygon(a.LONGITUDE, a.LATITUDE, parcels.get(a.ADDRESS_FULL)!.geometry.coordinates));
    expect(outside.map((a) => a.ADDRESS_FULL)).toEqual([]);
  });

  it('when identified, then every ADDRESS_POINT_ID and every full address is unique', () => {
    expect(new Set(dataset.addresses.map((a) => a.ADDRESS_POINT_ID)).size).toBe(dataset.addresses.length);
    expect(new Set(dataset.addresses.map((a) => a.ADDRESS_FULL)).size).toBe(dataset.addresses.length);
  });

  it('when numbers run along a street, then they grow in one direction only', () => {
    const byStreetSide = new Map<string, AddressPoint[]>();
    for (const a of dataset.addresses) {
      if (a.PLACE_NAME) continue;
      const key = `${a.LINEAR_NAME_FULL}|${Number(a.ADDRESS_NUMBER) % 2}`;
      byStreetSide.set(key, [...(byStreetSide.get(key) ?? []), a]);
    }
    // The way a street runs is its centreline's (a lot set back from a street far away must not turn it round).
    const runsEw = new Map<string, boolean>();
    for (const { properties, geometry } of dataset.centreline.features) {
      const frame = (geometry.type === 'LineString' ? geometry.coordinates : geometry.coordinates.flat()).map(([lng, lat]) => lngLatToFrame(lng!, lat!));
      const spread = (axis: 0 | 1) => Math.max(...frame.map((p) => p[axis])) - Math.min(...frame.map((p) => p[axis]));
      runsEw.set(properties.LINEAR_NAME_FULL, spread(0) > spread(1));
    }
    const wrong = [...byStreetSide].filter(([key, points]) => {
      const frame = points.sort((a, b) => Number(a.ADDRESS_NUMBER) - Number(b.ADDRESS_NUMBER)).map((a) => lngLatToFrame(a.LONGITUDE, a.LATITUDE));
      const us = frame.map((p) => p[0]);
      const vs = frame.map((p) => p[1]);
      const ew = runsEw.get(key.split('|')[0]!) ?? Math.max(...us) - Math.min(...us) > Math.max(...vs) - Math.min(...vs);
      const along = ew ? us : vs;
      const steps = along.slice(1).map((value, k) => value - along[k]!);
      return !(steps.every((s) => s >= -1) || steps.every((s) => s <= 1));
    });
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('when a street has both sides built, then even numbers are on the west or north side and odd on the other', () => {
    const side = (street: string, axis: 0 | 1) => {
      const points = dataset.addresses.filter((a) => a.LINEAR_NAME_FULL === street && !a.PLACE_NAME);
      const cross = (parity: number) =>
        points.filter((a) => Number(a.ADDRESS_NUMBER) % 2 === parity).map((a) => lngLatToFrame(a.LONGITUDE, a.LATITUDE)[axis]);
      return { even: cross(0), odd: cross(1) };
    };
    const palmerston = side('Palmerston Blvd', 0);
    expect(palmerston.even.length).toBeGreaterThan(10);
    expect(Math.max(...palmerston.even)).toBeLessThan(Math.min(...palmerston.odd));
    const queen = side('Queen St W', 1);
    expect(queen.even.length).toBeGreaterThan(10);
    expect(Math.min(...queen.even)).toBeGreaterThan(Math.max(...queen.odd));
  });

  it('when located, then addresses name all six former municipalities', () => {
    expect(new Set(dataset.addresses.map((a) => a.MUNICIPALITY_NAME))).toEqual(
      new Set(['former Toronto', 'York', 'East York', 'North York', 'Scarborough', 'Etobicoke']),
    );
  });

  it('when the local streets are listed, then the real Toronto names of the brief are among them', () => {
    const streets = new Set(dataset.addresses.map((a) => a.LINEAR_NAME_FULL));
    for (const name of ['Palmerston Blvd', 'Euclid Ave', 'Manning Ave', 'Clinton St', 'Crawford St', 'Shaw St', 'Roxton Rd', 'Queen St W', 'Bloor St W', 'Yonge St']) {
      expect(streets, name).toContain(name);
    }
  });
});

/** A street line in the generator's metres (east, north), its ends ordered west to east or south to north. */
interface StreetSegment {
  name: string;
  a: [number, number];
  b: [number, number];
}

const toMetres = (lng: number, lat: number): [number, number] => [lng * 80_480, lat * 111_100];

function streetSegments(): StreetSegment[] {
  return dataset.centreline.features.flatMap(({ properties, geometry }) =>
    (geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates).flatMap((coordinates) => {
      const line = coordinates.map(([lng, lat]) => toMetres(lng!, lat!));
      return line.slice(1).map((end, k) => {
        const start = line[k]!;
        const [dx, dy] = [end[0] - start[0], end[1] - start[1]];
        const forward = Math.abs(dx) >= Math.abs(dy) ? dx > 0 : dy > 0;
        return { name: properties.LINEAR_NAME_FULL, a: forward ? start : end, b: forward ? end : start };
      });
    }),
  );
}

function distanceTo(p: [number, number], { a, b }: StreetSegment): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** Whether the point lies left of the segment run west to east or south to north: north of it, or west of it. */
const isLeftOf = (p: [number, number], { a, b }: StreetSegment) => (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) > 0;

/**
 * An address point stands in the front of the lot that fronts its street: a half road (8–10 m) and its setback
 * (at most 12 m) from the street's line. The shallowest lot a street is given, a house lot of R (33 m), bounds it:
 * a point farther out would stand behind the lots that front the street, where its street is not.
 */
const ON_ITS_STREET_M = Math.min(...Object.values(HOUSE_LOT).map((lot) => lot.depth));

describe('demo addresses on their streets', () => {
  let segments: StreetSegment[];
  /** Every address whose street the demo draws, with the line of its own street nearest it and the nearest other one. */
  let placed: { address: AddressPoint; own: StreetSegment; ownM: number; otherM: number }[];
  beforeAll(() => {
    segments = streetSegments();
    const drawn = new Set(segments.map((s) => s.name));
    placed = dataset.addresses.filter((a) => drawn.has(a.LINEAR_NAME_FULL)).map((address) => {
      const point = toMetres(address.LONGITUDE, address.LATITUDE);
      let [own, ownM, otherM] = [segments[0]!, Infinity, Infinity];
      for (const segment of segments) {
        const d = distanceTo(point, segment);
        if (segment.name !== address.LINEAR_NAME_FULL) otherM = Math.min(otherM, d);
        else if (d < ownM) [own, ownM] = [segment, d];
      }
      return { address, own, ownM, otherM };
    });
  });

  it('when an address names a street the demo draws, then its point lies within a house lot’s depth of that street’s line', () => {
    expect(placed.length).toBeGreaterThan(dataset.addresses.length * 0.99);
    const far = placed.filter((p) => p.ownM > ON_ITS_STREET_M);
    expect(far.map((p) => `${p.address.ADDRESS_FULL}: ${p.ownM.toFixed(1)} m`).slice(0, 10)).toEqual([]);
  });

  it('when an address names a street the demo draws, then no other street lies nearer its point', () => {
    // A street ending at its own across the road (a T) is as near as its own where the point faces it, so equal
    // distances pass, to the dataset's precision: 7 decimals, about 1 cm, on the point and on the lines' ends.
    const wrong = placed.filter((p) => p.otherM < p.ownM - 0.05);
    expect(wrong.map((p) => `${p.address.ADDRESS_FULL}: ${p.ownM.toFixed(1)} m, another street ${p.otherM.toFixed(1)} m`).slice(0, 10)).toEqual([]);
  });

  it('when an address names a street the demo draws, then it stands on its number’s side: even north or west, odd south or east', () => {
    const wrong = placed.filter((p) => isLeftOf(toMetres(p.address.LONGITUDE, p.address.LATITUDE), p.own) !== (Number(p.address.ADDRESS_NUMBER) % 2 === 0));
    expect(wrong.map((p) => p.address.ADDRESS_FULL).slice(0, 10)).toEqual([]);
  });
});

describe('demo landmarks', () => {
  const landmark = (place: string) => dataset.addresses.find((a) => a.PLACE_NAME === place)!;
  const metresApart = (a: AddressPoint, lng: number, lat: number) => metres([a.LONGITUDE, a.LATITUDE], [lng, lat]);

  it('when a landmark is looked up, then it is there once, at its real address and in its former municipality', () => {
    for (const [place, address, , , municipality] of EXPECTED_LANDMARKS) {
      const found = dataset.addresses.filter((a) => a.PLACE_NAME === place);
      expect(found, place).toHaveLength(1);
      expect(found[0]).toMatchObject({ ADDRESS_FULL: address, MUNICIPALITY_NAME: municipality });
    }
    expect(dataset.addresses.filter((a) => a.PLACE_NAME).length).toBe(EXPECTED_LANDMARKS.length);
  });

  it('when a landmark’s street is one the demo draws, then it stands where its real position meets that street, not along it', () => {
    const segments = streetSegments();
    for (const [place, , lng, lat] of EXPECTED_LANDMARKS) {
      const own = segments.filter((s) => s.name === landmark(place).LINEAR_NAME_FULL);
      if (own.length === 0) continue;
      const realToStreet = Math.min(...own.map((s) => distanceTo(toMetres(lng, lat), s)));
      // Across to the street (the demo's straight line can run a block from the real one), then a half road, a
      // setback and at most 30 m along it, clear of a crossing: 50 m in all.
      expect(metresApart(landmark(place), lng, lat), place).toBeLessThanOrEqual(realToStreet + 50);
    }
  });

  it('when a landmark’s street is not one the demo draws, then it stands at its real coordinates', () => {
    const drawn = new Set(dataset.centreline.features.map((f) => f.properties.LINEAR_NAME_FULL));
    const undrawn = EXPECTED_LANDMARKS.filter(([place]) => !drawn.has(landmark(place).LINEAR_NAME_FULL));
    expect(undrawn.map(([place]) => place)).toEqual(['CN Tower', 'Rogers Centre', 'Casa Loma', 'Distillery District', 'Scarborough Town Centre']);
    for (const [place, , lng, lat] of undrawn) expect(landmark(place), place).toMatchObject({ LONGITUDE: lng, LATITUDE: lat });
  });

  it('when "100 Queen St W" is searched for, then exactly one address has it, City Hall, and the parcel under it is 100 Queen St W', () => {
    const found = dataset.addresses.filter((a) => a.ADDRESS_FULL === '100 Queen St W');
    expect(found.map((a) => a.PLACE_NAME)).toEqual(['Toronto City Hall']);
    const parcels = dataset.parcels.features.filter((f) => pointInPolygon(found[0]!.LONGITUDE, found[0]!.LATITUDE, f.geometry.coordinates));
    expect(parcels.map((f) => f.properties.ADDRESS_FULL)).toEqual(['100 Queen St W']);
  });

  it('when a landmark is placed on the map, then it lies inside the city and in exactly one zoning polygon', () => {
    const zoning = indexFeatures(dataset.zoning.features);
    for (const [place] of EXPECTED_LANDMARKS) {
      const { LONGITUDE: lng, LATITUDE: lat } = landmark(place);
      expect(pointInArea(lng, lat, dataset.boundary.geometry), place).toBe(true);
      expect(zoning.containing(lng, lat), place).toHaveLength(1);
    }
  });
});
