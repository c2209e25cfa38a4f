// A packed area feature gives back the GeoJSON it was made from, and writes as a plain feature.

import type { MultiPolygon, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { PackedAreaFeature } from './packed-feature';

const ring = (x: number, y: number, size: number) => [[x, y], [x + size, y], [x + size, y + size], [x, y + size], [x, y]];

describe('PackedAreaFeature', () => {
  it('when a Polygon with a hole or a MultiPolygon of several parts is packed, then its geometry reads back equal, a new object each time', () => {
    const polygon: Polygon = { type: 'Polygon', coordinates: [ring(-79.4, 43.6, 0.01), ring(-79.399, 43.601, 0.001)] };
    const multi: MultiPolygon = { type: 'MultiPolygon', coordinates: [[ring(-79.4, 43.6, 0.01)], [ring(-79.3, 43.6, 0.02), ring(-79.29, 43.61, 0.001)]] };

    for (const geometry of [polygon, multi]) {
      const feature = new PackedAreaFeature(geometry, { PARCELID: '1' });
      expect(feature.geometry).toEqual(geometry);
      expect(feature.geometry).not.toBe(feature.geometry);
    }
  });

  it('when a MultiPolygon has one part, then it reads back as that Polygon, as the dataset keeps parcels', () => {
    const feature = new PackedAreaFeature({ type: 'MultiPolygon', coordinates: [[ring(-79.4, 43.6, 0.01)]] }, {});

    expect(feature.geometry).toEqual({ type: 'Polygon', coordinates: [ring(-79.4, 43.6, 0.01)] });
  });

  it('when written with JSON.stringify, then it is the plain GeoJSON feature, in the order of the City\'s files', () => {
    const geometry: Polygon = { type: 'Polygon', coordinates: [ring(-79.4, 43.6, 0.01)] };
    const properties = { PARCELID: '7', STATEDAREA: 300.5 };

    expect(JSON.stringify(new PackedAreaFeature(geometry, properties))).toBe(JSON.stringify({ type: 'Feature', properties, geometry }));
  });
});
