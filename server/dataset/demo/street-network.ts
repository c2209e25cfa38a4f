// The demo's streets in frame coordinates: arterials and local streets as lines, with names and number origins.

import { ARTERIALS, type ArterialDef, type Axis } from './arterials';
import { lngLatToFrame } from './grid-frame';
import type { OutlineFrame } from './outline-frame';

/** A stretch of one street under one name; house numbers grow with the distance from `origin`. */
export interface StreetSpan {
  name: string;
  from: number;
  to: number;
  origin: number;
}

/** A straight street: constant v ('ew') or constant u ('ns'), running from `from` to `to` along the other axis. */
export interface StreetLine {
  key: string;
  axis: Axis;
  at: number;
  from: number;
  to: number;
  kind: 'arterial' | 'local';
  spans: StreetSpan[];
}

export interface StreetNetwork {
  lines: StreetLine[];
  /** The coordinate of an arterial by key (u for north–south streets, v for east–west ones). */
  coord(key: string): number;
  /** The street running along line `at` of `axis` at position `along`, if any. */
  streetAt(axis: Axis, at: number, along: number): { line: StreetLine; span: StreetSpan } | null;
  addLocal(line: Omit<StreetLine, 'kind'>): void;
  names(): Set<string>;
}

const ALONG_EPSILON = 1e-6;

function resolveCoords(): Map<string, number> {
  const coords = new Map<string, number>();
  const at = (def: ArterialDef) => (def.axis === 'ns' ? 0 : 1);
  for (const def of ARTERIALS) {
    if (Array.isArray(def.at)) coords.set(def.key, lngLatToFrame(def.at[0], def.at[1])[at(def)]!);
  }
  for (const def of ARTERIALS) {
    if (Array.isArray(def.at)) continue;
    const { between } = def.at as { between: readonly [string, string] };
    const a = coords.get(between[0]);
    const b = coords.get(between[1]);
    if (a === undefined || b === undefined) throw new Error(`${def.key}: unknown street in "between"`);
    coords.set(def.key, (a + b) / 2);
  }
  return coords;
}

export function createStreetNetwork(outline: OutlineFrame): StreetNetwork {
  const coords = resolveCoords();
  const coord = (key: string) => {
    const value = coords.get(key);
    if (value === undefined) throw new Error(`Unknown street key "${key}"`);
    return value;
  };
  const { bounds } = outline;
  const lines: StreetLine[] = [];
  const byAxis = { ew: new Map<number, StreetLine[]>(), ns: new Map<number, StreetLine[]>() };

  const index = (line: StreetLine) => {
    lines.push(line);
    const list = byAxis[line.axis].get(line.at) ?? [];
    list.push(line);
    byAxis[line.axis].set(line.at, list);
  };

  for (const def of ARTERIALS) {
    const at = coord(def.key);
    const [min, max] = def.axis === 'ew' ? [bounds.u0, bounds.u1] : [bounds.v0, bounds.v1];
    const from = def.from ? coord(def.from) : min;
    const to = def.to ? coord(def.to) : max;
    const span = outline.spanAlong(def.axis, at) ?? [from, to];
    const spans = def.names.map((name) => {
      const spanFrom = name.from ? coord(name.from) : from;
      const spanTo = name.to ? coord(name.to) : to;
      // An open end has no cross street to count from, so numbering starts where the street enters the city.
      const origin =
        name.origin === 'from' ? Math.max(spanFrom, span[0])
        : name.origin === 'to' ? Math.min(spanTo, span[1])
        : coord(name.origin);
      return { name: name.name, from: spanFrom, to: spanTo, origin };
    });
    index({ key: def.key, axis: def.axis, at, from, to, kind: 'arterial', spans });
  }

  return {
    lines,
    coord,
    streetAt(axis, at, along) {
      for (const line of byAxis[axis].get(at) ?? []) {
        if (along < line.from - ALONG_EPSILON || along > line.to + ALONG_EPSILON) continue;
        const span = line.spans.find((s) => along >= s.from - ALONG_EPSILON && along <= s.to + ALONG_EPSILON);
        if (span) return { line, span };
      }
      return null;
    },
    addLocal(line) {
      index({ ...line, kind: 'local' });
    },
    names() {
      return new Set(lines.flatMap((line) => line.spans.map((span) => span.name)));
    },
  };
}
