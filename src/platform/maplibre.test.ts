// The map adapter's own choices, against a stand-in for MapLibre's Map that records what the adapter asks of it: on a
// software-drawn canvas every redraw the adapter causes costs the first view 100 ms and more.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toLngLat } from '../lib/geo/lng-lat';
import type { createZoningMap as CreateZoningMap, MapFilter, MapStyle, ZoningMapOptions } from './maplibre';

type Listener = (event?: unknown) => void;

/** What MapLibre's Map does that the adapter relies on, recorded. */
class RecordingMap {
  static last: RecordingMap;
  readonly listeners = new Map<string, Listener[]>();
  readonly layers = new Set<string>();
  readonly filters = new Map<string, unknown>();
  readonly images = new Map<string, unknown>();
  readonly setFilterCalls: Array<[string, unknown]> = [];
  readonly addImageOrder: string[] = [];
  readonly touchZoomRotate = { disableRotation: () => undefined };

  constructor(options: { style: MapStyle }) {
    for (const layer of options.style.layers) {
      this.layers.add(layer.id);
      if ('filter' in layer && layer.filter) this.filters.set(layer.id, layer.filter);
    }
    RecordingMap.last = this;
  }

  on(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    return this;
  }

  once(type: string, listener: Listener) {
    const wrapped: Listener = (event) => {
      this.off(type, wrapped);
      listener(event);
    };
    return this.on(type, wrapped);
  }

  off(type: string, listener: Listener) {
    this.listeners.set(type, (this.listeners.get(type) ?? []).filter((each) => each !== listener));
    return this;
  }

  fire(type: string, event?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  getLayer(layerId: string) {
    return this.layers.has(layerId) ? { id: layerId, filter: this.filters.get(layerId) } : undefined;
  }

  setFilter(layerId: string, filter: unknown) {
    this.setFilterCalls.push([layerId, filter]);
    this.filters.set(layerId, filter);
  }

  hasImage(id: string) {
    return this.images.has(id);
  }

  addImage(id: string, image: unknown) {
    this.addImageOrder.push(id);
    this.images.set(id, image);
  }

  setMissingStyleImageResolver() {}
  addControl() {}
  getBounds() {
    return { getWest: () => -79.6, getSouth: () => 43.6, getEast: () => -79.1, getNorth: () => 43.8 };
  }
  getSource() {
    return undefined;
  }
}

vi.mock('maplibre-gl', () => ({
  Map: RecordingMap,
  Marker: class {},
  setWorkerUrl: () => undefined,
  addProtocol: () => undefined,
  setMaxParallelImageRequests: () => undefined,
}));
vi.mock('maplibre-gl/dist/maplibre-gl.css', () => ({}));
vi.mock('maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url', () => ({ default: '/maplibre-gl-worker.mjs' }));

const HIGHLIGHT = 'parcel-highlight';
const NOTHING: MapFilter = ['==', ['get', 'PARCELID'], ''];
const PARCEL: MapFilter = ['==', ['get', 'PARCELID'], '1234'];
const HATCH = { width: 1, height: 1, data: new Uint8Array(4) };

function options(): ZoningMapOptions {
  return {
    container: document.createElement('div'),
    style: {
      version: 8,
      sources: { parcels: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } },
      layers: [{ id: HIGHLIGHT, type: 'line', source: 'parcels', filter: NOTHING }],
    },
    center: toLngLat(-79.38, 43.65),
    zoom: 11,
    minZoom: 9,
    maxZoom: 19,
    maxBounds: [[-80, 43], [-79, 44]],
    maxParallelRequests: 6,
    nextZoom: (zoom, direction) => zoom + direction,
    images: { hatch: HATCH },
    attribution: [],
    onClick: () => undefined,
    onLoad: () => undefined,
    onFirstIdle: () => undefined,
    onError: () => undefined,
  };
}

describe('the map adapter', () => {
  let createZoningMap: typeof CreateZoningMap;

  // Imported once the stand-in above exists: the hoisted vi.mock factory refers to it.
  beforeEach(async () => {
    ({ createZoningMap } = await import('./maplibre'));
  });

  it('sets no filter a layer already has, before load or after (MapLibre redraws the whole map on every setFilter)', () => {
    const handle = createZoningMap(options());
    const map = RecordingMap.last;
    handle.setFilter([HIGHLIGHT], NOTHING);
    map.fire('load');
    expect(map.setFilterCalls).toEqual([]);

    handle.setFilter([HIGHLIGHT], PARCEL);
    handle.setFilter([HIGHLIGHT], PARCEL);
    expect(map.setFilterCalls).toEqual([[HIGHLIGHT, PARCEL]]);
  });

  it('hands a filter for a layer the style lacks to MapLibre, which reports it', () => {
    const handle = createZoningMap(options());
    const map = RecordingMap.last;
    map.fire('load');
    handle.setFilter(['no-such-layer'], PARCEL);
    expect(map.setFilterCalls).toEqual([['no-such-layer', PARCEL]]);
  });

  it('sets a filter held until load once the style has loaded', () => {
    const handle = createZoningMap(options());
    const map = RecordingMap.last;
    handle.setFilter([HIGHLIGHT], PARCEL);
    expect(map.setFilterCalls).toEqual([]);
    map.fire('load');
    expect(map.setFilterCalls).toEqual([[HIGHLIGHT, PARCEL]]);
  });

  it('adds the pattern images as the style loads, before a tile can ask for them', () => {
    createZoningMap(options());
    const map = RecordingMap.last;
    expect(map.addImageOrder).toEqual([]);
    map.fire('style.load');
    expect(map.images.get('hatch')).toBe(HATCH);
    map.fire('style.load');
    expect(map.addImageOrder).toEqual(['hatch']);
  });
});
