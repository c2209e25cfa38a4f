// A synthetic Dataset at the City's full size, for the scale benchmark: 486,000 parcels of 8–12 vertices, 525,000
// address points and 12,000 zoning areas of 50–400 vertices over the city's bounds, with the overlays and streets a
// look-up and the basemap read. Generated from a seed, no outside data; written with writeDataset like any version.

import type { Feature, Position } from 'geojson';
import { TORONTO_BOUNDS } from '../../src/lib/geo/lng-lat';
import { mulberry32 } from '../../server/dataset/demo/prng';
import type { AddressPoint, Area, CentrelineProperties, Dataset, Line, ParcelProperties, ZoningProperties } from '../../server/dataset/schema';
import { zoningProperties } from '../fixtures/tiny-dataset';

export const CITY_SCALE = { parcels: 486_000, addresses: 525_000, zoning: 12_000 } as const;

// 120 × 100 zoning cells; each holds a 9 × 5 grid of lots (45 per cell, 486,000 over 10,800 of them).
const COLUMNS = 120;
const ROWS = 100;
const LOT_COLUMNS = 9;
const LOT_ROWS = 5;
const ZONES: readonly { zone: string; gen: number; chapter: string; section: string }[] = [
  { zone: 'RD', gen: 0, chapter: '10', section: '10.20' },
  { zone: 'R', gen: 0, chapter: '10', section: '10.10' },
  { zone: 'RM', gen: 0, chapter: '10', section: '10.80' },
  { zone: 'CR', gen: 202, chapter: '40', section: '40.10' },
  { zone: 'E', gen: 101, chapter: '60', section: '60.20' },
  { zone: 'OR', gen: 1, chapter: '90', section: '90.20' },
];

const b = TORONTO_BOUNDS;
const cellWidth = (b.east - b.west) / COLUMNS;
const cellHeight = (b.north - b.south) / ROWS;

/** A rectangle's closed ring with `perSide` points along each side (straight, so neighbours still tile exactly). */
function rectRing(west: number, south: number, east: number, north: number, perSide: number): Position[] {
  const ring: Position[] = [];
  const side = (x0: number, y0: number, x1: number, y1: number) => {
    for (let k = 0; k < perSide; k += 1) ring.push([x0 + ((x1 - x0) * k) / perSide, y0 + ((y1 - y0) * k) / perSide]);
  };
  side(west, south, east, south);
  side(east, south, east, north);
  side(east, north, west, north);
  side(west, north, west, south);
  ring.push([west, south]);
  return ring;
}

const polygon = (ring: Position[]): Area => ({ type: 'Polygon', coordinates: [ring] });

export function generateCityScaleDataset(): Dataset {
  const random = mulberry32(486_000);
  const zoning: Feature<Area, ZoningProperties>[] = [];
  const parcels: Feature<Area & { type: 'Polygon' }, ParcelProperties>[] = [];
  const addresses: AddressPoint[] = [];
  let lots = 0;
  // 12,000 zoning areas: the 12,000 cells, each with 13–100 points a side (50–400 vertices).
  for (let row = 0; row < ROWS; row += 1) {
    for (let column = 0; column < COLUMNS; column += 1) {
      const west = b.west + column * cellWidth;
      const south = b.south + row * cellHeight;
      const pick = ZONES[Math.floor(random() * ZONES.length)]!;
      const former = random() < 0.05;
      const id = zoning.length + 1;
      zoning.push({
        type: 'Feature',
        geometry: polygon(rectRing(west, south, west + cellWidth, south + cellHeight, 13 + Math.floor(random() * 88))),
        properties: zoningProperties({
          OBJECTID: id, GEN_ZONE: pick.gen, ZN_ZONE: pick.zone, ZN_STRING: `${pick.zone} (x${id})`, ZN_STATUS: former ? 5 : 0,
          ZN_EXCPTN: 'Y', EXCPTN_NO: id, ZBL_CHAPTR: pick.chapter, ZBL_SECTN: pick.section,
          ...(former ? { FORMER_BYLAW: 'Former City of Toronto By-law 438-86' } : {}),
        }),
      });
      if (lots >= CITY_SCALE.parcels) continue;
      const street = `Synthetic ${row + 1} ${column % 2 ? 'St' : 'Ave'}`;
      for (let i = 0; i < LOT_COLUMNS; i += 1) {
        for (let j = 0; j < LOT_ROWS; j += 1) {
          const w = west + (i * cellWidth) / LOT_COLUMNS;
          const s = south + (j * cellHeight) / LOT_ROWS;
          // 2–3 points a side: 8–12 vertices and the closing one, as the City's lots have.
          const ring = rectRing(w, s, w + cellWidth / LOT_COLUMNS, s + cellHeight / LOT_ROWS, 2 + (random() < 0.5 ? 1 : 0));
          const number = String(column * 100 + i * LOT_ROWS + j + 1);
          const full = `${number} ${street}`;
          lots += 1;
          parcels.push({
            type: 'Feature',
            geometry: { type: 'Polygon', coordinates: [ring] },
            properties: { PARCELID: `S${lots}`, ADDRESS_NUMBER: number, LINEAR_NAME_FULL: street, ADDRESS_FULL: full, STATEDAREA: 300 + Math.round(random() * 500), FEATURE_TYPE: 'COMMON', DEMO: 'Y' },
          });
          const [lng, lat] = [w + cellWidth / LOT_COLUMNS / 2, s + cellHeight / LOT_ROWS / 2];
          const point = (suffix: string, dx: number): AddressPoint => ({
            ADDRESS_POINT_ID: addresses.length + 1, ADDRESS_NUMBER: `${number}${suffix}`, LINEAR_NAME_FULL: street,
            ADDRESS_FULL: `${number}${suffix} ${street}`, LONGITUDE: lng + dx, LATITUDE: lat, MUNICIPALITY_NAME: 'Toronto', DEMO: 'Y',
          });
          addresses.push(point('', 0));
          // One lot in twelve has a second address (a duplex), to reach the City's count of address points.
          if (addresses.length < CITY_SCALE.addresses && lots % 12 === 0) addresses.push(point('A', cellWidth / LOT_COLUMNS / 5));
        }
      }
    }
  }
  while (addresses.length < CITY_SCALE.addresses) addresses.push({ ...addresses[addresses.length % CITY_SCALE.parcels]!, ADDRESS_POINT_ID: addresses.length + 1 });

  // Streets along every cell edge, one feature per edge and name: the basemap's centreline.
  const centreline: Feature<Line, CentrelineProperties>[] = [];
  const street = (coordinates: Position[], name: string) =>
    centreline.push({ type: 'Feature', geometry: { type: 'LineString', coordinates }, properties: { CENTRELINE_ID: centreline.length + 1, LINEAR_NAME_FULL: name, LINEAR_NAME_FULL_LEGAL: name, FEATURE_CODE: 201500, FEATURE_CODE_DESC: 'Local', DEMO: 'Y' } });
  for (let row = 0; row <= ROWS; row += 1) {
    for (let column = 0; column < COLUMNS; column += 1) {
      const y = b.south + row * cellHeight;
      street([[b.west + column * cellWidth, y], [b.west + (column + 1) * cellWidth, y]], `Synthetic ${row + 1} Ave`);
    }
  }
  const coarse = (count: number, make: (ring: Position[], i: number) => Feature<Area, never>) => {
    const out: Feature<Area, never>[] = [];
    const side = Math.ceil(Math.sqrt(count));
    for (let i = 0; i < count; i += 1) {
      const x = i % side;
      const y = Math.floor(i / side);
      const w = b.west + (x * (b.east - b.west)) / side;
      const s = b.south + (y * (b.north - b.south)) / side;
      out.push(make(rectRing(w, s, w + (b.east - b.west) / side, s + (b.north - b.south) / side, 20), i));
    }
    return out;
  };
  const area = <P>(properties: P) => (ring: Position[]) => ({ type: 'Feature', geometry: polygon(ring), properties }) as Feature<Area, never>;
  const bbox: [number, number, number, number] = [b.west, b.south, b.east, b.north];
  const collection = <T>(features: T[]) => ({ type: 'FeatureCollection' as const, features });
  return {
    manifest: {
      id: 'city-scale-v1', name: 'Synthetic dataset at the City of Toronto’s size', version: '2025-07-14', source: 'demo',
      createdAt: '2025-07-14T12:00:00.000Z', bbox,
      counts: { zoning: zoning.length, height: 400, coverage: 400, parcels: parcels.length, addresses: addresses.length, policyAreas: 4, roomingHouses: 16, buildingSetbacks: 16, priorityRetailStreets: 200, centreline: centreline.length, water: 0 },
      attribution: 'Synthetic data generated for a benchmark',
    },
    boundary: { type: 'Feature', properties: { NAME: 'Toronto', DEMO: 'Y' }, geometry: polygon(rectRing(b.west, b.south, b.east, b.north, 1)) },
    zoning: collection(zoning),
    height: collection(coarse(400, (ring, i) => area({ OBJECTID: i + 1, HT_HEIGHT: 10 + (i % 30), HT_STORIES: 3, HT_STRING: `HT ${10 + (i % 30)}`, DEMO: 'Y' })(ring))),
    coverage: collection(coarse(400, (ring, i) => area({ OBJECTID: i + 1, PRCNT_CVER: 30 + (i % 20), DEMO: 'Y' })(ring))),
    parcels: collection(parcels),
    addresses,
    policyAreas: collection(coarse(4, (ring, i) => area({ OBJECTID: i + 1, POLICY_ID: i + 1, CHAPT_200: 'Chapter970.htm', DEMO: 'Y' })(ring))),
    roomingHouses: collection(coarse(16, (ring, i) => area({ OBJECTID: i + 1, RMH_AREA: 'B', RMG_HS_NO: i + 1, RMG_STRING: `B${i + 1}`, CHAP150_25: 'Chapter150_25.htm', DEMO: 'Y' })(ring))),
    buildingSetbacks: collection(coarse(16, (ring, i) => area({ OBJECTID: i + 1, ZN_STRING: 'Downtown Tall Building Setback', CH600_AREA_TYPE: 1, BYLAW_SECTIONLINK: 'Chapter600_10.htm', DEMO: 'Y' })(ring))),
    priorityRetailStreets: collection(
      Array.from({ length: 200 }, (_, i) => {
        const y = b.south + (Math.floor(i / 2) + 0.5) * ((b.north - b.south) / 100);
        const x = i % 2 ? b.west : (b.west + b.east) / 2;
        return { type: 'Feature' as const, geometry: { type: 'LineString' as const, coordinates: [[x, y], [x + (b.east - b.west) / 2, y]] }, properties: { OBJECTID: i + 1, LINEAR_NAME_FULL_LEGAL: `Synthetic Retail Street ${i + 1}`, CH600_LINE_TYPE: 0, BYLAW_SECTIONLINK: 'Chapter600_20.htm', DEMO: 'Y' as const } };
      }),
    ),
    centreline: collection(centreline),
    water: collection([]),
  };
}
