// The demo city's street-grid frame: metres along Toronto's tilted grid (u east, v north) and back to WGS84.

/** A point in the grid frame: u metres along the east–west streets, v metres along the north–south ones. */
export type FramePoint = readonly [u: number, v: number];
export type LngLatPair = readonly [lng: number, lat: number];

const ORIGIN_LNG = -79.38;
const ORIGIN_LAT = 43.65;
// Equirectangular scale at 43.7° N; one constant pair keeps the projection affine, so shared edges stay shared.
const M_PER_DEG_LNG = 80_480;
const M_PER_DEG_LAT = 111_100;
// East–west streets rise about 17° from due east, north–south streets lean about 13° west of due north.
// Literal values rather than Math.cos/Math.sin so the output cannot depend on a platform's trig library.
const COS_EW = 0.9563047559630354;
const SIN_EW = 0.29237170472273677;
const COS_NS = 0.9743700647852352;
const SIN_NS = 0.224951054343865;
const DET = COS_EW * COS_NS + SIN_EW * SIN_NS;

/** Ground area in m² of one frame unit square (the two street directions are not quite perpendicular). */
export const FRAME_AREA_SCALE = DET;

const COORD_FACTOR = 1e7;

/** Rounds a coordinate to 7 decimals (about 1 cm), the precision the dataset is written at. */
export function roundCoord(value: number): number {
  return Math.round(value * COORD_FACTOR) / COORD_FACTOR;
}

export function lngLatToFrame(lng: number, lat: number): [number, number] {
  const x = (lng - ORIGIN_LNG) * M_PER_DEG_LNG;
  const y = (lat - ORIGIN_LAT) * M_PER_DEG_LAT;
  return [(COS_NS * x + SIN_NS * y) / DET, (-SIN_EW * x + COS_EW * y) / DET];
}

/** The WGS84 position of a frame point, rounded to the dataset's precision. */
export function frameToLngLat(u: number, v: number): [number, number] {
  const x = u * COS_EW - v * SIN_NS;
  const y = u * SIN_EW + v * COS_NS;
  return [roundCoord(ORIGIN_LNG + x / M_PER_DEG_LNG), roundCoord(ORIGIN_LAT + y / M_PER_DEG_LAT)];
}
