// Lays the named local streets of each demo neighbourhood onto the street network.

import type { Axis } from './arterials';
import { DISTRICTS, type DistrictDef, type LocalName } from './districts';
import type { Rect } from './frame-rect';
import type { OutlineFrame } from './outline-frame';
import { LOCAL_STREET_POOL } from './street-names';
import type { StreetNetwork, StreetSpan } from './street-network';

/** Depth of the one-lot strip that lines an arterial, and of the first lot row behind it. */
export const STRIP_DEPTH = 45;
const FIRST_ROW = 50;

export interface District {
  def: DistrictDef;
  rect: Rect;
}

/** Hands out names: a district's own list first, then the shared pool, never the same name twice. */
function createNamer(network: StreetNetwork) {
  const used = network.names();
  const reserved = new Set(DISTRICTS.flatMap((d) => [...d.locals, ...d.cross].map(baseName)));
  let poolIndex = 0;
  return (listed: LocalName | undefined): LocalName => {
    if (listed !== undefined) {
      if (used.has(baseName(listed))) throw new Error(`Street name used twice: ${baseName(listed)}`);
      used.add(baseName(listed));
      return listed;
    }
    for (; poolIndex < LOCAL_STREET_POOL.length; poolIndex += 1) {
      const name = LOCAL_STREET_POOL[poolIndex]!;
      if (used.has(name) || reserved.has(name)) continue;
      used.add(name);
      poolIndex += 1;
      return name;
    }
    throw new Error('The local street name pool is exhausted');
  };
}

function baseName(name: LocalName): string {
  return typeof name === 'string' ? name : name.splitAtYonge;
}

/** Boundaries of the stretches between arterials of `axis` that cross the district. */
function spansBetweenArterials(network: StreetNetwork, axis: Axis, min: number, max: number, crossMid: number) {
  const inner = network.lines
    .filter((l) => l.kind === 'arterial' && l.axis === axis && l.at > min && l.at < max)
    .filter((l) => l.from <= crossMid && l.to >= crossMid)
    .map((l) => l.at);
  const cuts = [...new Set([min, ...inner, max])].sort((a, b) => a - b);
  return cuts.slice(1).map((b, k) => [cuts[k]!, b] as const);
}

function parallelPositions(a: number, b: number, def: DistrictDef): number[] {
  const edge = def.strips ? STRIP_DEPTH + FIRST_ROW : def.spacing;
  const inner = b - a - 2 * edge;
  if (inner < 0) return b - a > def.spacing ? [(a + b) / 2] : [];
  const count = Math.round(inner / def.spacing) + 1;
  if (count === 1) return [(a + b) / 2];
  return Array.from({ length: count }, (_, k) => a + edge + (k * inner) / (count - 1));
}

function crossPositions(a: number, b: number, def: DistrictDef): number[] {
  const count = Math.max(0, Math.round((b - a) / def.crossSpacing) - 1);
  return Array.from({ length: count }, (_, k) => a + ((k + 1) * (b - a)) / (count + 1));
}

function localSpans(
  name: LocalName,
  axis: Axis,
  from: number,
  to: number,
  network: StreetNetwork,
  outline: OutlineFrame,
  at: number,
): StreetSpan[] {
  const entry = outline.spanAlong(axis, at);
  const start = Math.max(from, entry?.[0] ?? from);
  const yonge = network.coord('yonge');
  if (typeof name !== 'string') {
    // Only the halves on the street's own stretch: a district wholly east of Yonge has no "… W".
    return [
      { name: `${name.splitAtYonge} W`, from, to: Math.min(to, yonge), origin: yonge },
      { name: `${name.splitAtYonge} E`, from: Math.max(from, yonge), to, origin: yonge },
    ].filter((span) => span.from < span.to);
  }
  // City numbering: "… E"/"… W" streets count from Yonge; others from their west or south end.
  const origin = axis === 'ew' && /\s[EW]$/.test(name) ? yonge : start;
  return [{ name, from, to, origin }];
}

/** Where the parallel locals (or the cross streets) of a district go, stretch by stretch between arterials. */
function positions(network: StreetNetwork, def: DistrictDef, rect: Rect, axis: Axis, parallel: boolean): number[] {
  const [min, max, crossMid] =
    axis === 'ns' ? [rect.u0, rect.u1, (rect.v0 + rect.v1) / 2] : [rect.v0, rect.v1, (rect.u0 + rect.u1) / 2];
  const place = parallel ? parallelPositions : crossPositions;
  return spansBetweenArterials(network, axis, min, max, crossMid).flatMap(([a, b]) => place(a, b, def));
}

/** Adds every district's local streets to the network and returns the districts with their frame rectangles. */
export function layOutDistrictStreets(network: StreetNetwork, outline: OutlineFrame): District[] {
  const nameNext = createNamer(network);
  return DISTRICTS.map((def, d) => {
    const rect: Rect = {
      u0: network.coord(def.west),
      u1: network.coord(def.east),
      v0: network.coord(def.south),
      v1: network.coord(def.north),
    };
    const cross: Axis = def.runs === 'ns' ? 'ew' : 'ns';
    const groups = [
      { axis: def.runs, names: def.locals, at: positions(network, def, rect, def.runs, true) },
      { axis: cross, names: def.cross, at: positions(network, def, rect, cross, false) },
    ];
    for (const { axis, names, at: list } of groups) {
      const [from, to] = axis === 'ns' ? [rect.v0, rect.v1] : [rect.u0, rect.u1];
      list.forEach((at, k) => {
        const name = nameNext(names[k]);
        const spans = localSpans(name, axis, from, to, network, outline, at);
        network.addLocal({ key: `district-${d}-${axis}-${k}`, axis, at, from, to, spans });
      });
    }
    return { def, rect };
  });
}
