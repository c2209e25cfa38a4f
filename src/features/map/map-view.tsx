// The MapLibre map, loaded on demand: shows 'Preparing map data...' until the first render and reports clicks.
import { useEffect, useRef, useState } from 'react';
import type { LngLat } from '../../lib/geo/lng-lat';
import type { ZoningMapHandle } from '../../platform/maplibre';
import { FORMER_CITY_PATTERN_ID, makeHatchPattern } from './hatch-pattern';
import { MAP_CENTER, MAP_MAX_BOUNDS, MAP_MAX_ZOOM, MAP_MIN_ZOOM, MAP_ZOOM, SELECTION_SOURCE_ID } from './map-config';
import { buildMapStyle } from './map-style';
import './map.css';

interface MapViewProps {
  /** False while the dataset is still being asked for; the map starts once it is true. */
  enabled: boolean;
  datasetId: string | null;
  attribution: string | null;
  selectedPoint: LngLat | null;
  onMapClick: (point: LngLat) => void;
}

type MapStatus = 'preparing' | 'ready' | 'failed';

export function MapView({ enabled, datasetId, attribution, selectedPoint, onMapClick }: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<ZoningMapHandle | null>(null);
  const onClick = useRef(onMapClick);
  const [status, setStatus] = useState<MapStatus>('preparing');

  useEffect(() => {
    onClick.current = onMapClick;
  }, [onMapClick]);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    import('../../platform/maplibre')
      .then(({ createZoningMap }) => {
        if (cancelled || !container.current) return;
        handle.current = createZoningMap({
          container: container.current,
          style: buildMapStyle({ origin: window.location.origin, datasetId }),
          center: MAP_CENTER,
          zoom: MAP_ZOOM,
          minZoom: MAP_MIN_ZOOM,
          maxZoom: MAP_MAX_ZOOM,
          maxBounds: MAP_MAX_BOUNDS,
          images: { [FORMER_CITY_PATTERN_ID]: makeHatchPattern() },
          selectionSourceId: SELECTION_SOURCE_ID,
          ...(attribution ? { attribution } : {}),
          onClick: (point) => onClick.current(point),
          onLoad: () => setStatus('ready'),
          onError: (error) => console.error('Map error:', error.message),
        });
      })
      .catch((error: unknown) => {
        console.error('The map could not start', error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [enabled, datasetId, attribution]);

  useEffect(() => {
    handle.current?.setSelectedPoint(selectedPoint);
  }, [selectedPoint, status]);

  return (
    <div className="map-view">
      <div ref={container} className="map-view__canvas" />
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
