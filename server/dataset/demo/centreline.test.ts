import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { pointInArea } from '../../../src/lib/geo/point-in-polygon';
import { buildCentreline } from './centreline';
import { layOutDistrictStreets } from './district-streets';
import { buildLake } from './lake';
import { outlineRing } from './outline';
import { createOutlineFrame } from './outline-frame';
import { createStreetNetwork } from './street-network';

const outline = createOutlineFrame();
const network = createStreetNetwork(outline);
layOutDistrictStreets(network, outline);
const centreline = buildCentreline(network, outline);
const city: Polygon = { type: 'Polygon', coordinates: [outlineRing()] };
/** Metres the dataset's rounding may put an end outside the outline it was cut at. */
const ROUNDING_DEGREES = 1e-6;

describe('the demo street centreline', () => {
  it('when the names are listed, then every street the generator named is there, and only those', () => {
    const names = new Set(centreline.map((f) => f.properties.LINEAR_NAME_FULL));
    expect(names).toEqual(network.names());
  });

  it('when Queen St W is read, then it is a major arterial with its legal name, in the City’s fields', () => {
    const queen = centreline.find((f) => f.properties.LINEAR_NAME_FULL === 'Queen St W');
    expect(queen?.properties).toEqual({
      CENTRELINE_ID: expect.any(Number), LINEAR_NAME_FULL: 'Queen St W', LINEAR_NAME_FULL_LEGAL: 'Queen Street West',
      FEATURE_CODE: 201200, FEATURE_CODE_DESC: 'Major Arterial', DEMO: 'Y',
    });
  });

  it('when the local streets are read, then they carry the Local class', () => {
    const locals = centreline.filter((f) => f.properties.FEATURE_CODE_DESC === 'Local');
    expect(locals.length).toBeGreaterThan(100);
    expect(new Set(locals.map((f) => f.properties.FEATURE_CODE))).toEqual(new Set([201500]));
  });

  it('when a line’s ends and middle are tested, then they lie in the city: streets stop at the shore and the limits', () => {
    const near = (lng: number, lat: number) =>
      [[0, 0], [ROUNDING_DEGREES, 0], [-ROUNDING_DEGREES, 0], [0, ROUNDING_DEGREES], [0, -ROUNDING_DEGREES]].some(([dx, dy]) =>
        pointInArea(lng + dx!, lat + dy!, city),
      );
    for (const { geometry } of centreline) {
      const [[aLng, aLat], [bLng, bLat]] = geometry.coordinates as [[number, number], [number, number]];
      expect(near(aLng, aLat) && near(bLng, bLat) && near((aLng + bLng) / 2, (aLat + bLat) / 2)).toBe(true);
    }
  });

  it('when the ids are read, then they count up from 1', () => {
    expect(centreline.map((f) => f.properties.CENTRELINE_ID)).toEqual(centreline.map((_, k) => k + 1));
  });
});

describe('the demo lake', () => {
  const lake = buildLake();

  it('when a point off the waterfront is tested, then it is in Lake Ontario and downtown is not', () => {
    expect(lake.properties).toEqual({ NAME: 'Lake Ontario', DEMO: 'Y' });
    expect(pointInArea(-79.38, 43.62, lake.geometry)).toBe(true);
    expect(pointInArea(-79.38, 43.65, lake.geometry)).toBe(false);
  });

  it('when its shore is compared with the outline, then the city’s shore is shared vertex for vertex', () => {
    const ring = lake.geometry.coordinates[0]!;
    const shore = outlineRing().slice(0, 35);
    for (const vertex of shore) expect(ring).toContainEqual(vertex);
  });
});
