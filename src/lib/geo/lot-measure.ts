// Measures a lot from its parcel polygon, the street centrelines, the neighbouring parcels and the zones around it:
// which lot lines face a street, the frontage and depth, corner or through lot, and the zone on each side. Our
// method, in a local metric plane (ground-metres.ts); not the by-law's definitions, which the brief cites.

import type { Position } from 'geojson';
import { pointToSegment } from '../spatial/ground-metres';
import { add, cleanRing, dot, edgesOf, inAnyParcel, nearestOnSegment, planeAt, signedArea, toPlaneParcel, type Edge, type Plane, type PlaneParcel, type Xy } from './lot-plane';
import { pointInPolygon } from './point-in-polygon';

/** A street centreline near the lot: its full legal name (LINEAR_NAME_FULL_LEGAL), the name addresses use, its line. */
export interface LotStreetLine {
  name: string;
  /** LINEAR_NAME_FULL, e.g. "Queen St W", as the parcel's addresses write the street; absent where unknown. */
  addressName?: string;
  line: Position[];
}

/** A zoning polygon near the lot: ZN_ZONE, ZN_STRING, and its polygons ([lng, lat] rings). */
export interface LotZonePolygons {
  zone: string;
  label: string;
  polygons: Position[][][];
}

/** What the lot is measured from, all in longitude/latitude. The site figure's data has this shape. */
export interface LotSurroundings {
  /** The parcel's rings (outer first); null where there is no parcel. */
  parcel: Position[][] | null;
  /** The neighbouring parcels' rings (not the subject parcel). */
  parcels: Position[][][];
  streets: LotStreetLine[];
  zones: LotZonePolygons[];
}

export type LotKind = 'interior' | 'corner' | 'through' | 'corner and through';
export type LotNeighbourSide = 'left' | 'right' | 'rear' | 'across the street';

/** How the front street was picked among several. */
export type FrontRule = 'only street' | 'address' | 'shorter street line';

export interface StreetFrontage {
  street: string;
  /** Metres of lot line facing this street. */
  lengthM: number;
}

export interface LotMeasurement {
  /** Length of the lot lines facing the front street; null where no lot line faces a street. */
  frontageM: number | null;
  /** From the front lot line to the farthest rear point, perpendicular to it; null with the frontage. */
  depthM: number | null;
  /** The parcel polygon's own area in square metres (the brief quotes the parcel data's figure). */
  polygonAreaM2: number | null;
  kind: LotKind | null;
  /** Each street the lot has a street line on, front street first. */
  streetLines: StreetFrontage[];
  frontRule: FrontRule | null;
  neighbours: { side: LotNeighbourSide; zone: string | null; label: string | null }[];
  /** Why the lot could not be measured; null where it was. */
  unmeasured: string | null;
}

/** How far beyond a lot line a centreline may lie and still be the street it faces (a wide arterial's half width and more). */
export const STREET_REACH_METRES = 30;
/** A lot line and a centreline are "roughly parallel" within this angle. */
const PARALLEL_DEGREES = 35;
/** Samples just outside a lot line are taken this far out. */
const OUTSIDE_METRES = 1.5;
/** Zones are read this far beyond the lot's side and rear extents. */
const ZONE_SAMPLE_METRES = 3;

export const NO_PARCEL = 'No parcel at this point: the lot could not be measured';
export const DEGENERATE_PARCEL = 'The parcel outline is degenerate (fewer than three distinct points or no area): the lot could not be measured';
export const NO_STREET_LINE = `No lot line faces a street centreline within ${STREET_REACH_METRES} m: the frontage and depth could not be measured`;

interface PlaneStreet {
  name: string;
  addressName: string | undefined;
  points: Xy[];
}

/** Where an edge meets the street it faces: the street, and the metres from the edge's middle to its centreline. */
interface Facing {
  street: PlaneStreet;
  distance: number;
}


/** Whether most of the edge's outside is open ground (no neighbouring parcel just beyond it). */
function opensOutward(edge: Edge, parcels: readonly PlaneParcel[]): boolean {
  let open = 0;
  for (const t of [0.25, 0.5, 0.75]) {
    const along: Xy = [edge.a[0] + (edge.b[0] - edge.a[0]) * t, edge.a[1] + (edge.b[1] - edge.a[1]) * t];
    if (!inAnyParcel(add(along, edge.out, OUTSIDE_METRES), parcels)) open += 1;
  }
  return open >= 2;
}

/**
 * The street an open edge faces: the nearest centreline within reach beyond it (on the outside, roughly parallel, or
 * ending in front of it as a cul-de-sac does), with no parcel between the edge and it.
 */
function facingStreet(edge: Edge, streets: readonly PlaneStreet[], parcels: readonly PlaneParcel[]): Facing | null {
  let best: Facing | null = null;
  const cosParallel = Math.cos((PARALLEL_DEGREES * Math.PI) / 180);
  for (const street of streets) {
    for (let k = 0; k + 1 < street.points.length; k += 1) {
      const p = street.points[k]!;
      const q = street.points[k + 1]!;
      const distance = pointToSegment(edge.mid[0], edge.mid[1], p[0], p[1], q[0], q[1]);
      if (distance > STREET_REACH_METRES || (best && distance >= best.distance)) continue;
      const nearest = nearestOnSegment(edge.mid, p, q);
      const towards: Xy = [nearest[0] - edge.mid[0], nearest[1] - edge.mid[1]];
      // In front of the edge: within 45° of its outward normal.
      if (dot(towards, edge.out) < Math.SQRT1_2 * distance) continue;
      const segmentLength = Math.hypot(q[0] - p[0], q[1] - p[1]);
      const atEnd = (k === 0 && nearest === p) || (k + 2 === street.points.length && nearest === q);
      const parallel = segmentLength > 0 && Math.abs(dot(edge.dir, [(q[0] - p[0]) / segmentLength, (q[1] - p[1]) / segmentLength])) >= cosParallel;
      if (!parallel && !atEnd) continue;
      if (parcelBetween(edge.mid, nearest, distance, parcels)) continue;
      best = { street, distance };
    }
  }
  return best;
}

/** Whether another parcel lies on the way from the lot line to the centreline (sampled every 2 m past the first 1.5 m). */
function parcelBetween(from: Xy, to: Xy, distance: number, parcels: readonly PlaneParcel[]): boolean {
  const steps = Math.max(1, Math.ceil(distance / 2));
  // From 1.5 m out (nearer, a neighbour sharing the lot line's end would count) to the centreline.
  const start = Math.min(1, OUTSIDE_METRES / Math.max(distance, OUTSIDE_METRES));
  for (let s = 0; s < steps; s += 1) {
    const t = start + (s / steps) * (1 - start);
    if (inAnyParcel([from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t], parcels)) return true;
  }
  return false;
}

/** The lot lines facing one street: their length, their length-weighted outward direction and middle, and the street's distance. */
interface StreetGroup {
  street: PlaneStreet;
  length: number;
  out: Xy;
  mid: Xy;
  distance: number;
}

/**
 * The street lines grouped by street, in the order of the ring's edges. A street on two opposite sides of the lot (a
 * crescent round it) makes two groups: lines facing more than 135° away from a street's first group start another.
 */
function groupByStreet(edges: readonly Edge[], facings: readonly (Facing | null)[]): StreetGroup[] {
  const groups: (StreetGroup & { sumOut: Xy; sumMid: Xy; sumDistance: number })[] = [];
  edges.forEach((edge, i) => {
    const facing = facings[i];
    if (!facing) return;
    let group = groups.find((g) => g.street.name === facing.street.name && dot(g.sumOut, edge.out) >= -Math.SQRT1_2 * Math.hypot(g.sumOut[0], g.sumOut[1]));
    if (!group) {
      group = { street: facing.street, length: 0, out: [0, 0], mid: [0, 0], distance: 0, sumOut: [0, 0], sumMid: [0, 0], sumDistance: 0 };
      groups.push(group);
    }
    group.length += edge.length;
    group.sumOut = add(group.sumOut, edge.out, edge.length);
    group.sumMid = add(group.sumMid, edge.mid, edge.length);
    group.sumDistance += facing.distance * edge.length;
  });
  return groups.map(({ street, length, sumOut, sumMid, sumDistance }) => {
    const norm = Math.hypot(sumOut[0], sumOut[1]) || 1;
    return { street, length, out: [sumOut[0] / norm, sumOut[1] / norm], mid: [sumMid[0] / length, sumMid[1] / length], distance: sumDistance / length };
  });
}

/** Corner where two streets' lot lines face ways 45°–135° apart; through where they face more than 135° apart. */
function kindOf(groups: readonly StreetGroup[]): LotKind {
  let corner = false;
  let through = false;
  for (let i = 0; i < groups.length; i += 1) {
    for (let j = i + 1; j < groups.length; j += 1) {
      const cos = dot(groups[i]!.out, groups[j]!.out);
      if (cos < -Math.SQRT1_2) through = true;
      else if (cos < Math.SQRT1_2) corner = true;
    }
  }
  if (corner && through) return 'corner and through';
  if (corner) return 'corner';
  return through ? 'through' : 'interior';
}

/** The street part of an address ("389 Elm St" → "elm st"), lower-cased, for comparing with a centreline's addressName. */
function addressStreets(addresses: readonly string[]): Set<string> {
  return new Set(addresses.map((address) => address.trim().replace(/^[\d\-–A-Za-z]*\d[\dA-Za-z\-–]*\s+/, '').toLowerCase()).filter((s) => s !== ''));
}

/**
 * The front street: the one named in the parcel's own address where the lot has a street line on it; else the one with
 * the shorter street line (the usual sense of a corner lot's front), the first listed on a tie.
 */
function pickFront(groups: StreetGroup[], addresses: readonly string[]): { ordered: StreetGroup[]; rule: FrontRule } {
  if (groups.length === 1) return { ordered: groups, rule: 'only street' };
  const named = addressStreets(addresses);
  const byLength = [...groups].sort((a, b) => a.length - b.length);
  const addressed = byLength.find((g) => g.street.addressName !== undefined && named.has(g.street.addressName.toLowerCase()));
  if (addressed) return { ordered: [addressed, ...byLength.filter((g) => g !== addressed)], rule: 'address' };
  return { ordered: byLength, rule: 'shorter street line' };
}

function zoneAt(point: Xy, plane: Plane, zones: readonly LotZonePolygons[]): { zone: string | null; label: string | null } {
  const [lng, lat] = plane.toLngLat(point);
  const found = zones.find((zone) => zone.polygons.some((polygon) => pointInPolygon(lng, lat, polygon)));
  return found ? { zone: found.zone, label: found.label } : { zone: null, label: null };
}

/** The zones just beyond the left and right sides and the rear (seen from the front street), and across the street. */
function neighbourZones(ring: readonly Xy[], front: StreetGroup, plane: Plane, zones: readonly LotZonePolygons[]): LotMeasurement['neighbours'] {
  const centre = ring.reduce<Xy>((sum, p) => [sum[0] + p[0] / ring.length, sum[1] + p[1] / ring.length], [0, 0]);
  // Standing in the street looking at the lot (facing -out), left is out turned clockwise.
  const left: Xy = [front.out[1], -front.out[0]];
  const beyond = (direction: Xy): Xy => {
    const reach = Math.max(...ring.map((p) => dot([p[0] - centre[0], p[1] - centre[1]], direction)));
    return add(centre, direction, reach + ZONE_SAMPLE_METRES);
  };
  const across = add(front.mid, front.out, 2 * front.distance + ZONE_SAMPLE_METRES);
  return [
    { side: 'left', ...zoneAt(beyond(left), plane, zones) },
    { side: 'right', ...zoneAt(beyond([-left[0], -left[1]]), plane, zones) },
    { side: 'rear', ...zoneAt(beyond([-front.out[0], -front.out[1]]), plane, zones) },
    { side: 'across the street', ...zoneAt(across, plane, zones) },
  ];
}

const unmeasured = (reason: string, polygonAreaM2: number | null = null): LotMeasurement => ({
  frontageM: null,
  depthM: null,
  polygonAreaM2,
  kind: null,
  streetLines: [],
  frontRule: null,
  neighbours: [],
  unmeasured: reason,
});

/** Measures the lot. `addresses` are the parcel's own addresses ("389 Elm St"), which name its front street where it has several. */
export function measureLot(surroundings: LotSurroundings, addresses: readonly string[] = []): LotMeasurement {
  const outer = surroundings.parcel?.[0];
  if (!outer || outer.length === 0) return unmeasured(NO_PARCEL);
  const origin = outer.find((p) => Number.isFinite(p[0]) && Number.isFinite(p[1]));
  if (!origin) return unmeasured(DEGENERATE_PARCEL);
  const plane = planeAt(origin);
  const ring = cleanRing(outer, plane);
  if (!ring) return unmeasured(DEGENERATE_PARCEL);
  const polygonAreaM2 = signedArea(ring);

  const parcels = surroundings.parcels.filter((rings) => rings[0] && rings[0].length >= 3).map((rings) => toPlaneParcel(rings, plane));
  const streets: PlaneStreet[] = surroundings.streets
    .filter((s) => s.name.trim() !== '' && s.line.length >= 2)
    .map((s) => ({ name: s.name, addressName: s.addressName, points: s.line.filter((p) => Number.isFinite(p[0]) && Number.isFinite(p[1])).map((p) => plane.toXy(p)) }));
  const edges = edgesOf(ring);
  const facings = edges.map((edge) => (opensOutward(edge, parcels) ? facingStreet(edge, streets, parcels) : null));
  const groups = groupByStreet(edges, facings);
  if (groups.length === 0) return unmeasured(NO_STREET_LINE, polygonAreaM2);

  const { ordered, rule } = pickFront(groups, addresses);
  const front = ordered[0]!;
  // Depth: from the front lot line (its length-weighted middle) to the farthest point behind it, along the inward normal.
  const depthM = Math.max(...ring.map((p) => dot([front.mid[0] - p[0], front.mid[1] - p[1]], front.out)));
  return {
    frontageM: front.length,
    depthM,
    polygonAreaM2,
    kind: kindOf(groups),
    streetLines: ordered.map((g) => ({ street: g.street.name, lengthM: g.length })),
    frontRule: rule,
    neighbours: neighbourZones(ring, front, plane, surroundings.zones),
    unmeasured: null,
  };
}
