import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { HOSTED_STYLE_METADATA } from '../../platform/hosted-basemap';
import { basemapFromUrl } from './basemap-style';
import { buildMapStyle, mapCredits } from './map-style';

const BOUNDARY = { type: 'FeatureCollection' as const, features: [] };
const RASTER = 'https://tiles.example.org/{z}/{x}/{y}.png';
const VECTOR_STYLE = 'https://maps.example.org/styles/streets.json';
const OSM_CREDIT = '© OpenStreetMap contributors';
const DATASET_CREDIT = 'Contains information licensed under the Open Government Licence – Toronto';
const build = (url?: string, credit?: string) =>
  buildMapStyle({ origin: 'https://zonebrief.example', datasetId: 'demo-v4', boundary: BOUNDARY, basemap: basemapFromUrl(url, credit) });
const ids = (style: ReturnType<typeof build>) => style.layers.map((layer) => layer.id);

describe('the self-contained basemap', () => {
  const style = build();

  it('when no hosted basemap is set, then streets and water come from our own tiles, joined with the zoning, versioned by the dataset', () => {
    expect(style.sources.map).toEqual({
      type: 'vector', tiles: ['https://zonebrief.example/data/zoning+former-city+basemap/{z}/{x}/{y}.pbf?v=demo-v4'], minzoom: 0, maxzoom: 16,
    });
    expect(style.sources.basemap).toBeUndefined();
  });

  it('when the layers are stacked, then water and streets lie under the zoning and the street names over it', () => {
    const order = ids(style);
    const at = (id: string) => order.indexOf(id);
    expect(at('background')).toBe(0);
    expect(at('basemap-water')).toBeLessThan(at('zoning-fill'));
    expect(at('basemap-streets')).toBeLessThan(at('zoning-fill'));
    expect(at('basemap-street-labels-major')).toBeGreaterThan(at('property-lines'));
    expect(at('basemap-street-labels-local')).toBeLessThan(at('search-result-outline'));
  });

  it('when street names are laid out, then they follow the lines in our own font, arterials from z12 and locals from z14', () => {
    const major = style.layers.find((layer) => layer.id === 'basemap-street-labels-major') as Record<string, unknown>;
    const local = style.layers.find((layer) => layer.id === 'basemap-street-labels-local') as Record<string, unknown>;
    expect(major.layout).toMatchObject({ 'symbol-placement': 'line', 'text-field': ['get', 'LINEAR_NAME_FULL'], 'text-font': ['Noto Sans Regular'] });
    expect([major.minzoom, local.minzoom]).toEqual([12, 14]);
  });
});

describe('a hosted basemap', () => {
  it('when the URL is a raster tile template, then it is the ground under the zoning, and no glyphs are asked for', () => {
    const style = build(RASTER);

    expect(style.sources.basemap).toEqual({ type: 'raster', tiles: ['https://tiles.example.org/{z}/{x}/{y}.png'], tileSize: 256 });
    expect(ids(style).slice(0, 3)).toEqual(['background', 'basemap-raster', 'zoning-fill']);
    expect(style.glyphs).toBeUndefined();
    expect(ids(style).filter((id) => id.startsWith('basemap-street'))).toEqual([]);
    expect((style.sources.map as { tiles: string[] }).tiles).toEqual(['https://zonebrief.example/data/zoning+former-city/{z}/{x}/{y}.pbf?v=demo-v4']);
  });

  it('when the URL is a vector style, then our style names it for the map to fetch and keeps no ground of its own', () => {
    const style = build(VECTOR_STYLE);

    expect(style.metadata).toEqual({ [HOSTED_STYLE_METADATA]: 'https://maps.example.org/styles/streets.json' });
    expect(ids(style)[0]).toBe('zoning-fill');
    expect(style.sources.basemap).toBeUndefined();
  });
});

describe('the hosted basemap\'s credit (VITE_BASEMAP_ATTRIBUTION)', () => {
  it('when a raster template has a credit, then its source carries it as its attribution', () => {
    const style = build(RASTER, OSM_CREDIT);

    expect(style.sources.basemap).toMatchObject({ type: 'raster', attribution: OSM_CREDIT });
  });

  it('when the credit has markup in it, then the attribution holds it escaped, as text', () => {
    const style = build(RASTER, '<img src=x onerror=alert(1)> Tiles & Co');

    expect(style.sources.basemap).toMatchObject({ attribution: '&#60;img src=x onerror=alert(1)&#62; Tiles &#38; Co' });
  });

  it('when a raster template has no credit, then its source has no attribution', () => {
    expect(build(RASTER).sources.basemap).not.toHaveProperty('attribution');
  });

  it('when a raster template has its credit on the source, then the attribution control adds only the dataset\'s', () => {
    expect(mapCredits(DATASET_CREDIT, basemapFromUrl(RASTER, OSM_CREDIT))).toEqual([DATASET_CREDIT]);
  });

  it('when a vector style has a credit, then the attribution control shows it beside the dataset\'s and the style\'s own', () => {
    expect(mapCredits(DATASET_CREDIT, basemapFromUrl(VECTOR_STYLE, OSM_CREDIT))).toEqual([DATASET_CREDIT, OSM_CREDIT]);
  });

  it('when a vector style has no credit, then the control adds nothing of its own for it', () => {
    expect(mapCredits(DATASET_CREDIT, basemapFromUrl(VECTOR_STYLE))).toEqual([DATASET_CREDIT]);
  });

  it('when the dataset\'s attribution has markup characters, then the control gets it escaped', () => {
    expect(mapCredits('Data <City> & Co', basemapFromUrl(undefined))).toEqual(['Data &#60;City&#62; &#38; Co']);
  });

  it('when our own basemap is drawn, then a configured credit is not shown anywhere', () => {
    const basemap = basemapFromUrl(undefined, OSM_CREDIT);
    expect(mapCredits(null, basemap)).toEqual([]);
    expect(build(undefined, OSM_CREDIT).sources.map).not.toHaveProperty('attribution');
  });
});

describe('the style as MapLibre reads it', () => {
  it.each([undefined, RASTER, VECTOR_STYLE])(
    'when the basemap URL is %s, then the style passes MapLibre’s own validation',
    (url) => {
      expect(validateStyleMin(build(url, OSM_CREDIT) as never)).toEqual([]);
    },
  );
});
