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
  /** The camera moves asked for, by method. */
  readonly moves: Array<[string, Record<string, unknown>]> = [];
  readonly container: HTMLElement;

  constructor(options: { style: MapStyle; container: HTMLElement }) {
    this.container = options.container;
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

  // The stand-in's world is the screen, a tenth of a degree to the pixel, y growing with latitude.
  project([lng, lat]: [number, number]) {
    return { x: lng * 10, y: lat * 10 };
  }
  unproject([x, y]: [number, number]) {
    return { lng: x / 10, lat: y / 10 };
  }
  getContainer() {
    return this.container;
  }
  getZoom() {
    return 17;
  }
  easeTo(options: Record<string, unknown>) {
    this.moves.push(['easeTo', options]);
  }
  fitBounds(bounds: unknown, options: Record<string, unknown>) {
    this.moves.push(['fitBounds', { bounds, ...options }]);
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

/** A phone's map: 390×844, under a 110 px top column, with the sheet open over its lower 338 px. */
const PHONE_INSETS = { top: 110, bottom: 338 };

function phoneContainer(): HTMLElement {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: 390 });
  Object.defineProperty(container, 'clientHeight', { value: 844 });
  return container;
}

function options(): ZoningMapOptions {
  return {
    container: phoneContainer(),
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

  it('when a picked point lies under the top column, then it is eased to the middle of what the column and sheet leave', () => {
    const handle = createZoningMap(options());
    handle.revealPoint(toLngLat(19.5, 30), PHONE_INSETS);
    expect(RecordingMap.last.moves).toEqual([]);

    handle.revealPoint(toLngLat(19.5, 12), PHONE_INSETS);
    expect(RecordingMap.last.moves).toEqual([['easeTo', { center: [19.5, 12], offset: [0, (110 - 338) / 2], duration: 300 }]]);
  });

  it('when the selection\'s box reaches under the top column, then the map fits it in the free part without zooming in', () => {
    const handle = createZoningMap(options());
    handle.revealBox({ left: 150, top: 200, right: 250, bottom: 400 }, PHONE_INSETS);
    expect(RecordingMap.last.moves).toEqual([]);

    handle.revealBox({ left: 150, top: 90, right: 250, bottom: 250 }, PHONE_INSETS);
    expect(RecordingMap.last.moves).toEqual([
      [
        'fitBounds',
        {
          bounds: [{ lng: 15, lat: 25 }, { lng: 25, lat: 9 }],
          padding: { top: 110 + 48, bottom: 338 + 48, left: 48, right: 48 },
          maxZoom: 17,
          linear: true,
          duration: 300,
        },
      ],
    ]);
  });
});
