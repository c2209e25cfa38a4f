import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dataset, ZoningProperties } from '../../../src/lib/spatial/schema';
import { writeDataset } from '../store';
import { layOutDistrictStreets } from './district-streets';
import { LineIndex } from '../../../src/lib/spatial/line-index';
import { generateDemoDataset } from './generate';
import { HOUSE_LOT } from './large-block-lots';
import { LANDMARKS } from './landmarks';
import { PARCEL_ZONES } from './lots';
import { createOutlineFrame } from './outline-frame';
import { createRandom } from '../../../src/lib/random/prng';
import { frameToLngLat, lngLatToFrame } from './grid-frame';
import { createStreetNetwork } from './street-network';
import { indexFeatures, isWholeBlock, type FeatureIndex } from './test-support';

let dataset: Dataset;
let zoning: FeatureIndex<ZoningProperties>;
let parcels: FeatureIndex<unknown>;
const scratch: string[] = [];
beforeAll(() => {
  dataset = generateDemoDataset();
  zoning = indexFeatures(dataset.zoning.features);
  parcels = indexFeatures(dataset.parcels.features);
});
afterAll(async () => {
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
});

function randomPoints(count: number, key: string): [number, number][] {
  const random = createRandom(key);
  const [west, south, east, north] = dataset.manifest.bbox;
  return Array.from({ length: count }, () => [west + random.next() * (east - west), south + random.next() * (north - south)]);
}

/** Whether the point lies in a zone of houses (R, RD, RS, RT, RM), whose lots outside the drawn neighbourhoods only front streets. */
function inHouseZone(lng: number, lat: number): boolean {
  const [zone] = zoning.containing(lng, lat);
  return zone !== undefined && HOUSE_LOT[zone.properties.ZN_ZONE] !== undefined;
}

/** Whether the point lies in a whole (unclipped) block of a zone that has parcels. */
function inParcelZoneBlock(lng: number, lat: number): boolean {
  const [zone] = zoning.containing(lng, lat);
  return zone !== undefined && PARCEL_ZONES.has(zone.properties.ZN_ZONE) && isWholeBlock(zone.geometry, dataset.boundary.geometry);
}

/**
 * Whether a street runs along an edge of the block the point lies in: the zoning runs to the centre line, so the line
 * passes the middle of that edge (where the generator looks for a block's streets). A block no street touches has no
 * parcels: an address names the street its lot fronts.
 */
function inBlockOnAStreet(lng: number, lat: number, streets: LineIndex<unknown>): boolean {
  const [zone] = zoning.containing(lng, lat);
  if (!zone || zone.geometry.type !== 'Polygon') return false;
  const frame = zone.geometry.coordinates[0]!.map(([x, y]) => lngLatToFrame(x!, y!));
  const [u0, u1] = [Math.min(...frame.map((p) => p[0])), Math.max(...frame.map((p) => p[0]))];
  const [v0, v1] = [Math.min(...frame.map((p) => p[1])), Math.max(...frame.map((p) => p[1]))];
  const [um, vm] = [(u0 + u1) / 2, (v0 + v1) / 2];
  const middles = [[um, v0], [um, v1], [u0, vm], [u1, vm]] as const;
  return middles.some(([u, v]) => streets.nearest(...frameToLngLat(u, v), 1) !== undefined);
}

describe('demo parcels across the whole city', () => {
  it('when random points fall past the half road in blocks on a street, of the zones tiled with lots (apartment, plaza and main-street sites), then at least 95% lie in a parcel', () => {
    const streets = new LineIndex(dataset.centreline.features);
    const inZone = randomPoints(20_000, 'parcel-cover')
      .filter(([lng, lat]) => inParcelZoneBlock(lng, lat) && !inHouseZone(lng, lat) && inBlockOnAStreet(lng, lat, streets))
      // Past the half road (at most 10 m), which the zoning runs over to the centre line and no parcel does.
      .filter(([lng, lat]) => streets.nearest(lng, lat, 10.5) === undefined);
    const hits = inZone.filter(([lng, lat]) => parcels.containing(lng, lat).length > 0).length;
    // What a parcel never covers there is the gap a main-street strip leaves where its lots stop short of the zone's
    // minimum frontage, and the stretch of a block side past the end of its street.
    expect(inZone.length).toBeGreaterThan(500);
    expect(hits / inZone.length).toBeGreaterThanOrEqual(0.95);
  });

  it('when random points in a house zone lie a lot’s depth from a street, then at least 90% of them are in a house lot', () => {
    const streets = new LineIndex(dataset.centreline.features);
    // Past the half road (8–10 m), within the shallowest house row (33 m).
    const nearStreet = randomPoints(40_000, 'house-row-cover').filter(([lng, lat]) => {
      const street = inParcelZoneBlock(lng, lat) && inHouseZone(lng, lat) ? streets.nearest(lng, lat, 30) : undefined;
      return street !== undefined && street.distance >= 12;
    });
    const hits = nearStreet.filter(([lng, lat]) => parcels.containing(lng, lat).length > 0).length;
    expect(nearStreet.length).toBeGreaterThan(150);
    expect(hits / nearStreet.length).toBeGreaterThanOrEqual(0.9);
  });

  it('when random points fall in parcels, then no point lies in two of them', () => {
    const hits = randomPoints(30_000, 'parcel-overlap').map(([lng, lat]) => parcels.containing(lng, lat).length);
    expect(hits.filter((count) => count === 1).length).toBeGreaterThan(1_500);
    expect(hits.filter((count) => count > 1)).toEqual([]);
  });

  it('when a parcel is addressed, then its street is one of the demo’s named streets', () => {
    const outline = createOutlineFrame();
    const network = createStreetNetwork(outline);
    layOutDistrictStreets(network, outline);
    const named = new Set([...network.names(), ...LANDMARKS.map((l) => l.street)]);
    const unknown = new Set(dataset.parcels.features.map((f) => f.properties.LINEAR_NAME_FULL).filter((s) => !named.has(s)));
    expect([...unknown]).toEqual([]);
  });

  it('when written to disk, then the dataset takes at most 70 MB', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'zb-demo-size-'));
    scratch.push(root);
    const dir = await writeDataset(root, dataset);
    const sizes = await Promise.all((await readdir(dir)).map(async (name) => (await stat(path.join(dir, name))).size));
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(70 * 1024 * 1024);
  });
});
