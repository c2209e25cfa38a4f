// Loads the city outline, and the zoning file once the map has drawn its start view, with retries by the plan for this
// device (see map-data-plan.ts).
import type { FeatureCollection } from 'geojson';
import { useCallback, useEffect, useState } from 'react';
import { fetchWithRetry } from '../../lib/net/fetch-with-retry';
import { BOUNDARY_URL, preloadPlan, zoningUrl, type PreloadStatus } from './map-data-plan';

export interface MapData {
  status: PreloadStatus;
  /** The outline, kept for the map's boundary line so it is not fetched twice. */
  boundary: FeatureCollection | null;
  /** Starts the zoning download: called when the start view is drawn, so the file never competes with its tiles. */
  loadZoning: () => void;
}

async function readOutline(response: Response): Promise<FeatureCollection> {
  const body = (await response.json()) as Partial<FeatureCollection> | null;
  if (body?.type !== 'FeatureCollection' || !Array.isArray(body.features)) {
    throw new Error('the boundary file is not a GeoJSON FeatureCollection');
  }
  return body as FeatureCollection;
}

/**
 * Reads the zoning file to its end without keeping it: the map draws zoning from vector tiles, so the point of the
 * preload is that the whole file has crossed the network into the HTTP and service-worker caches (for offline use),
 * and holding megabytes of parsed GeoJSON on a phone would buy nothing.
 */
async function drainBody(response: Response): Promise<number> {
  if (!response.body) return (await response.arrayBuffer()).byteLength;
  const reader = response.body.getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
  }
}

const logRetry = (url: string) => (failure: { attempt: number; kind: string; status: number | null; delayMs: number }) =>
  console.warn(`Retrying ${url} in ${failure.delayMs} ms after attempt ${failure.attempt} failed (${failure.status ?? failure.kind})`);

/**
 * The plan is fixed at mount: a phone rotated mid-load keeps the plan it started with. The zoning file is the one of
 * `datasetId`, the version the map shows (a new version's file is fetched once it is known).
 */
export function useMapData(isMobileDevice: boolean, datasetId: string | null): MapData {
  const [plan] = useState(() => preloadPlan(isMobileDevice));
  const [status, setStatus] = useState<PreloadStatus>({ boundary: 'loading', zoning: 'waiting' });
  const [boundary, setBoundary] = useState<FeatureCollection | null>(null);
  const [zoningWanted, setZoningWanted] = useState(false);
  const loadZoning = useCallback(() => {
    setZoningWanted(true);
    setStatus((current) => (current.zoning === 'waiting' ? { ...current, zoning: 'loading' } : current));
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void fetchWithRetry(BOUNDARY_URL, { ...plan.boundary, signal, read: readOutline, onRetry: logRetry(BOUNDARY_URL) }).then(
      (outline) => {
        if (signal.aborted) return;
        setBoundary(outline);
        setStatus((current) => ({ ...current, boundary: 'done' }));
      },
      (error: unknown) => {
        if (signal.aborted) return;
        console.error('Failed to load the Toronto boundary:', error);
        setStatus((current) => ({ ...current, boundary: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [plan]);

  useEffect(() => {
    if (!zoningWanted) return;
    const controller = new AbortController();
    const { signal } = controller;
    const settle = (value: 'done' | 'failed') => {
      if (!signal.aborted) setStatus((current) => ({ ...current, zoning: value }));
    };
    const url = zoningUrl(datasetId);
    void fetchWithRetry(url, { ...plan.zoning, signal, read: drainBody, onRetry: logRetry(url) }).then(
      () => settle('done'),
      (error: unknown) => {
        if (signal.aborted) return;
        console.error('Failed to load the zoning data:', error);
        settle('failed');
      },
    );
    return () => controller.abort();
  }, [plan, zoningWanted, datasetId]);

  return { status, boundary, loadZoning };
}
