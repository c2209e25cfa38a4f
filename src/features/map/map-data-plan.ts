// How the map's two data files preload (spec §4, §9 "Data fetch"): all first on desktop, progressively on phones.

export const BOUNDARY_URL = '/data/toronto_boundary_extracted.json';
export const ZONING_URL = '/data/complete-toronto-zoning.geojson';

export interface FetchPolicy {
  timeoutMs: number;
  attempts: number;
}

export interface PreloadPlan {
  /** Phones: the outline first, the map as soon as it is in, zoning after; desktops wait for both. */
  progressive: boolean;
  boundary: FetchPolicy;
  zoning: FetchPolicy;
}

export const DESKTOP_PLAN: PreloadPlan = {
  progressive: false,
  boundary: { timeoutMs: 15_000, attempts: 3 },
  zoning: { timeoutMs: 20_000, attempts: 3 },
};

export const MOBILE_PLAN: PreloadPlan = {
  progressive: true,
  boundary: { timeoutMs: 10_000, attempts: 2 },
  zoning: { timeoutMs: 30_000, attempts: 2 },
};

export function preloadPlan(isMobileDevice: boolean): PreloadPlan {
  return isMobileDevice ? MOBILE_PLAN : DESKTOP_PLAN;
}

export type ResourceStatus = 'loading' | 'done' | 'failed';

export interface PreloadStatus {
  boundary: ResourceStatus;
  zoning: ResourceStatus;
}

/** The progress the outline alone stands for (spec §4: boundary 40 %, zoning 100 %). */
export const BOUNDARY_PROGRESS = 40;

/** Percent for the progress bar; a failed file counts as settled, since the app goes on without it. */
export function preloadProgress({ boundary, zoning }: PreloadStatus): number {
  if (zoning !== 'loading' && boundary !== 'loading') return 100;
  return boundary !== 'loading' ? BOUNDARY_PROGRESS : 0;
}

/** Whether the loading screen can give way to the map. */
export function canShowMap(plan: PreloadPlan, { boundary, zoning }: PreloadStatus): boolean {
  if (boundary === 'loading') return false;
  return plan.progressive || zoning !== 'loading';
}

/** The loading screen's status line (the screen adds the animated dots). */
export function preloadStatusText({ boundary, zoning }: PreloadStatus): string {
  if (boundary === 'loading') return 'Loading the Toronto boundary';
  if (zoning === 'loading') return 'Loading zoning data';
  return 'Starting the map';
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
