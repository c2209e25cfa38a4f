// The basemap under the zoning: our own (the dataset's streets and water, the 'basemap' layer of the map's joined
// tiles, labelled with glyphs from /data/fonts), or a hosted one chosen by VITE_BASEMAP_STYLE_URL (a raster tile template or a vector style URL).
import { creditHtml, isRasterTileTemplate } from '../../lib/basemap/hosted-basemap-settings';
import type { MapStyle } from '../../platform/maplibre';
import { MAP_TILES_SOURCE_ID } from './map-config';

/** A hosted basemap's credit is the provider's text from VITE_BASEMAP_ATTRIBUTION (plain text), null when unset. */
export type Basemap =
  | { kind: 'embedded' }
  | { kind: 'raster'; tiles: string; credit: string | null }
  | { kind: 'style'; url: string; credit: string | null };

type Layer = MapStyle['layers'][number];
type Source = MapStyle['sources'][string];

/** The label font, served by our own server from its open font file (server/tiles/glyph-adapter.ts). */
export const LABEL_FONT = 'Noto Sans Regular';
export const BASEMAP_SOURCE_ID = 'basemap';
export const STREET_LINE_LAYER_ID = 'basemap-streets';
export const STREET_LABEL_LAYER_IDS = ['basemap-street-labels-major', 'basemap-street-labels-local'] as const;

const WATER_COLOUR = '#a9cfe0';
const STREET_COLOUR = '#ffffff';
const STREET_CASING_COLOUR = '#8f8a80';
const LABEL_COLOUR = '#1f2937';
const MAJOR: unknown[] = ['==', ['get', 'FEATURE_CODE_DESC'], 'Major Arterial'];
/** Raster basemaps are cut at 256 px (spec §9's tile size). */
const RASTER_TILE_SIZE = 256;

/** A URL with {z} is a raster tile template; any other URL is a MapLibre style. Unset: our own basemap. */
export function basemapFromUrl(url: string | undefined, credit?: string): Basemap {
  if (!url) return { kind: 'embedded' };
  const shownCredit = credit?.trim() || null;
  return isRasterTileTemplate(url) ? { kind: 'raster', tiles: url, credit: shownCredit } : { kind: 'style', url, credit: shownCredit };
}

/** The layers of our own tiles the basemap draws from: the streets and water of our own basemap, else none. */
export function basemapTileLayers(basemap: Basemap): string[] {
  return basemap.kind === 'embedded' ? ['basemap'] : [];
}

/** A hosted raster basemap's own source (ours travels in the map's joined tiles; a hosted style brings its own). */
export function basemapSources(basemap: Basemap): Record<string, Source> {
  if (basemap.kind !== 'raster') return {};
  // MapLibre shows a source's attribution while a layer draws from it, as HTML.
  const attribution = basemap.credit ? { attribution: creditHtml(basemap.credit) } : {};
  return { [BASEMAP_SOURCE_ID]: { type: 'raster', tiles: [basemap.tiles], tileSize: RASTER_TILE_SIZE, ...attribution } };
}

/**
 * The credit the map's attribution control adds on its own (HTML): a hosted vector style's sources are the provider's
 * and keep their attribution, which MapLibre shows, so the configured credit joins them there. A raster basemap's
 * credit is on its source instead, and our own basemap needs none beyond the dataset's.
 */
export function basemapControlCredit(basemap: Basemap): string | null {
  return basemap.kind === 'style' && basemap.credit ? creditHtml(basemap.credit) : null;
}

/** Zoom stops of the street widths, and the width in px at each for arterials and local streets (none before z10). */
const WIDTH_ZOOMS = [10, 13, 15, 17];
const MAJOR_WIDTH = [0.8, 2.5, 6, 14];
const LOCAL_WIDTH = [0, 0.6, 3, 9];
const MAJOR_CASING_WIDTH = [2.3, 4, 7.5, 15.5];
const LOCAL_CASING_WIDTH = [0, 1.6, 4, 10];

/** One zoom curve whose value at each stop depends on the road class (MapLibre allows one zoom curve per expression). */
function widthByClass(major: number[], local: number[]): never {
  const stops = WIDTH_ZOOMS.flatMap((zoom, k) => [zoom, ['case', MAJOR, major[k], local[k]]]);
  return ['interpolate', ['exponential', 1.6], ['zoom'], ...stops] as never;
}

/** Water, then the streets (a casing under a white line), all under the zoning's translucent fill. */
export function basemapUnderLayers(basemap: Basemap): Layer[] {
  if (basemap.kind === 'raster') return [{ id: 'basemap-raster', type: 'raster', source: BASEMAP_SOURCE_ID }];
  if (basemap.kind === 'style') return [];
  const streets = { source: MAP_TILES_SOURCE_ID, 'source-layer': 'streets', layout: { 'line-cap': 'round' as const } };
  return [
    { id: 'basemap-water', type: 'fill', source: MAP_TILES_SOURCE_ID, 'source-layer': 'water', paint: { 'fill-color': WATER_COLOUR } },
    {
      id: 'basemap-street-casings',
      type: 'line',
      ...streets,
      minzoom: 12,
      paint: {
        'line-color': STREET_CASING_COLOUR,
        'line-width': widthByClass(MAJOR_CASING_WIDTH, LOCAL_CASING_WIDTH),
      },
    },
    {
      id: STREET_LINE_LAYER_ID,
      type: 'line',
      ...streets,
      paint: { 'line-color': STREET_COLOUR, 'line-width': widthByClass(MAJOR_WIDTH, LOCAL_WIDTH) },
    },
  ];
}

/**
 * Street names along the lines, over the zoning so they stay legible (dark text in a white halo): arterials from
 * z12, local streets from z14.
 */
export function basemapLabelLayers(basemap: Basemap): Layer[] {
  if (basemap.kind !== 'embedded') return [];
  const label = (id: string, minzoom: number, filter: unknown[], size: number[]): Layer => ({
    id,
    type: 'symbol',
    source: MAP_TILES_SOURCE_ID,
    'source-layer': 'streets',
    minzoom,
    filter: filter as never,
    layout: {
      'symbol-placement': 'line',
      'text-field': ['get', 'LINEAR_NAME_FULL'],
      'text-font': [LABEL_FONT],
      'text-size': ['interpolate', ['linear'], ['zoom'], ...size] as never,
      'text-max-angle': 30,
      'symbol-spacing': 350,
    },
    paint: { 'text-color': LABEL_COLOUR, 'text-halo-color': '#ffffff', 'text-halo-width': 1.6 },
  });
  return [
    label(STREET_LABEL_LAYER_IDS[0], 12, MAJOR, [12, 11, 15, 13, 17, 15]),
    label(STREET_LABEL_LAYER_IDS[1], 14, ['!', MAJOR], [14, 11, 17, 14]),
  ];
}
