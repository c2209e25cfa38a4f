// The map style: a basemap (by default our own streets, water and labels; or a hosted one), the zoning over it, and
// the highlighted parcel and search result on top (the picked point is a marker over the map: platform/maplibre.ts).
// The self-contained style asks nothing of any host but ours.
import type { FeatureCollection } from 'geojson';
import { env } from '../../config/env';
import { tilesInView, type ViewSize } from '../../lib/geo/tile-cover';
import type { TileSetSpec } from '../../lib/offline/area-pack';
import { ZONES } from '../../lib/zoning/zone-categories';
import { colourOfGroup, FORMER_CITY_COLOUR, UNKNOWN_ZONE_COLOUR, ZONE_COLOURS } from '../../lib/zoning/zone-colours';
import { HOSTED_STYLE_METADATA } from '../../platform/hosted-basemap';
import type { MapFilter, MapStyle } from '../../platform/maplibre';
import { creditHtml } from '../../lib/basemap/hosted-basemap-settings';
import {
  basemapControlCredit,
  basemapFromUrl,
  basemapLabelLayers,
  basemapSources,
  basemapTileLayers,
  basemapUnderLayers,
  type Basemap,
} from './basemap-style';
import { FORMER_CITY_PATTERN_ID } from './hatch-pattern';
import {
  MAP_TILES_SOURCE_ID,
  PARCEL_HIGHLIGHT_FILL_LAYER_ID,
  PARCEL_HIGHLIGHT_LAYER_ID,
  SEARCH_RESULT_SOURCE_ID,
} from './map-config';

interface StyleInput {
  /** The page's origin; tile URLs must be absolute for MapLibre's worker. */
  origin: string;
  /** The dataset id, added to data URLs so cached tiles never outlive their dataset. */
  datasetId: string | null;
  /** The city outline the loading screen already fetched (drawn from memory, never fetched twice); null if it failed. */
  boundary: FeatureCollection | null;
  /** What is drawn under the zoning; by default what VITE_BASEMAP_STYLE_URL chooses. */
  basemap?: Basemap;
}

/** The basemap this build was configured with (VITE_BASEMAP_STYLE_URL and its credit; unset: our own). */
const CONFIGURED_BASEMAP = basemapFromUrl(env.VITE_BASEMAP_STYLE_URL, env.VITE_BASEMAP_ATTRIBUTION);

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };
const SELECTION_COLOUR = '#0b5cad';
/** Land where no zone is drawn (outside the city, and under the zoning's translucent fill). */
const LAND_COLOUR = '#f2efe9';

/** Picks out the clicked parcel in the property tiles by its PARCELID; with no parcel it matches nothing. */
export function parcelHighlightFilter(parcelId: string | null): MapFilter {
  return ['==', ['to-string', ['get', 'PARCELID']], parcelId ?? ''];
}

/** COLOUR (the zone group the tiles carry) picks the colour; ZN_ZONE is the fallback for tiles without it. */
function zoneFillColour(): unknown[] {
  const byGroup = ZONE_COLOURS.flatMap(({ group, colour }) => [group, colour]);
  const bySymbol = ZONES.flatMap((zone) => [zone.symbol, colourOfGroup(zone.colourGroup)]);
  return [
    'match',
    ['to-string', ['get', 'COLOUR']],
    ...byGroup,
    ['match', ['to-string', ['get', 'ZN_ZONE']], ...bySymbol, UNKNOWN_ZONE_COLOUR],
  ];
}

/**
 * The entries the map's attribution control shows besides its sources' own (HTML, so the plain-text credits go in
 * escaped): the dataset's, and a hosted vector style's configured credit.
 */
export function mapCredits(datasetAttribution: string | null, basemap: Basemap = CONFIGURED_BASEMAP): string[] {
  const basemapCredit = basemapControlCredit(basemap);
  return [...(datasetAttribution ? [creditHtml(datasetAttribution)] : []), ...(basemapCredit ? [basemapCredit] : [])];
}

/** Below this zoom a parcel is a few pixels wide: neither drawn nor fetched. */
export const PARCELS_MIN_ZOOM = 14;

/**
 * The map's vector tile sources as their URLs name them, with the zooms each serves: the joined zoning, former by-law
 * areas and our own basemap (one request per tile position), and the parcels. A saved area holds exactly these.
 */
export function mapTileSets(basemap: Basemap = CONFIGURED_BASEMAP): { main: TileSetSpec; parcels: TileSetSpec } {
  return {
    main: { layers: ['zoning', 'former-city', ...basemapTileLayers(basemap)].join('+'), minZoom: 0, maxZoom: 16 },
    // Parcels are drawn from z14 (highlight) and z15 (property lines); below that the map asks for none of their
    // tiles, which at the z11 start view are ~0.5 MB of lines no layer shows.
    parcels: { layers: 'toronto_properties', minZoom: PARCELS_MIN_ZOOM, maxZoom: 14 },
  };
}

export function buildMapStyle({ origin, datasetId, boundary, basemap = CONFIGURED_BASEMAP }: StyleInput): MapStyle {
  const version = datasetId ? `?v=${encodeURIComponent(datasetId)}` : '';
  const tiles = (name: string) => [`${origin}/data/${name}/{z}/{x}/{y}.pbf${version}`];
  const tileSets = mapTileSets(basemap);

  return {
    version: 8,
    // A hosted vector style is fetched by the map adapter, which lays these layers between its ground and its labels.
    ...(basemap.kind === 'style' ? { metadata: { [HOSTED_STYLE_METADATA]: basemap.url } } : {}),
    ...(basemap.kind === 'embedded' ? { glyphs: `${origin}/data/fonts/{fontstack}/{range}.pbf` } : {}),
    sources: {
      ...basemapSources(basemap),
      // No tileSize: spec §9's 256 px is the raster tile size; MapLibre 6 rejects any vector source not cut at 512.
      // One request per tile position for the zoning, the former by-law areas and our own basemap's streets and water
      // (the server joins their layers), rather than one per layer: the z11 start view asks 6 tiles, not 18.
      [MAP_TILES_SOURCE_ID]: { type: 'vector', tiles: tiles(tileSets.main.layers), minzoom: tileSets.main.minZoom, maxzoom: tileSets.main.maxZoom },
      toronto_properties: { type: 'vector', tiles: tiles(tileSets.parcels.layers), minzoom: tileSets.parcels.minZoom, maxzoom: tileSets.parcels.maxZoom },
      boundary: { type: 'geojson', data: boundary ?? EMPTY },
      [SEARCH_RESULT_SOURCE_ID]: { type: 'geojson', data: EMPTY },
    },
    layers: [
      // Under a hosted vector style its own ground shows instead.
      ...(basemap.kind === 'style' ? [] : [{ id: 'background', type: 'background' as const, paint: { 'background-color': LAND_COLOUR } }]),
      ...basemapUnderLayers(basemap),
      {
        id: 'zoning-fill',
        type: 'fill',
        source: MAP_TILES_SOURCE_ID,
        'source-layer': 'zoning',
        // ZN_STATUS 5: not part of By-law 569-2013; the former-city layer draws those areas.
        filter: ['!=', ['to-number', ['get', 'ZN_STATUS'], 0], 5],
        paint: {
          // A built 'match' expression; the style types cannot follow its spread arguments.
          'fill-color': zoneFillColour() as never,
          // Lighter at street level, so the basemap's streets show through between the blocks.
          'fill-opacity': ['interpolate', ['linear'], ['zoom'], 10, 0.7, 13, 0.6, 15, 0.45, 17, 0.38],
        },
      },
      {
        id: 'zoning-outline',
        type: 'line',
        source: MAP_TILES_SOURCE_ID,
        'source-layer': 'zoning',
        minzoom: 12,
        paint: { 'line-color': '#4b5563', 'line-opacity': 0.55, 'line-width': ['interpolate', ['linear'], ['zoom'], 12, 0.3, 17, 1.2] },
      },
      {
        id: 'former-city-fill',
        type: 'fill',
        source: MAP_TILES_SOURCE_ID,
        'source-layer': 'former-city',
        paint: { 'fill-pattern': FORMER_CITY_PATTERN_ID },
      },
      {
        id: 'former-city-outline',
        type: 'line',
        source: MAP_TILES_SOURCE_ID,
        'source-layer': 'former-city',
        paint: { 'line-color': FORMER_CITY_COLOUR, 'line-width': 1 },
      },
      {
        id: 'property-lines',
        type: 'line',
        source: 'toronto_properties',
        'source-layer': 'toronto_properties',
        minzoom: 15,
        paint: { 'line-color': '#1f2937', 'line-width': 0.7, 'line-opacity': ['step', ['zoom'], 0.3, 16, 0.5] },
      },
      {
        id: PARCEL_HIGHLIGHT_FILL_LAYER_ID,
        type: 'fill',
        source: 'toronto_properties',
        'source-layer': 'toronto_properties',
        minzoom: PARCELS_MIN_ZOOM,
        filter: parcelHighlightFilter(null),
        paint: { 'fill-color': SELECTION_COLOUR, 'fill-opacity': 0.18 },
      },
      {
        id: PARCEL_HIGHLIGHT_LAYER_ID,
        type: 'line',
        source: 'toronto_properties',
        'source-layer': 'toronto_properties',
        minzoom: PARCELS_MIN_ZOOM,
        filter: parcelHighlightFilter(null),
        paint: { 'line-color': SELECTION_COLOUR, 'line-width': ['interpolate', ['linear'], ['zoom'], 12, 1.5, 17, 3.5] },
      },
      {
        id: 'city-boundary',
        type: 'line',
        source: 'boundary',
        paint: { 'line-color': '#0b3b60', 'line-width': ['interpolate', ['linear'], ['zoom'], 8, 1.5, 14, 3], 'line-dasharray': [3, 1.5] },
      },
      ...basemapLabelLayers(basemap),
      {
        id: 'search-result-fill',
        type: 'fill',
        source: SEARCH_RESULT_SOURCE_ID,
        paint: { 'fill-color': SELECTION_COLOUR, 'fill-opacity': 0.12 },
      },
      {
        id: 'search-result-outline',
        type: 'line',
        source: SEARCH_RESULT_SOURCE_ID,
        paint: { 'line-color': SELECTION_COLOUR, 'line-width': 2, 'line-opacity': 0.8 },
      },
    ],
  };
}

/** The URLs of the vector tiles a view of this style shows first (each source's tiles at the view's zoom). */
export function tileUrlsInView(style: MapStyle, view: ViewSize): string[] {
  const urls: string[] = [];
  for (const source of Object.values(style.sources)) {
    if (source.type !== 'vector' || !source.tiles?.[0]) continue;
    const [minZoom, maxZoom] = [source.minzoom ?? 0, source.maxzoom ?? 22];
    // Below its range a source shows nothing; above it, its deepest tiles stretched.
    if (view.zoom < minZoom) continue;
    const template = source.tiles[0];
    for (const { z, x, y } of tilesInView(view, minZoom, maxZoom)) {
      urls.push(template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)));
    }
  }
  return urls;
}
