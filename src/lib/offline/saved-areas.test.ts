import { describe, expect, it } from 'vitest';
import type { TileSetSpec } from './area-pack';
import { AREA_PACK_PATH } from './area-pack-limits';
import { areaPackUrl, planAreaSave, savedAreaAt, savedTileUrl, tilesOnlyIn, type SavedArea } from './saved-areas';
import { tileCount } from '../geo/tile-cover';

const SETS: TileSetSpec[] = [
  { layers: 'zoning+former-city+basemap', minZoom: 0, maxZoom: 16 },
  { layers: 'toronto_properties', minZoom: 14, maxZoom: 14 },
];
const DOWNTOWN = [-79.39, 43.645, -79.3776, 43.654] as [number, number, number, number];

const area = (id: string, tileUrls: string[], bbox = DOWNTOWN): SavedArea => ({
  id, name: id, bbox, savedAt: '2026-11-27T10:00:00.000Z', datasetId: 'demo', datasetVersion: '2026-11-01', bytes: 1, tileCount: tileUrls.length, tileUrls,
});

describe('the plan shown before an area is saved', () => {
  it('when a downtown view is planned, then every zoom to 17 is listed with the tiles each source holds there', () => {
    const plan = planAreaSave(DOWNTOWN, SETS);
    expect(plan.tilesByZoom.map((row) => row.zoom)).toEqual([...Array(18).keys()]);
    expect(plan.tilesByZoom[0]!.tiles).toBe(1);
    expect(plan.tilesByZoom[14]!.tiles).toBe(2 * tileCount(DOWNTOWN, 14));
    expect(plan.tilesByZoom[16]!.tiles).toBe(tileCount(DOWNTOWN, 16));
    // The map draws z17 from the z16 tiles.
    expect(plan.tilesByZoom[17]!.tiles).toBe(0);
    expect(plan.totalTiles).toBe(plan.tilesByZoom.reduce((sum, row) => sum + row.tiles, 0));
    expect(plan.areaKm2).toBeGreaterThan(0.9);
    expect(plan.areaKm2).toBeLessThan(1.1);
    expect(plan.tooLarge).toBeNull();
  });

  it('when the view is larger than a save may be, then the plan says so and how to fix it', () => {
    expect(planAreaSave([-79.5, 43.6, -79.3, 43.7], SETS).tooLarge).toMatch(/^This view covers \d+\.\d km²; at most 4 km² can be saved at once\. Zoom in and try again\.$/);
    const many = Array.from({ length: 100 }, (_, k): TileSetSpec => ({ layers: `set${k}`, minZoom: 15, maxZoom: 17 }));
    expect(planAreaSave(DOWNTOWN, many).tooLarge).toMatch(/^This view needs \d+ map tiles; at most 3000/);
  });

  it('when the pack URL is made, then it names the box to six decimals and each source with its zooms, capped at 17', () => {
    const url = new URL(areaPackUrl('https://zonebrief.test', DOWNTOWN, [...SETS, { layers: 'zoning', minZoom: 3, maxZoom: 20 }]));
    expect(url.pathname).toBe(AREA_PACK_PATH);
    expect(url.searchParams.get('bbox')).toBe('-79.390000,43.645000,-79.377600,43.654000');
    expect(url.searchParams.get('tiles')).toBe('zoning+former-city+basemap:0-16,toronto_properties:14-14,zoning:3-17');
  });
});

describe('saved areas', () => {
  it('when a tile URL is made, then it is the map style’s URL for that tile and version', () => {
    expect(savedTileUrl('https://zonebrief.test', 'zoning+basemap/15/9159/11964', 'city 2026')).toBe('https://zonebrief.test/data/zoning+basemap/15/9159/11964.pbf?v=city%202026');
  });

  it('when an area goes, then only the tiles no other saved area holds are freed', () => {
    const a = area('a', ['t1', 't2', 't3']);
    const b = area('b', ['t2', 't4']);
    expect(tilesOnlyIn(a, [a, b])).toEqual(['t1', 't3']);
    expect(tilesOnlyIn(b, [a, b])).toEqual(['t4']);
    expect(tilesOnlyIn(a, [a])).toEqual(['t1', 't2', 't3']);
  });

  it('when a point is inside a saved box, edges included, then that area is found; outside every box, none', () => {
    const areas = [area('a', [], [-79.4, 43.6, -79.3, 43.7]), area('b', [], [-79.2, 43.7, -79.1, 43.8])];
    expect(savedAreaAt(areas, -79.35, 43.65)?.id).toBe('a');
    expect(savedAreaAt(areas, -79.1, 43.8)?.id).toBe('b');
    expect(savedAreaAt(areas, -79.25, 43.65)).toBeUndefined();
  });
});
