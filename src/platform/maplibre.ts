// The only importer of maplibre-gl: creates the zoning map and hides the SDK behind a small handle.
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import type { FeatureCollection } from 'geojson';
import { toLngLat, type LngLat } from '../lib/geo/lng-lat';

export type MapStyle = Exclude<maplibregl.MapOptions['style'], string | undefined>;

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
  /** Pattern images the style names, added when the map first asks for them. */
  images: Readonly<Record<string, RuntimeImage>>;
  /** The GeoJSON source the selected point is drawn from. */
  selectionSourceId: string;
  attribution?: string;
  onClick: (point: LngLat) => void;
  onLoad: () => void;
  onError: (error: { message: string }) => void;
}

export interface ZoningMapHandle {
  setSelectedPoint(point: LngLat | null): void;
  destroy(): void;
}

let workerConfigured = false;

function pointFeature(point: LngLat | null): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: point ? [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [point[0], point[1]] } }] : [],
  };
}

/** Creates the map. Throws when the browser cannot run it (no WebGL). */
export function createZoningMap(options: ZoningMapOptions): ZoningMapHandle {
  if (!workerConfigured) {
    maplibregl.setWorkerUrl(workerUrl);
    workerConfigured = true;
  }

  const map = new maplibregl.Map({
    container: options.container,
    style: options.style,
    center: [options.center[0], options.center[1]],
    zoom: options.zoom,
    minZoom: options.minZoom,
    maxZoom: options.maxZoom,
    maxBounds: options.maxBounds,
    attributionControl: options.attribution ? { compact: true, customAttribution: options.attribution } : { compact: true },
    dragRotate: false,
    pitchWithRotate: false,
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'bottom-right');

  let loaded = false;
  let pendingPoint: LngLat | null = null;
  const showPoint = (point: LngLat | null) => {
    const source = map.getSource<maplibregl.GeoJSONSource>(options.selectionSourceId);
    void source?.setData(pointFeature(point));
  };

  // MapLibre 6 asks this resolver (not the styleimagemissing event) for images the style names but lacks.
  map.setMissingStyleImageResolver((id) => {
    const image = options.images[id];
    if (image && !map.hasImage(id)) map.addImage(id, image);
  });
  map.on('click', ({ lngLat }) => options.onClick(toLngLat(lngLat.lng, lngLat.lat)));
  map.on('load', () => {
    loaded = true;
    showPoint(pendingPoint);
    options.onLoad();
  });
  map.on('error', ({ error }) => options.onError(error));

  return {
    setSelectedPoint(point) {
      pendingPoint = point;
      if (loaded) showPoint(point);
    },
    destroy() {
      map.remove();
    },
  };
}
