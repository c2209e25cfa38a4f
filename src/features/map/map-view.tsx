// The MapLibre map, loaded on demand: 'Preparing map data...' until the style loads, clicks out, selection and search in.
import type { FeatureCollection } from 'geojson';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LngLat } from '../../lib/geo/lng-lat';
import type { MapViewState, ScreenBox, ViewInsets, ZoningMapHandle } from '../../platform/maplibre';
import { FORMER_CITY_PATTERN_ID, makeHatchPattern } from './hatch-pattern';
import { MAP_DATA_READY_MARK } from './map-data-ready-mark';
import {
  FOLD_ATTRIBUTION_BELOW_PX,
  MAP_CENTER,
  MAP_MAX_BOUNDS,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MAP_ZOOM,
  MAX_PARALLEL_REQUESTS,
  nextZoomStep,
  PARCEL_HIGHLIGHT_FILL_LAYER_ID,
  PARCEL_HIGHLIGHT_LAYER_ID,
  SEARCH_RESULT_SOURCE_ID,
} from './map-config';
import { buildMapStyle, mapCredits, parcelHighlightFilter, tileUrlsInView } from './map-style';
import { fetchTilesEarly, forgetEarlyTiles } from '../../platform/early-tiles';
import { pulseCircle, pulseDiameterPx } from './pulse-circle';
import { SEARCH_FLY_DURATION_MS, searchZoomForWidth } from './search-zoom';
import './map.css';

/** A picked address to show; a new `id` flies there again even when the place is the same. */
export interface SearchMarker {
  id: number;
  point: LngLat;
  label: string;
}

interface MapViewProps {
  datasetId: string | null;
  attribution: string | null;
  /** The preloaded city outline (null when it could not be loaded). */
  boundary: FeatureCollection | null;
  /** The device is a phone (spec §9 device detection): fewer parallel requests. */
  isMobileDevice: boolean;
  /** The clicked point, drawn as a dot. */
  selectedPoint: LngLat | null;
  /** PARCELID of the parcel to outline (from the spatial answer's parcel.parceli2). */
  highlightedParcelId: string | null;
  searchMarker: SearchMarker | null;
  /**
   * What covers the map's top and bottom edges now (the phone's search column, the open sheet), asked each time a pick
   * is framed, so that the pick lands in the part of the map left free.
   */
  framingInsets?: () => ViewInsets;
  /** Phone layout: the attribution starts folded so it does not cover the map above the sheet. */
  compactLayout?: boolean;
  onMapClick: (point: LngLat) => void;
  /** The first time every tile in view has loaded and drawn. */
  onFirstIdle?: () => void;
  /** Where the map starts (the city view when absent). */
  startView?: MapViewState;
  /** A view to jump to; a new `id` jumps again even to the same view. */
  viewTarget?: { id: number; view: MapViewState } | null;
  /** After every pan or zoom. */
  onMoveEnd?: (view: MapViewState) => void;
  /** What the map shows, [west, south, east, north]: once loaded, and after every pan or zoom. */
  onViewBounds?: (bounds: [number, number, number, number]) => void;
  /** The box on screen around the selection (its parcel and its marker), after it changes or the map moves. */
  onSelectionOnScreen?: (box: ScreenBox | null) => void;
  /** How far up from the map's bottom edge its credit line reaches, so what floats over the map can stay above it. */
  onCreditHeight?: (px: number) => void;
}

export type { MapViewState, ScreenBox, ViewInsets };

type MapStatus = 'preparing' | 'loaded' | 'failed';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };
const NO_INSETS: ViewInsets = { top: 0, bottom: 0 };
const HIGHLIGHT_LAYERS = [PARCEL_HIGHLIGHT_LAYER_ID, PARCEL_HIGHLIGHT_FILL_LAYER_ID];
/** The room the selection's marker takes around its point: the search's pin stands 41 px above it, the dot is 28 px. */
const MARKER_ROOM = { side: 14, above: 41, below: 14 };

/** The selection's box on screen: its marker's, grown to the highlighted parcel's where that is drawn. */
function selectionBox(handle: ZoningMapHandle, point: LngLat): ScreenBox {
  const { x, y } = handle.screenPointOf(point);
  const box = { left: x - MARKER_ROOM.side, top: y - MARKER_ROOM.above, right: x + MARKER_ROOM.side, bottom: y + MARKER_ROOM.below };
  const parcel = handle.renderedBox(HIGHLIGHT_LAYERS);
  if (!parcel) return box;
  return {
    left: Math.min(box.left, parcel.left),
    top: Math.min(box.top, parcel.top),
    right: Math.max(box.right, parcel.right),
    bottom: Math.max(box.bottom, parcel.bottom),
  };
}

const sameBox = (a: ScreenBox | null, b: ScreenBox | null) =>
  a === b || (a !== null && b !== null && a.left === b.left && a.top === b.top && a.right === b.right && a.bottom === b.bottom);

/** The map engine's chunk: asked for as soon as /map opens, so it downloads while the outline does. */
export const loadMapEngine = () => import('../../platform/maplibre');

export function MapView(props: MapViewProps) {
  const { datasetId, attribution, boundary, isMobileDevice, selectedPoint, highlightedParcelId, searchMarker, onMapClick } = props;
  const container = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<ZoningMapHandle | null>(null);
  const onClick = useRef(onMapClick);
  const onIdle = useRef(props.onFirstIdle);
  const onMoveEnd = useRef(props.onMoveEnd);
  const onViewBounds = useRef(props.onViewBounds);
  const onSelectionOnScreen = useRef(props.onSelectionOnScreen);
  const onCreditHeight = useRef(props.onCreditHeight);
  const reportSelection = useRef<() => void>(() => undefined);
  const frameSelection = useRef<() => void>(() => undefined);
  // Set when a newly highlighted parcel is to be framed, once it has been drawn (the map's next idle).
  const framePending = useRef(false);
  const framingInsets = useRef(props.framingInsets);
  const [status, setStatus] = useState<MapStatus>('preparing');
  const [idle, setIdle] = useState(false);

  useLayoutEffect(() => {
    onClick.current = onMapClick;
    onIdle.current = props.onFirstIdle;
    onMoveEnd.current = props.onMoveEnd;
    onViewBounds.current = props.onViewBounds;
    onSelectionOnScreen.current = props.onSelectionOnScreen;
    onCreditHeight.current = props.onCreditHeight;
    framingInsets.current = props.framingInsets;
  });

  // The map is made once per dataset; the device class and outline at that moment are what it starts with.
  const startWith = useRef({
    boundary,
    isMobileDevice,
    compactLayout: props.compactLayout ?? false,
    view: props.startView ?? { center: MAP_CENTER, zoom: MAP_ZOOM },
  });
  useEffect(() => {
    let cancelled = false;
    let created: ZoningMapHandle | null = null;
    const style = buildMapStyle({ origin: window.location.origin, datasetId, boundary: startWith.current.boundary });
    // The first view's tiles come while the engine's code does, not one round trip after it.
    if (container.current && container.current.clientWidth > 0) {
      const { center, zoom } = startWith.current.view;
      const limit = startWith.current.isMobileDevice ? MAX_PARALLEL_REQUESTS.mobile : MAX_PARALLEL_REQUESTS.other;
      fetchTilesEarly(tileUrlsInView(style, { center, zoom, width: container.current.clientWidth, height: container.current.clientHeight }), limit);
    }
    loadMapEngine()
      .then(({ createZoningMap }) => {
        if (cancelled || !container.current) return;
        created = createZoningMap({
          container: container.current,
          style,
          center: startWith.current.view.center,
          zoom: startWith.current.view.zoom,
          minZoom: MAP_MIN_ZOOM,
          maxZoom: MAP_MAX_ZOOM,
          maxBounds: MAP_MAX_BOUNDS,
          maxParallelRequests: startWith.current.isMobileDevice ? MAX_PARALLEL_REQUESTS.mobile : MAX_PARALLEL_REQUESTS.other,
          nextZoom: nextZoomStep,
          images: { [FORMER_CITY_PATTERN_ID]: makeHatchPattern() },
          attribution: mapCredits(attribution),
          // Folded on phones, and wherever the open legend and the unfolded credit line cannot sit side by side.
          foldAttribution: startWith.current.compactLayout || container.current.clientWidth < FOLD_ATTRIBUTION_BELOW_PX,
          onClick: (point) => onClick.current(point),
          onLoad: () => setStatus('loaded'),
          onFirstIdle: () => {
            performance.mark(MAP_DATA_READY_MARK);
            forgetEarlyTiles();
            setIdle(true);
            onIdle.current?.();
          },
          onMoveEnd: (view) => {
            // A map made again for a new dataset version opens where this one was left.
            startWith.current.view = view;
            onMoveEnd.current?.(view);
            reportSelection.current();
          },
          onViewBounds: (bounds) => onViewBounds.current?.(bounds),
          onIdle: () => {
            // Settled, the map has drawn the highlighted parcel: the selection's box now holds it.
            reportSelection.current();
            if (!framePending.current) return;
            framePending.current = false;
            frameSelection.current();
          },
          onCreditHeight: (px) => onCreditHeight.current?.(px),
          onError: (error) => console.error('Map error:', error.message),
        });
        setHandle(created);
      })
      .catch((error: unknown) => {
        console.error('The map could not start', error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      forgetEarlyTiles();
      created?.destroy();
      setHandle(null);
      setStatus('preparing');
      setIdle(false);
    };
  }, [datasetId, attribution]);

  useEffect(() => {
    handle?.setSelection(selectedPoint);
    // On a phone the sheet rises over the lower part of the map and the search column covers its top: the picked point
    // moves into what they leave free.
    if (selectedPoint) handle?.revealPoint(selectedPoint, framingInsets.current?.() ?? NO_INSETS);
  }, [handle, selectedPoint]);

  const viewTarget = props.viewTarget ?? null;
  useEffect(() => {
    if (viewTarget) handle?.jumpTo(viewTarget.view);
  }, [handle, viewTarget]);

  useEffect(() => {
    handle?.setFilter(HIGHLIGHT_LAYERS, parcelHighlightFilter(highlightedParcelId));
    // The point was framed as it was picked; the parcel around it may reach past the free part of the map.
    framePending.current = highlightedParcelId !== null;
  }, [handle, highlightedParcelId]);

  useEffect(() => {
    if (!handle) return;
    if (!searchMarker) {
      handle.setPulseMarker(null);
      handle.setSourceData(SEARCH_RESULT_SOURCE_ID, EMPTY);
      return;
    }
    const { point, label } = searchMarker;
    handle.setSourceData(SEARCH_RESULT_SOURCE_ID, pulseCircle(point));
    handle.setPulseMarker({ point, label, diameterPx: (zoom) => pulseDiameterPx(point[1], zoom) });
    handle.flyTo({
      center: point,
      zoom: searchZoomForWidth(window.innerWidth),
      durationMs: SEARCH_FLY_DURATION_MS,
      insets: framingInsets.current?.() ?? NO_INSETS,
    });
  }, [handle, searchMarker]);

  // Where the selection is on screen, now and after each move, for what floats over the map (the legend folds off it).
  // Only a box that changed is reported: the legend, opened by hand over a selection, stays open until that moves.
  const selection = selectedPoint ?? searchMarker?.point ?? null;
  const reported = useRef<ScreenBox | null>(null);
  useEffect(() => {
    reportSelection.current = () => {
      const box = handle && selection ? selectionBox(handle, selection) : null;
      if (sameBox(box, reported.current)) return;
      reported.current = box;
      onSelectionOnScreen.current?.(box);
    };
    frameSelection.current = () => {
      if (handle && selection) handle.revealBox(selectionBox(handle, selection), framingInsets.current?.() ?? NO_INSETS);
    };
    reportSelection.current();
  }, [handle, selection]);

  return (
    <div className="map-view">
      <div ref={container} className="map-view__canvas" data-testid={idle ? 'map-ready' : undefined} />
      {status === 'preparing' ? (
        <div className="map-view__overlay" role="status" aria-live="polite">
          Preparing map data...
        </div>
      ) : null}
      {status === 'failed' ? (
        <div className="map-view__overlay map-view__overlay--error" role="alert">
          The map could not start. This browser or device may not support WebGL; try another browser.
        </div>
      ) : null}
    </div>
  );
}
