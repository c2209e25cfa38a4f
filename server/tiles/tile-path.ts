// The z/x/y of a tile request, checked at the edge, and the tile that holds a point.

export interface TileCoord {
  z: number;
  x: number;
  y: number;
}

/** Deeper than any client asks for (the map stops at 20); bounds the numbers a path may carry. */
export const MAX_TILE_ZOOM = 22;

export type TilePathResult = { ok: true; tile: TileCoord } | { ok: false; message: string };

const EXAMPLE = 'e.g. 14/4579/5979.pbf';
const WHOLE_NUMBER = /^\d{1,8}$/;

/** Reads ["14", "4579", "5979.pbf"]; says in words what is wrong otherwise. */
export function parseTilePath(segments: readonly string[]): TilePathResult {
  if (segments.length !== 3) {
    return { ok: false, message: `A tile path is {z}/{x}/{y}.pbf, ${EXAMPLE}; got '${segments.join('/')}'.` };
  }
  const [zText = '', xText = '', yFile = ''] = segments;
  if (!yFile.endsWith('.pbf')) {
    return { ok: false, message: `A tile path ends in .pbf, ${EXAMPLE}; got '${yFile}'.` };
  }
  const yText = yFile.slice(0, -'.pbf'.length);

  if (!WHOLE_NUMBER.test(zText) || Number(zText) > MAX_TILE_ZOOM) {
    return { ok: false, message: `z must be a whole number from 0 to ${MAX_TILE_ZOOM}; got '${zText}'.` };
  }
  const z = Number(zText);
  const last = 2 ** z - 1;
  for (const [name, text] of [['x', xText], ['y', yText]] as const) {
    if (!WHOLE_NUMBER.test(text) || Number(text) > last) {
      return { ok: false, message: `${name} must be a whole number from 0 to ${last} at zoom ${z}; got '${text}'.` };
    }
  }
  return { ok: true, tile: { z, x: Number(xText), y: Number(yText) } };
}

/** The Web Mercator tile at zoom z that contains the point. */
export function tileContaining(lng: number, lat: number, z: number): TileCoord {
  const n = 2 ** z;
  const latRad = (lat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n);
  return { z, x: Math.min(Math.max(x, 0), n - 1), y: Math.min(Math.max(y, 0), n - 1) };
}
