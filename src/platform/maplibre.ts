// The only importer of maplibre-gl: creates the zoning map and hides the SDK behind a small handle.
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import type { FeatureCollection } from 'geojson';
import { toLngLat, type LngLat } from '../lib/geo/lng-lat';
import { takeEarlyTile } from './early-tiles';
import { tileGate } from './tile-gate';
import { hostedStyleUrl, underlayHostedStyle } from './hosted-basemap';
import { centreOffset, isInside, positionsOf, REVEAL_DURATION_MS, revealMargin, watchCreditHeight, type ScreenBox, type ViewInsets } from './map-framing';

export type { ScreenBox, ViewInsets };

export type MapStyle = Exclude<maplibregl.MapOptions['style'], string | undefined>;
export type MapFilter = maplibregl.FilterSpecification;

export interface RuntimeImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface ZoningMapOptions {
  container: HTMLElement;
  style: MapStyle;
  center: LngLat;
  zoom: number;
  minZoom: number;
  maxZoom: number;
  /** [[west, south], [east, north]] */
  maxBounds: [[number, number], [number, number]];
  /**
   * Most tile and image requests in flight at once (spec §9: 6, or 3 on phones). MapLibre 6 caps only images
   * itself; vector tiles go through our own protocol and its gate.
   */
  maxParallelRequests: number;
  /** The zoom a button press leads to; the stock NavigationControl only steps whole levels. */
  nextZoom: (zoom: number, direction: 1 | -1) => number;
  /** Pattern images the style names, added as the style loads. */
  images: Readonly<Record<string, RuntimeImage>>;
  /** Entries (HTML) the attribution control shows besides the credits of the sources in view. */
  attribution: string[];
  /** Start with the attribution folded behind its (i) button, as MapLibre folds it after the first drag (small screens). */
  foldAttribution?: boolean;
  onClick: (point: LngLat) => void;
  onLoad: () => void;
  /** The first time every tile in view has loaded and drawn. */
  onFirstIdle: () => void;
  /** After every pan or zoom, with where the view came to rest. */
  onMoveEnd?: (view: MapViewState) => void;
  /** What the view shows, [west, south, east, north]: once loaded, and after every pan or zoom. */
  onViewBounds?: (bounds: [number, number, number, number]) => void;
  /** Each time the map settles: no move under way, every tile in view loaded and drawn. */
  onIdle?: () => void;
  /** How far up from the map's bottom edge the credit line reaches: at once, and whenever it folds, unfolds or wraps. */
  onCreditHeight?: (px: number) => void;
  onError: (error: { message: string }) => void;
}

export interface MapViewState {
  center: LngLat;
  zoom: number;
}

export interface FlyTarget {
  center: LngLat;
  zoom: number;
  durationMs: number;
  /** What covers the map's edges; the target lands in the middle of what is left. */
  insets?: ViewInsets;
}

export interface PulseMarker {
  point: LngLat;
  /** Accessible name of the pin. */
  label: string;
  /** The pulse's diameter in px at a zoom, so it keeps to a fixed ground distance. */
  diameterPx: (zoom: number) => number;
}

export interface ZoningMapHandle {
  /** Replaces a GeoJSON source's data (held until the style has loaded). */
  setSourceData(sourceId: string, data: FeatureCollection): void;
  setFilter(layerIds: readonly string[], filter: MapFilter): void;
  flyTo(target: FlyTarget): void;
  /** Jumps to a view without animation (a link or the back button). */
  jumpTo(view: MapViewState): void;
  /** Eases the point into the part of the map the insets leave free, if it is not already there. */
  revealPoint(point: LngLat, insets: ViewInsets): void;
  /** Moves (zooming out only if it must) so that the box lies whole in the part of the map the insets leave free. */
  revealBox(box: ScreenBox, insets: ViewInsets): void;
  /** A pin with a pulsing ring at a point, or none. */
  setPulseMarker(marker: PulseMarker | null): void;
  /** The dot at the point the user picked, or none. */
  setSelection(point: LngLat | null): void;
  /** Where a point is drawn, in CSS pixels from the viewport's top-left (as getBoundingClientRect measures). */
  screenPointOf(point: LngLat): ScreenPoint;
  /** The box around what these layers draw now, measured like screenPointOf; null when they draw nothing in view. */
  renderedBox(layerIds: readonly string[]): ScreenBox | null;
  destroy(): void;
}

export interface ScreenPoint {
  x: number;
  y: number;
}

let workerConfigured = false;

/**
 * The most device pixels the map draws per CSS pixel. Phones at 2.6× or 3× would draw 1.7× to 2.25× the pixels of 2×
 * for lines and fills the eye cannot tell apart at arm's length; every frame pays for them, most on a weak GPU.
 */
const MAX_PIXEL_RATIO = 2;

/** Vector-tile URLs are prefixed with this scheme so that their fetches pass through one gate on the page. */
const GATED_TILE_PROTOCOL = 'zonebrief-tile';

async function readTile(response: Response, url: string) {
  // An empty tile is a 204: nothing to draw there.
  if (response.status === 204) return { data: new ArrayBuffer(0) };
  if (!response.ok) throw new Error(`Tile request failed with ${response.status}: ${url}`);
  return {
    data: await response.arrayBuffer(),
    cacheControl: response.headers.get('cache-control'),
    expires: response.headers.get('expires'),
  };
}

function registerGatedTiles(): void {
  maplibregl.addProtocol(GATED_TILE_PROTOCOL, (request, abortController) => {
    const url = request.url.slice(GATED_TILE_PROTOCOL.length + 3);
    // Asked for early (the first view, before this code arrived): it has passed the gate already.
    const early = takeEarlyTile(url);
    if (early) return early.then((response) => readTile(response, url));
    return tileGate.run(async () => readTile(await fetch(url, { signal: abortController.signal }), url), abortController.signal);
  });
}

/** The style with every vector source's tile URLs routed through the gated protocol. */
function withGatedTiles(style: MapStyle): MapStyle {
  const sources = Object.fromEntries(
    Object.entries(style.sources).map(([id, source]) =>
      source.type === 'vector' && source.tiles
        ? [id, { ...source, tiles: source.tiles.map((url) => `${GATED_TILE_PROTOCOL}://${url}`) }]
        : [id, source],
    ),
  );
  return { ...style, sources };
}

function styleWithHostedBasemap(style: MapStyle): Pick<maplibregl.MapOptions, 'style' | 'transformStyle'> {
  const hosted = hostedStyleUrl(style);
  if (!hosted) return { style };
  return { style: hosted, transformStyle: (_previous, fetched) => underlayHostedStyle(fetched, style) };
}

function isEmptyCollection(data: unknown): boolean {
  const collection = data as Partial<FeatureCollection> | null;
  return typeof collection === 'object' && collection?.type === 'FeatureCollection' && collection.features?.length === 0;
}

/** Zoom buttons that step by what `nextZoom` says, styled as MapLibre's own zoom control. */
function createZoomControl(nextZoom: ZoningMapOptions['nextZoom']): maplibregl.IControl {
  let map: maplibregl.Map | null = null;
  const container = document.createElement('div');
  container.className = 'maplibregl-ctrl maplibregl-ctrl-group';
  const button = (direction: 1 | -1, className: string, label: string) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.className = className;
    element.title = label;
    element.setAttribute('aria-label', label);
    const icon = document.createElement('span');
    icon.className = 'maplibregl-ctrl-icon';
    icon.setAttribute('aria-hidden', 'true');
    element.append(icon);
    element.addEventListener('click', () => map?.easeTo({ zoom: nextZoom(map.getZoom(), direction), duration: 250 }));
    container.append(element);
    return element;
  };
  const zoomIn = button(1, 'maplibregl-ctrl-zoom-in', 'Zoom in');
  const zoomOut = button(-1, 'maplibregl-ctrl-zoom-out', 'Zoom out');
  const update = () => {
    if (!map) return;
    const zoom = map.getZoom();
    zoomIn.disabled = zoom >= map.getMaxZoom();
    zoomOut.disabled = zoom <= map.getMinZoom();
  };
  return {
    onAdd(added) {
      map = added;
      map.on('zoom', update);
      update();
      return container;
    },
    onRemove() {
      map?.off('zoom', update);
      container.remove();
      map = null;
    },
  };
}

/** Creates the map. Throws when the browser cannot run it (no WebGL). */
/**
 * What MapLibre's compact credit line does on the first drag, done when it first unfolds (as the style's credits
 * arrive): the class that holds it unfolded goes in the same task, so it is never drawn unfolded. Folded later, on
 * load, it moved the controls beside it after the first paint (a layout shift of 0.075 on a phone). A line the user
 * unfolds afterwards stays so.
 */
function foldAttributionOnceShown(map: maplibregl.Map, container: HTMLElement): void {
  const fold = () => {
    const unfolded = container.querySelector('.maplibregl-ctrl-attrib.maplibregl-compact-show');
    if (!unfolded) return;
    unfolded.classList.remove('maplibregl-compact-show');
    map.off('styledata', fold);
    map.off('sourcedata', fold);
  };
  map.on('styledata', fold);
  map.on('sourcedata', fold);
}

export function createZoningMap(options: ZoningMapOptions): ZoningMapHandle {
  if (!workerConfigured) {
    maplibregl.setWorkerUrl(workerUrl);
    registerGatedTiles();
    workerConfigured = true;
  }
  maplibregl.setMaxParallelImageRequests(options.maxParallelRequests);
  tileGate.limit = options.maxParallelRequests;

  const map = new maplibregl.Map({
    container: options.container,
    // A hosted vector basemap (VITE_BASEMAP_STYLE_URL) is fetched by MapLibre, and ours is laid into it.
    ...styleWithHostedBasemap(withGatedTiles(options.style)),
    center: [options.center[0], options.center[1]],
    zoom: options.zoom,
    minZoom: options.minZoom,
    maxZoom: options.maxZoom,
    maxBounds: options.maxBounds,
    attributionControl: { compact: true, customAttribution: options.attribution },
    dragRotate: false,
    pitchWithRotate: false,
    fadeDuration: 0,
    pixelRatio: Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO),
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(createZoomControl(options.nextZoom), 'bottom-right');

  let loaded = false;
  const pendingData = new Map<string, FeatureCollection>();
  const pendingFilters = new Map<string, MapFilter>();
  // Every setData is a round trip through the worker and a redrawn frame (100 ms and more on a software-rendered
  // canvas), so a source is only given data that differs from what it holds: at start every overlay is set empty.
  const emptyFromStart = new Set(
    Object.entries(options.style.sources)
      .filter(([, source]) => source.type === 'geojson' && isEmptyCollection(source.data))
      .map(([id]) => id),
  );
  const applyData = (sourceId: string, data: FeatureCollection) => {
    if (data.features.length === 0 && emptyFromStart.has(sourceId)) return;
    emptyFromStart.delete(sourceId);
    void map.getSource<maplibregl.GeoJSONSource>(sourceId)?.setData(data);
  };

  const addImage = (id: string) => {
    const image = options.images[id];
    if (image && !map.hasImage(id)) map.addImage(id, image);
  };
  // Added with the style: one asked for by a tile as it loads changes the style then, which redraws the map twice.
  map.once('style.load', () => Object.keys(options.images).forEach(addImage));
  // MapLibre 6 asks this resolver (not the styleimagemissing event) for images the style names but lacks.
  map.setMissingStyleImageResolver(addImage);
  map.on('click', ({ lngLat }) => options.onClick(toLngLat(lngLat.lng, lngLat.lat)));
  const reportBounds = () => {
    const bounds = map.getBounds();
    options.onViewBounds?.([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()]);
  };
  if (options.foldAttribution) foldAttributionOnceShown(map, options.container);
  // MapLibre redraws on every setFilter, even one that changes nothing: a frame of 100 ms and more on a software-drawn
  // canvas (the highlight's empty filter, held until load, cost the first view one frame before its first idle).
  const applyFilter = (layerId: string, filter: MapFilter) => {
    // A layer the style lacks is left to MapLibre, which reports it as an error.
    const current = map.getLayer(layerId)?.filter;
    if (current === undefined || JSON.stringify(current) !== JSON.stringify(filter)) map.setFilter(layerId, filter);
  };
  map.on('load', () => {
    loaded = true;
    reportBounds();
    for (const [sourceId, data] of pendingData) applyData(sourceId, data);
    for (const [layerId, filter] of pendingFilters) applyFilter(layerId, filter);
    pendingData.clear();
    pendingFilters.clear();
    options.onLoad();
  });
  map.once('idle', () => options.onFirstIdle());
  map.on('idle', () => options.onIdle?.());
  const stopCreditReports = options.onCreditHeight ? watchCreditHeight(options.container, options.onCreditHeight) : () => undefined;
  map.on('moveend', () => {
    const { lng, lat } = map.getCenter();
    options.onMoveEnd?.({ center: toLngLat(lng, lat), zoom: map.getZoom() });
    reportBounds();
  });
  map.on('error', ({ error }) => options.onError(error));

  // A marker over the canvas, not a layer in it: a pick redraws no frame of the map, so the main thread is free for
  // the look-up's answer (on a software-drawn canvas a frame took 100 ms and more, and the answer waited behind it).
  let selection: maplibregl.Marker | null = null;
  let pin: maplibregl.Marker | null = null;
  let pulse: maplibregl.Marker | null = null;
  let sizePulse: (() => void) | null = null;
  const removePulseMarker = () => {
    pin?.remove();
    pulse?.remove();
    if (sizePulse) map.off('zoom', sizePulse);
    pin = pulse = sizePulse = null;
  };

  return {
    setSourceData(sourceId, data) {
      if (loaded) applyData(sourceId, data);
      else pendingData.set(sourceId, data);
    },
    setFilter(layerIds, filter) {
      for (const layerId of layerIds) {
        if (loaded) applyFilter(layerId, filter);
        else pendingFilters.set(layerId, filter);
      }
    },
    flyTo({ center, zoom, durationMs, insets = { top: 0, bottom: 0 } }) {
      map.flyTo({ center: [center[0], center[1]], zoom, duration: durationMs, offset: centreOffset(insets) });
    },
    jumpTo({ center, zoom }) {
      map.jumpTo({ center: [center[0], center[1]], zoom });
    },
    revealPoint(point, insets) {
      const { x, y } = map.project([point[0], point[1]]);
      if (isInside({ left: x, top: y, right: x, bottom: y }, map.getContainer(), insets)) return;
      map.easeTo({ center: [point[0], point[1]], offset: centreOffset(insets), duration: REVEAL_DURATION_MS });
    },
    revealBox(box, insets) {
      const container = map.getContainer();
      const { left, top } = container.getBoundingClientRect();
      const [x0, y0, x1, y1] = [box.left - left, box.top - top, box.right - left, box.bottom - top];
      if (isInside({ left: x0, top: y0, right: x1, bottom: y1 }, container, insets)) return;
      const margin = revealMargin(container.clientHeight, insets);
      // fitBounds, which frames without keeping the padding: easeTo with a padding keeps it for every later move, and the
      // centre the page address stores would no longer be the map's middle.
      map.fitBounds([map.unproject([x0, y1]), map.unproject([x1, y0])], {
        padding: { top: insets.top + margin, bottom: insets.bottom + margin, left: margin, right: margin },
        maxZoom: map.getZoom(),
        linear: true,
        duration: REVEAL_DURATION_MS,
      });
    },
    screenPointOf(point) {
      const { x, y } = map.project([point[0], point[1]]);
      const box = map.getContainer().getBoundingClientRect();
      return { x: box.left + x, y: box.top + y };
    },
    renderedBox(layerIds) {
      if (!loaded) return null;
      const positions = map.queryRenderedFeatures({ layers: [...layerIds] }).flatMap((feature) => positionsOf(feature.geometry));
      if (positions.length === 0) return null;
      const origin = map.getContainer().getBoundingClientRect();
      const found = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
      for (const [lng = 0, lat = 0] of positions) {
        const { x, y } = map.project([lng, lat]);
        found.left = Math.min(found.left, origin.left + x);
        found.right = Math.max(found.right, origin.left + x);
        found.top = Math.min(found.top, origin.top + y);
        found.bottom = Math.max(found.bottom, origin.top + y);
      }
      return found;
    },
    setPulseMarker(marker) {
      removePulseMarker();
      if (!marker) return;
      const at: [number, number] = [marker.point[0], marker.point[1]];
      const ring = document.createElement('div');
      ring.className = 'search-pulse';
      ring.setAttribute('aria-hidden', 'true');
      sizePulse = () => {
        const size = `${marker.diameterPx(map.getZoom())}px`;
        ring.style.width = size;
        ring.style.height = size;
      };
      sizePulse();
      map.on('zoom', sizePulse);
      pulse = new maplibregl.Marker({ element: ring }).setLngLat(at).addTo(map);
      pin = new maplibregl.Marker({ color: '#0b5cad', anchor: 'bottom' }).setLngLat(at).addTo(map);
      const pinElement = pin.getElement();
      pinElement.setAttribute('role', 'img');
      pinElement.setAttribute('aria-label', marker.label);
    },
    setSelection(point) {
      if (!point) {
        selection?.remove();
        selection = null;
        return;
      }
      if (!selection) {
        const dot = document.createElement('div');
        dot.className = 'selection-dot';
        dot.setAttribute('aria-hidden', 'true');
        selection = new maplibregl.Marker({ element: dot });
      }
      selection.setLngLat([point[0], point[1]]).addTo(map);
    },
    destroy() {
      stopCreditReports();
      removePulseMarker();
      selection?.remove();
      map.remove();
    },
  };
}
