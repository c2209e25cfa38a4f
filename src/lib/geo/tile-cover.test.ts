import { describe, expect, it } from 'vitest';
import { boxAreaKm2, tileCount, tileRange, tilesCovering, tilesInView, tileX, tileY } from './tile-cover';

describe('the tiles covering a box', () => {
  it('when a point in Toronto is placed on the grid, then it falls in the tile the map asks for there (11/572/747)', () => {
    expect([tileX(-79.38, 11), tileY(43.65, 11)]).toEqual([572, 747]);
    expect([tileX(-79.38, 0), tileY(43.65, 0)]).toEqual([0, 0]);
  });

  it('when the box touches the edges of the world, then the columns and rows stay on the grid', () => {
    expect(tileRange([-180, -89.9, 180, 89.9], 3)).toEqual({ minX: 0, maxX: 7, minY: 0, maxY: 7 });
  });

  it('when tiles are listed, then there are tileCount of them per zoom, each once, every one meeting the box', () => {
    const box = [-79.4, 43.64, -79.38, 43.66] as [number, number, number, number];
    const tiles = [...tilesCovering(box, 10, 17)];
    for (let z = 10; z <= 17; z += 1) expect(tiles.filter((t) => t.z === z)).toHaveLength(tileCount(box, z));
    expect(new Set(tiles.map(({ z, x, y }) => `${z}/${x}/${y}`)).size).toBe(tiles.length);
    for (const { z, x, y } of tiles) {
      const { minX, maxX, minY, maxY } = tileRange(box, z);
      expect(x >= minX && x <= maxX && y >= minY && y <= maxY).toBe(true);
    }
    // The corners' own tiles are among them.
    expect(tiles).toContainEqual({ z: 17, x: tileX(-79.4, 17), y: tileY(43.66, 17) });
    expect(tiles).toContainEqual({ z: 17, x: tileX(-79.38, 17), y: tileY(43.64, 17) });
  });

  it('when the zoom goes up by one, then a box many tiles wide needs about four times the tiles', () => {
    const box = [-79.45, 43.6, -79.3, 43.75] as [number, number, number, number];
    const ratio = tileCount(box, 16) / tileCount(box, 15);
    expect(ratio).toBeGreaterThan(3.6);
    expect(ratio).toBeLessThan(4.4);
  });

  it('when a 1 km square downtown is measured, then its area is 1 km², within a percent', () => {
    const dLat = 1 / ((6_371.0088 * Math.PI) / 180);
    const dLng = dLat / Math.cos((43.65 * Math.PI) / 180);
    expect(boxAreaKm2([-79.39, 43.65 - dLat / 2, -79.39 + dLng, 43.65 + dLat / 2])).toBeCloseTo(1, 2);
  });
});

describe('the tiles a view shows', () => {
  it('when the map opens at its start view on a 1280×800 screen, then it is the six z11 tiles MapLibre asks for there', () => {
    const tiles = tilesInView({ center: [-79.4, 43.7], zoom: 11, width: 1280, height: 800 }, 0, 16);

    expect(tiles.map(({ z, x, y }) => `${z}/${x}/${y}`).sort()).toEqual(['11/571/746', '11/571/747', '11/572/746', '11/572/747', '11/573/746', '11/573/747']);
  });

  it('when the view is between zooms, then its tiles are of the zoom below, and fewer than the next zoom up would need', () => {
    const view = { center: [-79.38, 43.65] as const, zoom: 14.6, width: 390, height: 844 };

    const tiles = tilesInView(view, 0, 16);

    expect(new Set(tiles.map((tile) => tile.z))).toEqual(new Set([14]));
    expect(tiles).toContainEqual({ z: 14, x: tileX(-79.38, 14), y: tileY(43.65, 14) });
    expect(tiles.length).toBeLessThan(tilesInView({ ...view, zoom: 15 }, 0, 16).length);
  });

  it('when the view is deeper than the source goes, then the source’s deepest tiles under it are named', () => {
    const tiles = tilesInView({ center: [-79.38, 43.65], zoom: 17.5, width: 400, height: 400 }, 0, 14);

    expect(tiles).toEqual([{ z: 14, x: tileX(-79.38, 14), y: tileY(43.65, 14) }]);
  });
});
