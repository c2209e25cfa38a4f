// Where a saved area's pack is asked for, and what one may be: the server refuses larger requests, and the page offers
// no larger save.

export const AREA_PACK_PATH = '/api/area-pack';

/** The largest box one pack covers. */
export const MAX_AREA_PACK_KM2 = 4;
/** The deepest zoom a saved area holds tiles for (a source serving fewer zooms is overzoomed by the map). */
export const MAX_AREA_PACK_ZOOM = 17;
/** The most tiles one pack holds, over all its tile sources and zooms. */
export const MAX_AREA_PACK_TILES = 3_000;
/** A pack travels gzipped as a whole, so its byte ranges are ranges of the gzip stream. */
export const AREA_PACK_CONTENT_TYPE = 'application/gzip';
