// Height and lot-coverage overlays: one value per zone and super-block, merged into rectangles over blocks.

import type { Feature } from 'geojson';
import type { Area, CoverageProperties, HeightProperties } from '../../../src/lib/spatial/schema';
import type { SuperBlock } from './block-layout';
import { rectToArea } from './frame-geometry';
import { mergeGridCells } from './grid-merge';
import type { OutlineFrame } from './outline-frame';
import { createRandom } from '../../../src/lib/random/prng';
import { formatDecimal } from './zone-label';
import type { PlannedZone } from './zone-plan';

const HEIGHTS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  R: [[10, 3], [12, 3]],
  RD: [[10, 3], [8.5, 2], [10, 2]],
  RS: [[10, 3], [12, 3]],
  RT: [[12, 3], [10, 3]],
  RM: [[12, 4], [10, 3]],
  RA: [[24, 8], [36, 12], [30, 10]],
  RAC: [[30, 10], [36, 12]],
  CR: [[14, 4], [16, 5], [20, 6]],
  CRE: [[20, 5]],
  CL: [[11, 3]],
};

const COVERAGES: Readonly<Record<string, readonly number[]>> = {
  R: [33, 35],
  RD: [33, 35],
  RS: [35, 40],
  RT: [40],
  RM: [35, 40],
};

/** "HT 10.0, ST 3"; null where the block has no height overlay. */
function heightKey(zone: PlannedZone, superBlock: number): string | null {
  if (zone.kind !== 'zone') return null;
  // Downtown towers get their heights from site exceptions, not from the overlay.
  if (zone.zone === 'CR' && (zone.params.fsi ?? 0) >= 5) return null;
  const options = HEIGHTS[zone.zone];
  if (!options) return null;
  const [metres, storeys] = createRandom('height', superBlock, zone.zone).pick(options);
  return `HT ${formatDecimal(metres)}, ST ${storeys}`;
}

function coverageKey(zone: PlannedZone, superBlock: number): string | null {
  if (zone.kind !== 'zone') return null;
  const options = COVERAGES[zone.zone];
  const random = createRandom('coverage', superBlock, zone.zone);
  if (!options || !random.chance(0.6)) return null;
  return String(random.pick(options));
}

function mergeOverlay(
  superBlocks: readonly SuperBlock[],
  keyOf: (blockId: number, superBlock: number) => string | null,
  outline: OutlineFrame,
): { key: string; geometry: Area }[] {
  const out: { key: string; geometry: Area }[] = [];
  for (const sb of superBlocks) {
    const nx = sb.us.length - 1;
    const keys = sb.blocks.map((block) => keyOf(block.id, sb.index));
    const key = (i: number, j: number) => keys[j * nx + i] ?? null;
    const ranges = mergeGridCells(nx, sb.vs.length - 1, {
      include: (i, j) => key(i, j) !== null,
      joinRight: (i, j) => key(i, j) === key(i + 1, j),
      joinUp: (i, j) => key(i, j) === key(i, j + 1),
    });
    for (const r of ranges) {
      const rect = { u0: sb.us[r.i0]!, u1: sb.us[r.i1 + 1]!, v0: sb.vs[r.j0]!, v1: sb.vs[r.j1 + 1]! };
      const geometry = rectToArea(rect, outline.place(rect), outline);
      const value = key(r.i0, r.j0);
      if (geometry && value !== null) out.push({ key: value, geometry });
    }
  }
  return out;
}

export function buildOverlays(
  superBlocks: readonly SuperBlock[],
  zoneOf: (blockId: number) => PlannedZone,
  outline: OutlineFrame,
): { height: Feature<Area, HeightProperties>[]; coverage: Feature<Area, CoverageProperties>[] } {
  const height = mergeOverlay(superBlocks, (id, sb) => heightKey(zoneOf(id), sb), outline).map(
    ({ key, geometry }, k): Feature<Area, HeightProperties> => {
      const [, metres = '0', storeys = '0'] = /^HT ([\d.]+), ST (\d+)$/.exec(key) ?? [];
      return {
        type: 'Feature',
        properties: { OBJECTID: k + 1, HT_HEIGHT: Number(metres), HT_STORIES: Number(storeys), HT_STRING: key, DEMO: 'Y' },
        geometry,
      };
    },
  );
  const coverage = mergeOverlay(superBlocks, (id, sb) => coverageKey(zoneOf(id), sb), outline).map(
    ({ key, geometry }, k): Feature<Area, CoverageProperties> => ({
      type: 'Feature',
      properties: { OBJECTID: k + 1, PRCNT_CVER: Number(key), DEMO: 'Y' },
      geometry,
    }),
  );
  return { height, coverage };
}
