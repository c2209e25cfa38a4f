// The City of Toronto's files at full size, in its published schemas, for the import benchmark: Property Boundaries
// (486,000 parcels, ~500 MB of GeoJSON), Address Points (525,000, the City's CSV), a Zoning Area layer of 12,000
// polygons at the City's vertex density, its overlays, the boundary, the former municipalities and the Centreline.
// Generated from a seed and streamed to disk one feature at a time; no outside data.

import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { TORONTO_BOUNDS } from '../../src/lib/geo/lng-lat';
import { mulberry32 } from '../../src/lib/random/prng';
import type { LayerFlag } from '../../server/dataset/import/import-city-data';
import { csvLine, zoningRecord } from '../fixtures/city-files';

export const CITY_FILE_COUNTS = { parcels: 486_000, addresses: 525_000, zoning: 12_000 } as const;
/** Bump when the files change: a folder of files made by another version is made again. */
const FILES_VERSION = 1;

type Ring = number[][];
type Random = () => number;

const b = TORONTO_BOUNDS;
// 120 × 100 zoning cells. Downtown cells hold 18 × 10 lots of ~20 × 30 m, ordinary residential cells 9 × 5 lots of
// ~40 × 60 m, the rest (employment, open space) none: 1,200 × 180 + 6,000 × 45 = 486,000 parcels.
const COLUMNS = 120;
const ROWS = 100;
const cellWidth = (b.east - b.west) / COLUMNS;
const cellHeight = (b.north - b.south) / ROWS;
const DENSE = { columns: 18, rows: 10 };
const ORDINARY = { columns: 9, rows: 5 };
const DENSE_CELLS = 1_200;
const ORDINARY_CELLS = 6_000;

/**
 * Vertices of a zoning polygon as the City's layer has them: log-normal with median 17 and mean ~90 (the real
 * downtown subset: median 17, mean 91, largest 17,530), capped at 20,000.
 */
function zoningVertexCount(random: Random): number {
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Math.max(5, Math.min(20_000, Math.round(17 * Math.exp(1.83 * normal))));
}

/**
 * A closed ring around the box with `vertices` points (at least 4 corners), the points between corners pushed inward
 * by up to `wiggle` degrees, so that they are real vertices (not collinear ones a tiler drops) and neighbours never
 * overlap. Counter-clockwise from the south-west corner, as the City's rings run.
 */
function wigglyRing(west: number, south: number, east: number, north: number, vertices: number, wiggle: number, random: Random): Ring {
  const perSide = Math.max(1, Math.floor(vertices / 4));
  const ring: Ring = [];
  const side = (x0: number, y0: number, x1: number, y1: number, nx: number, ny: number) => {
    ring.push([x0, y0]);
    for (let k = 1; k < perSide; k += 1) {
      const t = k / perSide;
      const inward = random() * wiggle;
      ring.push([x0 + (x1 - x0) * t + nx * inward, y0 + (y1 - y0) * t + ny * inward]);
    }
  };
  side(west, south, east, south, 0, 1);
  side(east, south, east, north, -1, 0);
  side(east, north, west, north, 0, -1);
  side(west, north, west, south, 1, 0);
  ring.push([west, south]);
  return ring;
}

/** Writes lines to a file with back-pressure, so a 500 MB file never sits in memory. */
class LineWriter {
  private readonly out: WriteStream;
  bytes = 0;

  constructor(file: string) {
    this.out = createWriteStream(file, { highWaterMark: 1 << 20 });
  }

  async write(text: string): Promise<void> {
    this.bytes += Buffer.byteLength(text);
    if (!this.out.write(text)) await once(this.out, 'drain');
  }

  async close(): Promise<void> {
    this.out.end();
    await once(this.out, 'finish');
  }
}

/** A GeoJSON FeatureCollection written feature by feature, one per line, as the City's files are. */
async function writeCollection(file: string, name: string, features: Iterable<{ properties: object; geometry: object }>): Promise<number> {
  const out = new LineWriter(file);
  await out.write(`{"type":"FeatureCollection","name":"${name}","crs":{"type":"name","properties":{"name":"urn:ogc:def:crs:OGC:1.3:CRS84"}},"features":[\n`);
  let first = true;
  for (const feature of features) {
    await out.write(`${first ? '' : ',\n'}${JSON.stringify({ type: 'Feature', properties: feature.properties, geometry: feature.geometry })}`);
    first = false;
  }
  await out.write('\n]}\n');
  await out.close();
  return out.bytes;
}

const multiPolygon = (ring: Ring) => ({ type: 'MultiPolygon', coordinates: [[ring]] });

const ZONES = [
  { zone: 'RD', gen: 0, chapter: '10', section: '10.20', label: 'RD (f12.0; a370; d0.6)' },
  { zone: 'R', gen: 0, chapter: '10', section: '10.10', label: 'R (d0.6) (x870)' },
  { zone: 'RM', gen: 0, chapter: '10', section: '10.80', label: 'RM (f12.0; u2; d0.8)' },
  { zone: 'CR', gen: 202, chapter: '40', section: '40.10', label: 'CR 3.0 (c2.0; r2.5) SS2 (x345)' },
  { zone: 'E', gen: 101, chapter: '60', section: '60.20', label: 'E 1.0' },
  { zone: 'OR', gen: 1, chapter: '90', section: '90.20', label: 'OR' },
] as const;

interface Cell {
  column: number;
  row: number;
  lots: { columns: number; rows: number } | null;
}

/** Which cells hold lots: a downtown block of dense ones near the lake, ordinary ones spread over the rest. */
function cells(random: Random): Cell[] {
  const all: Cell[] = [];
  for (let row = 0; row < ROWS; row += 1) for (let column = 0; column < COLUMNS; column += 1) all.push({ column, row, lots: null });
  // Downtown: the 1,200 cells nearest a point south of the centre (40 × 30 cells, ~14 × 8 km).
  const centre = { column: COLUMNS * 0.55, row: ROWS * 0.25 };
  const byDistance = [...all].sort((p, q) => {
    const d = (c: Cell) => ((c.column - centre.column) / 4) ** 2 + ((c.row - centre.row) / 3) ** 2;
    return d(p) - d(q);
  });
  for (const cell of byDistance.slice(0, DENSE_CELLS)) cell.lots = DENSE;
  const rest = byDistance.slice(DENSE_CELLS);
  // A seeded shuffle picks the ordinary lots' cells.
  for (let i = rest.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  for (const cell of rest.slice(0, ORDINARY_CELLS)) cell.lots = ORDINARY;
  return all;
}

const cellBox = (c: Cell) => {
  const west = b.west + c.column * cellWidth;
  const south = b.south + c.row * cellHeight;
  return { west, south, east: west + cellWidth, north: south + cellHeight };
};

function* zoningFeatures(grid: Cell[], random: Random) {
  let id = 0;
  for (const cell of grid) {
    id += 1;
    const { west, south, east, north } = cellBox(cell);
    const pick = cell.lots ? ZONES[Math.floor(random() * 4)]! : ZONES[4 + Math.floor(random() * 2)]!;
    const former = random() < 0.05;
    const exception = random() < 0.3 ? 1 + Math.floor(random() * 2000) : -1;
    yield {
      properties: {
        _id: id,
        ...zoningRecord({
          OBJECTID: 1_000_000 + id, GEN_ZONE: pick.gen, ZN_ZONE: pick.zone, ZN_STATUS: former ? 5 : 0,
          ZN_STRING: former ? pick.zone : exception > 0 ? `${pick.label} (x${exception})` : pick.label,
          ZN_EXCPTN: exception > 0 ? 'Y' : 'N', EXCPTN_NO: exception, ZBL_CHAPTR: pick.chapter, ZBL_SECTN: pick.section,
          ZBL_EXCPTN: exception > 0 ? `${pick.section}.10(${exception})` : '',
        }),
        Shape__Area: (cellWidth * 80_000) * (cellHeight * 111_000), Shape__Length: 2 * (cellWidth * 80_000 + cellHeight * 111_000),
      },
      geometry: multiPolygon(wigglyRing(west, south, east, north, zoningVertexCount(random), cellWidth / 200, random)),
    };
  }
}

const STREET_NAMES = ['Queen St W', 'King St E', 'Dundas St W', 'Bloor St W', 'College St', 'Euclid Ave', 'Palmerston Blvd', 'Markham St', 'Manning Ave', 'Crawford St'];
const streetOf = (c: Cell) => `${STREET_NAMES[(c.row * 7 + c.column) % STREET_NAMES.length]!.replace(/ /, ` ${c.row + 1}-`)}`;

interface Lot {
  k: number;
  ring: Ring;
  number: string;
  street: string;
  centre: [number, number];
  lotWidth: number;
}

function* lots(grid: Cell[], random: Random): Generator<Lot> {
  let k = 0;
  for (const cell of grid) {
    if (!cell.lots) continue;
    const { west, south } = cellBox(cell);
    const w = cellWidth / cell.lots.columns;
    const h = cellHeight / cell.lots.rows;
    const street = streetOf(cell);
    for (let i = 0; i < cell.lots.columns; i += 1) {
      for (let j = 0; j < cell.lots.rows; j += 1) {
        const x = west + i * w;
        const y = south + j * h;
        // 8, 12 or 16 vertices and the closing one (~1 KB a feature, as the City's ~500 MB for 486,000); a gap between lots.
        const ring = wigglyRing(x + w * 0.02, y + h * 0.02, x + w * 0.98, y + h * 0.98, 8 + 4 * Math.floor(random() * 3), w / 100, random);
        yield { k, ring, number: String(2 * (i * cell.lots.rows + j) + 1 + cell.column * 400), street, centre: [x + w / 2, y + h / 2], lotWidth: w };
        k += 1;
      }
    }
  }
}

function* parcelFeatures(grid: Cell[], random: Random) {
  for (const lot of lots(grid, random)) {
    yield {
      properties: {
        _id: lot.k + 1, PARCELID: String(10_000_000 + lot.k), FEATURE_TYPE: lot.k % 40 === 0 ? 'CONDO' : 'COMMON',
        DATE_EFFECTIVE: '2019-06-25T00:00:00', DATE_EXPIRY: '3000-01-01T05:00:00', PLANID: `${66 + (lot.k % 9)}M-${1000 + (lot.k % 700)}`,
        STATEDAREA: `${(150 + random() * 900).toFixed(2)} sq.m`, SOURCE_ID: 28_000_000 + lot.k, ADDRESS_POINT_ID: 800_000 + lot.k,
        ADDRESS_NUMBER: lot.number, LINEAR_NAME_ID: 3000 + (lot.k % 5000), LINEAR_NAME_FULL: lot.street,
        AROLL_SOURCE_DESC: 'From Assessment Roll', ADDRESS_ID: 900_000 + lot.k, OBJECTID: 5_000_000 + lot.k,
        TRANS_ID_CREATE: 180_000 + (lot.k % 9000), TRANS_ID_EXPIRE: -1,
      },
      geometry: multiPolygon(lot.ring),
    };
  }
}

const ADDRESS_COLUMNS = [
  '_id', 'ADDRESS_POINT_ID', 'ADDRESS_ID', 'CENTRELINE_ID', 'MAINT_STAGE', 'ADDRESS_NUMBER', 'LINEAR_NAME_ID', 'LINEAR_NAME_FULL',
  'ADDRESS_FULL', 'POSTAL_CODE', 'MUNICIPALITY', 'WARD', 'PLACE_NAME', 'GENERAL_USE_CODE', 'CLASS_FAMILY_DESC', 'LONGITUDE', 'LATITUDE',
  'geometry',
];

/** Address Points as the City's CSV: one per lot, a second one on every eleventh lot (a duplex) while that leaves 525,000 in all. */
async function writeAddressesCsv(file: string, grid: Cell[], random: Random): Promise<number> {
  const out = new LineWriter(file);
  await out.write(csvLine(ADDRESS_COLUMNS));
  let n = 0;
  const row = async (lot: Lot, suffix: string, dx: number) => {
    n += 1;
    const [lng, lat] = [lot.centre[0] + dx, lot.centre[1]];
    const values = [
      n, 800_000 + n, 900_000 + n, 10_000 + (lot.k % 60_000), 'REGULAR', `${lot.number}${suffix}`, 3000 + (lot.k % 5000), lot.street,
      `${lot.number}${suffix} ${lot.street}`, '', 'former Toronto', `Ward ${1 + (lot.k % 25)}`, '', 115_001, 'Residential', lng, lat,
      { type: 'MultiPoint', coordinates: [[lng, lat]] },
    ];
    await out.write(csvLine(values));
  };
  for (const lot of lots(grid, random)) {
    await row(lot, '', 0);
    if (lot.k % 11 === 0 && n + (CITY_FILE_COUNTS.parcels - lot.k - 1) < CITY_FILE_COUNTS.addresses) await row(lot, 'A', lot.lotWidth / 5);
  }
  await out.close();
  return out.bytes;
}

/** A coarse overlay: `count` areas tiling the city, each with the City's vertex density for that layer. */
function* coarseAreas(count: number, random: Random, meanScale: number, properties: (i: number) => object) {
  const across = Math.ceil(Math.sqrt(count));
  const down = Math.ceil(count / across);
  for (let i = 0; i < count; i += 1) {
    const x = i % across;
    const y = Math.floor(i / across);
    const w = (b.east - b.west) / across;
    const h = (b.north - b.south) / down;
    const west = b.west + x * w;
    const south = b.south + y * h;
    yield { properties: properties(i), geometry: multiPolygon(wigglyRing(west, south, west + w, south + h, Math.round(zoningVertexCount(random) * meanScale), w / 200, random)) };
  }
}

export type CityFiles = Partial<Record<LayerFlag, string>>;

export interface CityFilesResult {
  dir: string;
  files: CityFiles;
  /** Bytes of each file. */
  bytes: Record<string, number>;
  /** False when an earlier run's files were there and used as they are. */
  generated: boolean;
  ms: number;
}

const NAMES: Record<string, string> = {
  boundary: 'toronto-boundary.geojson',
  'former-municipalities': 'former-municipalities.geojson',
  zoning: 'Zoning Area - 4326.geojson',
  height: 'Zoning Height Overlay - 4326.geojson',
  coverage: 'Zoning Lot Coverage Overlay - 4326.geojson',
  'policy-area': 'Zoning Policy Area Overlay - 4326.geojson',
  'rooming-house': 'Zoning Rooming House Overlay - 4326.geojson',
  'building-setback': 'Zoning Building Setback Overlay - 4326.geojson',
  'priority-retail-street': 'Zoning Priority Retail Street Overlay - 4326.geojson',
  centreline: 'Centreline - Version 2 - 4326.geojson',
  parcels: 'Property Boundaries - 4326.geojson',
  addresses: 'Address Points - 4326.csv',
};

/**
 * The files under `dir` (made there when they are not, or were made by another version of this generator); a
 * `complete.json` marks a finished set, so an interrupted run makes them again.
 */
export async function ensureCityScaleFiles(dir: string): Promise<CityFilesResult> {
  const started = performance.now();
  const files = Object.fromEntries(Object.entries(NAMES).map(([layer, name]) => [layer, path.join(dir, name)])) as CityFiles;
  const marker = path.join(dir, 'complete.json');
  const done = await readFile(marker, 'utf8').then((text) => JSON.parse(text) as { version: number; bytes: Record<string, number> }, () => null);
  if (done?.version === FILES_VERSION) return { dir, files, bytes: done.bytes, generated: false, ms: performance.now() - started };

  await rm(dir, { recursive: true, force: true });
  const temp = `${dir}.tmp-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  await mkdir(temp, { recursive: true });
  const at = (layer: string) => path.join(temp, NAMES[layer]!);
  const bytes: Record<string, number> = {};
  const random = mulberry32(486_000);
  const grid = cells(random);
  const whole = wigglyRing(b.west, b.south, b.east, b.north, 400, 0.001, random);
  bytes.boundary = await writeCollection(at('boundary'), 'toronto_municipal_boundary', [{ properties: { AREA_ID: 49886, AREA_NAME: 'Toronto', OBJECTID: 13448849 }, geometry: { type: 'Polygon', coordinates: [whole] } }]);
  const formerNames = ['ETOBICOKE', 'YORK', 'TORONTO', 'EAST YORK', 'NORTH YORK', 'SCARBOROUGH'];
  bytes['former-municipalities'] = await writeCollection(
    at('former-municipalities'),
    'former_municipality_boundaries',
    formerNames.map((name, i) => {
      // Six vertical strips; rings shared exactly with neighbours, as the City's do.
      const w = b.west + (i * (b.east - b.west)) / 6;
      const e = b.west + ((i + 1) * (b.east - b.west)) / 6;
      return { properties: { _id: i + 1, AREA_ID: 49_000 + i, AREA_NAME: name, OBJECTID: 1_000 + i }, geometry: multiPolygon([[w, b.south], [e, b.south], [e, b.north], [w, b.north], [w, b.south]]) };
    }),
  );
  bytes.zoning = await writeCollection(at('zoning'), 'zoning_area', zoningFeatures(grid, random));
  bytes.height = await writeCollection(
    at('height'),
    'zoning_height_overlay',
    coarseAreas(2_528, random, 1, (i) => ({ _id: i + 1, OBJECTID: i + 1, HT_STORIES: 2 + (i % 20), HT_HEIGHT: 10 + (i % 60), HT_LABEL: `HT ${10 + (i % 60)}`, HT_STRING: `HT ${10 + (i % 60)}, ST ${2 + (i % 20)}` })),
  );
  bytes.coverage = await writeCollection(at('coverage'), 'zoning_lot_coverage_overlay', coarseAreas(1_242, random, 1, (i) => ({ _id: i + 1, OBJECTID: i + 1, PRCNT_CVER: 25 + (i % 40) })));
  bytes['policy-area'] = await writeCollection(
    at('policy-area'),
    'zoning_policy_area_overlay',
    coarseAreas(352, random, 1.4, (i) => ({ _id: i + 1, OBJECTID: i + 1, POLICY_ID: String(1 + (i % 5)), CHAPT_200: 'Chapter200.htm', EXCPTN_LK: '' })),
  );
  bytes['rooming-house'] = await writeCollection(
    at('rooming-house'),
    'zoning_rooming_house_overlay',
    coarseAreas(558, random, 1.7, (i) => ({ _id: i + 1, OBJECTID: i + 1, RMH_AREA: 'B', RMG_HS_NO: 1 + (i % 3), RMG_STRING: `B${1 + (i % 3)}`, CHAP150_25: 'Chapter150_25.htm' })),
  );
  bytes['building-setback'] = await writeCollection(
    at('building-setback'),
    'zoning_building_setback_overlay',
    coarseAreas(4, random, 20, (i) => ({ _id: i + 1, OBJECTID: i + 1, ZN_STRING: 'Downtown Tall Building Setback Area', CH600_AREA_TYPE: 1, BYLAW_SECTIONLINK: 'Chapter600_10.htm' })),
  );
  bytes['priority-retail-street'] = await writeCollection(
    at('priority-retail-street'),
    'zoning_priority_retail_street_overlay',
    Array.from({ length: 643 }, (_, i) => {
      const y = b.south + ((i % 100) + 0.5) * cellHeight;
      const x = b.west + Math.floor(i / 100) * 8 * cellWidth;
      const line = Array.from({ length: 12 }, (_, k) => [x + (k * 6 * cellWidth) / 11, y + (random() - 0.5) * 1e-5]);
      return { properties: { _id: i + 1, OBJECTID: i + 1, ZN_STRING: 'Priority Retail Street', CH600_LINE_TYPE: 0, LINEAR_NAME_FULL_LEGAL: `${STREET_NAMES[i % 10]} ${i + 1}`, BYLAW_SECTIONLINK: 'Chapter600_20.htm' }, geometry: { type: 'MultiLineString', coordinates: [line] } };
    }),
  );
  bytes.centreline = await writeCollection(
    at('centreline'),
    'centreline_version_2',
    (function* streets() {
      let id = 0;
      for (let row = 0; row <= ROWS; row += 1) {
        for (let column = 0; column <= COLUMNS; column += 1) {
          const x = b.west + column * cellWidth;
          const y = b.south + row * cellHeight;
          const name = STREET_NAMES[(row + column) % STREET_NAMES.length]!;
          const props = (kind: string) => ({ _id: (id += 1), CENTRELINE_ID: 1_000_000 + id, LINEAR_NAME_ID: 3000 + id, LINEAR_NAME_FULL: `${name} ${row}`, LINEAR_NAME_FULL_LEGAL: `${name} ${row}`, FEATURE_CODE: 201500, FEATURE_CODE_DESC: kind, JURISDICTION: 'CITY OF TORONTO' });
          if (column < COLUMNS) yield { properties: props('Local'), geometry: { type: 'MultiLineString', coordinates: [[[x, y], [x + cellWidth / 2, y], [x + cellWidth, y]]] } };
          if (row < ROWS) yield { properties: props('Collector'), geometry: { type: 'MultiLineString', coordinates: [[[x, y], [x, y + cellHeight / 2], [x, y + cellHeight]]] } };
        }
      }
    })(),
  );
  bytes.parcels = await writeCollection(at('parcels'), 'property_boundaries', parcelFeatures(grid, mulberry32(7)));
  bytes.addresses = await writeAddressesCsv(at('addresses'), grid, mulberry32(7));
  await writeFile(path.join(temp, 'complete.json'), JSON.stringify({ version: FILES_VERSION, bytes }));
  await rename(temp, dir);
  return { dir, files, bytes, generated: true, ms: performance.now() - started };
}
