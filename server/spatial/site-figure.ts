// The site figure's data for a brief: the parcel at a point, and the zoning polygons, the neighbouring parcels and the
// street centrelines within a square frame around it. The lot is measured from the same data (lot-measure.ts).

import type { Feature, Position } from 'geojson';
import { pointInPolygon } from '../../src/lib/geo/point-in-polygon';
import type { SiteFigure, SiteStreet, SiteZone } from '../../src/lib/report/site-figure';
import type { Area, CentrelineProperties, Line, ParcelProperties, ZoningProperties } from '../../src/lib/spatial/schema';
import type { AreaIndex } from '../../src/lib/spatial/area-index';
import type { LineIndex } from '../../src/lib/spatial/line-index';
import { STREET_REACH_METRES } from '../../src/lib/geo/lot-measure';
import { isFormerZoning } from '../../src/lib/spatial/former-zoning';
import { distanceToSegment, localProjection, type LocalProjection } from '../../src/lib/spatial/ground-metres';

/** Enough for the blocks around a lot; a dense downtown frame could otherwise list hundreds. */
export const SITE_FIGURE_MAX_ZONES = 40;
/** Enough for every lot of the blocks in the frame. */
export const SITE_FIGURE_MAX_PARCELS = 300;

type Box = [west: number, south: number, east: number, north: number];

export interface SiteFigureSources {
  zoning: AreaIndex<ZoningProperties>;
  parcels: AreaIndex<ParcelProperties>;
  /** The parcel at the point, by its position in `parcels`; -1 where there is none. */
  parcelIndex: number;
  /** The streets (streetsOf the centreline); none where the layers have no centreline. */
  centreline: LineIndex<CentrelineProperties> | undefined;
}

/** The figure centred on the parcel's box (or on the point where there is no parcel), `radius` metres each way. */
export function buildSiteFigure(lng: number, lat: number, radius: number, { zoning, parcels, parcelIndex, centreline }: SiteFigureSources): SiteFigure {
  const frame = siteFrame(lng, lat, radius, parcelIndex < 0 ? undefined : parcels.feature(parcelIndex));
  return drawSiteFigure(frame, {
    zoning: zoning.search(frame.bbox),
    parcels: parcels
      .searchIndexes(frame.bbox)
      .filter((index) => index !== parcelIndex)
      .map((index) => parcels.feature(index)),
    streets: centreline?.search(frame.bbox) ?? [],
  });
}

/** The features that may meet a frame, each layer in the dataset's order; the parcels without the subject parcel. */
export interface SiteCandidates {
  zoning: Iterable<Feature<Area, ZoningProperties>>;
  parcels: Iterable<Feature<Area, unknown>>;
  streets: Iterable<Feature<Line, CentrelineProperties>>;
}

/**
 * The half-width of a brief's figure: SITE_FIGURE_RADIUS_METRES, or more for a large parcel, so that every street
 * within STREET_REACH_METRES of its lot lines (and the parcels between) is in the frame the lot is measured from.
 */
export function lotFrameRadius(parcel: Feature<Area, ParcelProperties> | undefined, radius: number): number {
  const outer = parcel ? polygonsOf(parcel.geometry)[0]?.[0] : undefined;
  if (!outer || outer.length === 0) return radius;
  const [w, s, e, n] = ringBox(outer);
  const projection = localProjection(w, s);
  const [x, y] = projection.toMetres(e, n);
  return Math.max(radius, Math.hypot(x, y) / 2 + STREET_REACH_METRES);
}

/** Where the figure is drawn: the square around the parcel's centre (the point's where there is no parcel). */
export interface SiteFrame {
  bbox: Box;
  centre: [number, number];
  /** The parcel's rings, or null. */
  parcel: Position[][] | null;
}

export function siteFrame(lng: number, lat: number, radius: number, parcel: Feature<Area, ParcelProperties> | undefined): SiteFrame {
  // Parcels are single polygons; should one come as a MultiPolygon, its first part stands for it.
  const parcelRings = parcel ? (polygonsOf(parcel.geometry)[0] ?? null) : null;
  const centre = parcelRings?.[0] ? boxCentre(ringBox(parcelRings[0])) : ([lng, lat] as [number, number]);
  const half = localProjection(centre[0], centre[1]).degrees(radius);
  return { bbox: [centre[0] - half.lng, centre[1] - half.lat, centre[0] + half.lng, centre[1] + half.lat], centre, parcel: parcelRings };
}

/**
 * The figure from the zoning features that may meet the frame, in the dataset's order (a coarse first pass: any
 * superset of those that meet it draws the same figure).
 */
export function drawSiteFigure({ bbox: frame, centre, parcel }: SiteFrame, candidates: SiteCandidates): SiteFigure {
  const projection = localProjection(centre[0], centre[1]);
  const zones: (SiteZone & { distance: number })[] = [];
  for (const feature of candidates.zoning) {
    const polygons = polygonsOf(feature.geometry).filter((polygon) => polygonMeetsBox(polygon, frame));
    if (polygons.length === 0) continue;
    const p = feature.properties;
    const distance = Math.min(...polygons.map((polygon) => distanceToPolygon(projection, centre, polygon)));
    zones.push({ zone: isFormerZoning(p) ? 'Former' : p.ZN_ZONE, label: p.ZN_STRING ?? p.ZN_ZONE, polygons, distance });
  }
  // Stable sort: equally near features keep the dataset's order.
  zones.sort((a, b) => a.distance - b.distance);
  return {
    bbox: frame,
    centre,
    parcel,
    zones: zones.slice(0, SITE_FIGURE_MAX_ZONES).map(({ zone, label, polygons }) => ({ zone, label, polygons })),
    parcels: neighbourParcels(candidates.parcels, frame, projection, centre),
    streets: streetsInFrame(candidates.streets, frame),
  };
}

/**
 * The first polygon of each neighbouring parcel that meets the frame, nearest the centre first (the lots beside the
 * parcel, which the lot measurement needs, come before the far corners of a large frame), at most SITE_FIGURE_MAX_PARCELS.
 */
function neighbourParcels(candidates: Iterable<Feature<Area, unknown>>, frame: Box, projection: LocalProjection, centre: [number, number]): Position[][][] {
  const parcels: { rings: Position[][]; distance: number }[] = [];
  for (const feature of candidates) {
    const first = polygonsOf(feature.geometry)[0];
    if (first && polygonMeetsBox(first, frame)) parcels.push({ rings: first, distance: distanceToPolygon(projection, centre, first) });
  }
  // Stable sort: equally near parcels keep the dataset's order.
  parcels.sort((a, b) => a.distance - b.distance);
  return parcels.slice(0, SITE_FIGURE_MAX_PARCELS).map(({ rings }) => rings);
}

/** Each street's runs of segments that meet the frame (a centreline may run for kilometres beyond it). */
function streetsInFrame(candidates: Iterable<Feature<Line, CentrelineProperties>>, frame: Box): SiteStreet[] {
  const streets: SiteStreet[] = [];
  for (const { geometry, properties } of candidates) {
    for (const line of geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates) {
      let run: Position[] = [];
      const flush = () => {
        if (run.length >= 2) streets.push({ name: properties.LINEAR_NAME_FULL_LEGAL, addressName: properties.LINEAR_NAME_FULL, line: run });
        run = [];
      };
      for (let k = 0; k + 1 < line.length; k += 1) {
        if (!segmentMeetsBox(line[k]!, line[k + 1]!, frame)) {
          flush();
          continue;
        }
        if (run.length === 0) run.push(line[k]!);
        run.push(line[k + 1]!);
      }
      flush();
    }
  }
  return streets;
}

function polygonsOf(geometry: Area): Position[][][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

function ringBox(ring: readonly Position[]): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x = 0, y = 0] of ring) {
    box[0] = Math.min(box[0], x);
    box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x);
    box[3] = Math.max(box[3], y);
  }
  return box;
}

function boxCentre([w, s, e, n]: Box): [number, number] {
  return [(w + e) / 2, (s + n) / 2];
}

const inBox = (x: number, y: number, [w, s, e, n]: Box) => x >= w && x <= e && y >= s && y <= n;

/** Whether a polygon (outer ring and holes) shares any point with the box. */
export function polygonMeetsBox(polygon: readonly Position[][], box: Box): boolean {
  const [w, s, e, n] = box;
  const outer = polygon[0];
  if (!outer) return false;
  if (outer.some(([x = 0, y = 0]) => inBox(x, y, box))) return true;
  const corners: [number, number][] = [[w, s], [e, s], [e, n], [w, n]];
  if (corners.some(([x, y]) => pointInPolygon(x, y, polygon))) return true;
  // Neither holds the other's corners: they meet only if an edge crosses the box.
  return polygon.some((ring) => ring.some((a, k) => k + 1 < ring.length && segmentMeetsBox(a, ring[k + 1]!, box)));
}

/** Liang–Barsky: clips the segment's parameter range against the box's four half-planes. */
function segmentMeetsBox([ax = 0, ay = 0]: Position, [bx = 0, by = 0]: Position, [w, s, e, n]: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = bx - ax;
  const dy = by - ay;
  for (const [p, q] of [[-dx, ax - w], [dx, e - ax], [-dy, ay - s], [dy, n - ay]] as const) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/** Metres from the projection's origin (the centre) to the polygon: 0 inside it. */
function distanceToPolygon(projection: LocalProjection, [x, y]: [number, number], polygon: readonly Position[][]): number {
  if (pointInPolygon(x, y, polygon)) return 0;
  let best = Infinity;
  for (const ring of polygon) {
    for (let k = 0; k + 1 < ring.length; k += 1) best = Math.min(best, distanceToSegment(projection, ring[k]!, ring[k + 1]!));
  }
  return best;
}
