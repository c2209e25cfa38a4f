import type { StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { HOSTED_STYLE_METADATA, hostedStyleUrl, underlayHostedStyle } from './hosted-basemap';

const hosted: StyleSpecification = {
  version: 8,
  glyphs: 'https://maps.example.org/fonts/{fontstack}/{range}.pbf',
  sources: { streets: { type: 'vector', url: 'https://maps.example.org/tiles.json' } },
  layers: [
    { id: 'land', type: 'background' },
    { id: 'roads', type: 'line', source: 'streets', 'source-layer': 'roads' },
    { id: 'road-names', type: 'symbol', source: 'streets', 'source-layer': 'roads' },
  ],
};
const ours: StyleSpecification = {
  version: 8,
  metadata: { [HOSTED_STYLE_METADATA]: 'https://maps.example.org/style.json' },
  sources: { zoning: { type: 'vector', tiles: ['https://zonebrief.example/data/zoning/{z}/{x}/{y}.pbf'] } },
  layers: [{ id: 'zoning-fill', type: 'fill', source: 'zoning', 'source-layer': 'zoning' }],
};

describe('a hosted vector basemap under our style', () => {
  it('when the styles are merged, then the zoning lies over the hosted roads and under the hosted names', () => {
    const merged = underlayHostedStyle(hosted, ours);

    expect(merged.layers.map((layer) => layer.id)).toEqual(['land', 'roads', 'zoning-fill', 'road-names']);
    expect(Object.keys(merged.sources)).toEqual(['streets', 'zoning']);
    expect(merged.glyphs).toBe(hosted.glyphs);
  });

  it('when the hosted style has no labels, then our layers go on top', () => {
    const merged = underlayHostedStyle({ ...hosted, layers: hosted.layers.slice(0, 2) }, ours);

    expect(merged.layers.map((layer) => layer.id)).toEqual(['land', 'roads', 'zoning-fill']);
  });

  it('reads the hosted style URL from our style, and none from a style without one', () => {
    expect(hostedStyleUrl(ours)).toBe('https://maps.example.org/style.json');
    expect(hostedStyleUrl(hosted)).toBeNull();
  });
});
