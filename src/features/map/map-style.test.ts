import { describe, expect, it } from 'vitest';
import { buildMapStyle, parcelHighlightFilter, tileUrlsInView } from './map-style';
import { makeHatchPattern } from './hatch-pattern';

const BOUNDARY = { type: 'FeatureCollection' as const, features: [] };
const style = buildMapStyle({ origin: 'https://zonebrief.example', datasetId: 'demo-v1', boundary: BOUNDARY });

function layer(id: string) {
  const found = style.layers.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no layer ${id}`);
  return found as Record<string, unknown>;
}

describe('map style', () => {
  it('uses absolute tile URLs on our own origin, versioned by the dataset', () => {
    expect(style.sources.map).toMatchObject({
      type: 'vector',
      tiles: ['https://zonebrief.example/data/zoning+former-city+basemap/{z}/{x}/{y}.pbf?v=demo-v1'],
      maxzoom: 16,
    });
    expect(style.sources.toronto_properties).toMatchObject({ minzoom: 14, maxzoom: 14 });
  });

  it('reads the zoning, the former by-law areas and the streets from one joined tile per position', () => {
    const vectorSources = Object.entries(style.sources).filter(([, source]) => source.type === 'vector').map(([id]) => id);
    expect(vectorSources).toEqual(['map', 'toronto_properties']);
    for (const id of ['zoning-fill', 'former-city-fill', 'basemap-streets', 'basemap-street-labels-local']) expect(layer(id).source).toBe('map');
  });

  it('draws the boundary from the preloaded outline, not from a second request', () => {
    expect(style.sources.boundary).toEqual({ type: 'geojson', data: BOUNDARY });
  });

  it('highlights only the parcel whose PARCELID is given, and no parcel before a click', () => {
    expect(parcelHighlightFilter('1234')).toEqual(['==', ['to-string', ['get', 'PARCELID']], '1234']);
    expect(layer('parcel-highlight').filter).toEqual(parcelHighlightFilter(null));
    expect(layer('parcel-highlight')['source-layer']).toBe('toronto_properties');
  });

  it('requests nothing from anyone else: glyphs and tiles from our origin, no sprite', () => {
    expect(style.glyphs).toBe('https://zonebrief.example/data/fonts/{fontstack}/{range}.pbf');
    expect(style.sprite).toBeUndefined();
    const urls = JSON.stringify(style.sources).match(/https?:\/\/[^/"]+/g) ?? [];
    expect(new Set(urls)).toEqual(new Set(['https://zonebrief.example']));
  });

  it('draws property lines from zoom 15, at half opacity from zoom 16', () => {
    const lines = layer('property-lines');
    expect(lines.minzoom).toBe(15);
    expect(lines['source-layer']).toBe('toronto_properties');
    expect((lines.paint as Record<string, unknown>)['line-opacity']).toEqual(['step', ['zoom'], 0.3, 16, 0.5]);
  });

  it('hatches former-city areas with the runtime pattern', () => {
    expect((layer('former-city-fill').paint as Record<string, unknown>)['fill-pattern']).toBe('former-city-hatch');
    const pattern = makeHatchPattern();
    expect(pattern.data).toHaveLength(pattern.width * pattern.height * 4);
  });

  it('colours zones by their COLOUR group', () => {
    const fill = (layer('zoning-fill').paint as Record<string, unknown>)['fill-color'] as unknown[];
    expect(fill[0]).toBe('match');
    expect(fill).toContain('CRE');
  });
});

describe('the tiles a view of the style shows first', () => {
  it('when the view is the z11 start view, then only the joined zoning tiles are named (parcels start at z14), versioned', () => {
    const urls = tileUrlsInView(style, { center: [-79.4, 43.7], zoom: 11, width: 1280, height: 800 });

    expect(urls).toHaveLength(6);
    for (const url of urls) expect(url).toMatch(/^https:\/\/zonebrief\.example\/data\/zoning\+former-city[^/]*\/11\/57[123]\/74[67]\.pbf\?v=demo-v1$/);
  });

  it('when the view is at z15, then parcels are named too, from their deepest zoom', () => {
    const urls = tileUrlsInView(style, { center: [-79.38, 43.65], zoom: 15, width: 390, height: 844 });

    expect(urls.some((url) => url.includes('/data/toronto_properties/14/'))).toBe(true);
    expect(urls.some((url) => url.includes('/15/'))).toBe(true);
  });
});
