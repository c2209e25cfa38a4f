import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { pointInArea } from '../../../src/lib/geo/point-in-polygon';
import { lngLatToFrame } from './grid-frame';
import { outlineRing } from './outline';
import { createOutlineFrame } from './outline-frame';
import { buildRetailStreets, legalStreetName } from './retail-streets';
import { createStreetNetwork } from './street-network';

const outline = createOutlineFrame();
const network = createStreetNetwork(outline);
const streets = buildRetailStreets(network, outline);
const city: Polygon = { type: 'Polygon', coordinates: [outlineRing()] };
/** Centimetres, with room for the dataset's rounding. */
const ON_LINE = 0.05;

describe('the demo priority retail streets', () => {
  it('when the names are listed, then the main streets are there in the City’s legal form', () => {
    const names = new Set(streets.map((f) => f.properties.LINEAR_NAME_FULL_LEGAL));
    for (const name of ['Queen Street West', 'Yonge Street', 'Danforth Avenue', 'Bloor Street West']) expect(names).toContain(name);
  });

  it('when the field values are read, then they carry the section link and line type, and are marked demo', () => {
    for (const { properties: p } of streets) {
      expect(p).toEqual({
        OBJECTID: expect.any(Number), LINEAR_NAME_FULL_LEGAL: p.LINEAR_NAME_FULL_LEGAL, CH600_LINE_TYPE: 0,
        BYLAW_SECTIONLINK: 'Chapter600_20.htm', DEMO: 'Y',
      });
    }
    expect(streets.map((f) => f.properties.OBJECTID)).toEqual(streets.map((_, k) => k + 1));
  });

  it('when every vertex is checked, then it lies inside the city', () => {
    expect(streets.length).toBeGreaterThan(20);
    for (const { geometry } of streets) {
      for (const [lng, lat] of geometry.coordinates.flat()) expect(pointInArea(lng!, lat!, city), `${lng}, ${lat}`).toBe(true);
    }
  });

  it('when a retail street is laid on the street grid, then it runs along a generated street of the same name', () => {
    for (const { geometry, properties } of streets) {
      const [a, b] = geometry.coordinates[0]!.map(([lng, lat]) => lngLatToFrame(lng!, lat!)) as [[number, number], [number, number]];
      const axis = Math.abs(a[1] - b[1]) < ON_LINE ? 'ew' : 'ns';
      const [at, along] = axis === 'ew' ? [a[1], (a[0] + b[0]) / 2] : [a[0], (a[1] + b[1]) / 2];
      const line = network.lines.find((l) => l.axis === axis && Math.abs(l.at - at) < ON_LINE && along > l.from && along < l.to);
      const span = line?.spans.find((s) => along > s.from && along < s.to);
      expect(span && legalStreetName(span.name), properties.LINEAR_NAME_FULL_LEGAL).toBe(properties.LINEAR_NAME_FULL_LEGAL);
    }
  });
});

describe('legalStreetName', () => {
  it('when a short name is expanded, then suffix and direction are spelled out and a leading "St" is kept', () => {
    expect(['Queen St W', 'Danforth Ave', 'Avenue Rd', 'St Clair Ave E', 'Yonge St'].map(legalStreetName)).toEqual([
      'Queen Street West', 'Danforth Avenue', 'Avenue Road', 'St Clair Avenue East', 'Yonge Street',
    ]);
  });
});
