// How the map's two data files load (spec §4, §9 "Data fetch"): the small outline before the map, the big zoning file
// only once the start view is drawn (issue 11: the map draws zoning from tiles; the file is there for offline use).

export const BOUNDARY_URL = '/data/toronto_boundary_extracted.json';
export const ZONING_URL = '/data/complete-toronto-zoning.geojson';

/**
 * The zoning file of one dataset version, as tiles are versioned: the service worker keeps it under that URL and
 * answers a later visit from its cache with no request, and drops it when the version changes. Unversioned only when
 * no version is known.
 */
export function zoningUrl(datasetId: string | null): string {
  return datasetId ? `${ZONING_URL}?v=${encodeURIComponent(datasetId)}` : ZONING_URL;
}

export interface FetchPolicy {
  timeoutMs: number;
  attempts: number;
}

export interface PreloadPlan {
  boundary: FetchPolicy;
  zoning: FetchPolicy;
}

export const DESKTOP_PLAN: PreloadPlan = {
  boundary: { timeoutMs: 15_000, attempts: 3 },
  zoning: { timeoutMs: 20_000, attempts: 3 },
};

export const MOBILE_PLAN: PreloadPlan = {
  boundary: { timeoutMs: 10_000, attempts: 2 },
  zoning: { timeoutMs: 30_000, attempts: 2 },
};

export function preloadPlan(isMobileDevice: boolean): PreloadPlan {
  return isMobileDevice ? MOBILE_PLAN : DESKTOP_PLAN;
}

export type ResourceStatus = 'loading' | 'done' | 'failed';

export interface PreloadStatus {
  boundary: ResourceStatus;
  /** 'waiting' until the map has drawn its start view. */
  zoning: ResourceStatus | 'waiting';
}

/** The progress the outline alone stands for (spec §4: boundary 40 %, zoning 100 %). */
export const BOUNDARY_PROGRESS = 40;

/** Percent for the progress bar; a failed file counts as settled, since the app goes on without it. */
export function preloadProgress({ boundary, zoning }: PreloadStatus): number {
  if (zoning !== 'loading' && zoning !== 'waiting' && boundary !== 'loading') return 100;
  return boundary !== 'loading' ? BOUNDARY_PROGRESS : 0;
}

/** Whether the loading screen can give way to the map: on every device once the outline is settled. */
export function canShowMap({ boundary }: PreloadStatus): boolean {
  return boundary !== 'loading';
}

/** The loading screen's status line (the screen adds the animated dots). */
export function preloadStatusText({ boundary }: PreloadStatus): string {
  return boundary === 'loading' ? 'Loading the Toronto boundary' : 'Starting the map';
}

/** What the user is told is missing after a failure; empty when everything arrived. */
export function missingDataMessages({ boundary, zoning }: PreloadStatus): string[] {
  const messages: string[] = [];
  if (boundary === 'failed') messages.push('the Toronto city boundary could not be loaded, so the city outline is not drawn');
  if (zoning === 'failed') {
    messages.push('the complete Toronto zoning dataset could not be downloaded; the map still draws zoning tile by tile as you browse');
  }
  return messages;
}
