// Where the map flies for a picked address (spec §9 "Address selection zoom"): closer on phones, closest on desktops.

export const SEARCH_FLY_DURATION_MS = 2_500;

/** 17 below 768 px, 16 up to 1023 px, 18 above — by the viewport width at the moment of the pick. */
export function searchZoomForWidth(viewportWidth: number): number {
  if (viewportWidth < 768) return 17;
  if (viewportWidth <= 1023) return 16;
  return 18;
}
