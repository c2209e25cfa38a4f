// Policy Area, Rooming House and Building Setback overlays of the demo: large rectangles of the street grid.

import type { Feature } from 'geojson';
import type { Area, BuildingSetbackProperties, PolicyAreaProperties, RoomingHouseProperties } from '../../../src/lib/spatial/schema';
import { DISTRICTS } from './districts';
import { rectToArea } from './frame-geometry';
import type { Rect } from './frame-rect';
import { mergeGridCells } from './grid-merge';
import type { OutlineFrame } from './outline-frame';
import type { StreetNetwork } from './street-network';

/** The City's file links every policy area to this page. */
const POLICY_AREA_LINK = 'Chapter970.htm';
const ROOMING_HOUSE_LINK = 'Chapter150_25.htm';
const SETBACK_LINK = 'Chapter600_10.htm';

/** Rooming-house areas over the old city's neighbourhoods, each the rectangle of a drawn district. */
const ROOMING_HOUSE_DISTRICTS: readonly (readonly [district: string, area: string, number: number])[] = [
  ['Downtown core', 'A', 1],
  ['Palmerston and Little Italy', 'B', 1],
  ['The Annex and Harbord Village', 'B', 2],
  ['Cabbagetown', 'C', 1],
  ['Riverdale', 'C', 2],
  ['The Beaches', 'D', 1],
];

type Streets = Pick<StreetNetwork, 'coord'>;

const between = (value: number, low: number, high: number) => value > low && value < high;

/**
 * Policy areas, as in the City's map: 1 downtown, 2 the rest of the old city and North York Centre,
 * 3 the inner suburbs, 4 the outer suburbs. Cells between arterials get an id, equal neighbours merge.
 */
function policyAreaRects(streets: Streets, outline: OutlineFrame): { id: number; rect: Rect }[] {
  const c = (key: string) => streets.coord(key);
  const { u0, u1, v0, v1 } = outline.bounds;
  const cuts = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  const us = cuts([u0, u1, ...['jane', 'dufferin', 'ossington', 'yonge', 'bayview', 'broadview', 'coxwell', 'victoria-park'].map(c)]);
  const vs = cuts([v0, v1, ...['bloor', 'st-clair', 'eglinton', 'sheppard', 'finch'].map(c)]);
  const idAt = (u: number, v: number): number => {
    if (between(u, c('ossington'), c('broadview')) && v < c('bloor')) return 1;
    if (between(u, c('dufferin'), c('coxwell')) && v < c('st-clair')) return 2;
    if (between(u, c('yonge'), c('bayview')) && between(v, c('sheppard'), c('finch'))) return 2;
    if (between(u, c('jane'), c('victoria-park')) && v < c('eglinton')) return 3;
    return 4;
  };
  const nx = us.length - 1;
  const ny = vs.length - 1;
  const ids = Array.from({ length: nx * ny }, (_, k) => {
    const i = k % nx;
    const j = Math.floor(k / nx);
    return idAt((us[i]! + us[i + 1]!) / 2, (vs[j]! + vs[j + 1]!) / 2);
  });
  const id = (i: number, j: number) => ids[j * nx + i];
  return mergeGridCells(nx, ny, {
    include: () => true,
    joinRight: (i, j) => id(i, j) === id(i + 1, j),
    joinUp: (i, j) => id(i, j) === id(i, j + 1),
  }).map((r) => ({ id: id(r.i0, r.j0)!, rect: { u0: us[r.i0]!, u1: us[r.i1 + 1]!, v0: vs[r.j0]!, v1: vs[r.j1 + 1]! } }));
}

function districtRect(name: string, streets: Streets): Rect {
  const district = DISTRICTS.find((d) => d.name === name);
  if (!district) throw new Error(`Unknown district "${name}"`);
  const c = (key: string) => streets.coord(key);
  return { u0: c(district.west), u1: c(district.east), v0: c(district.south), v1: c(district.north) };
}

function areasOf<P>(
  entries: readonly { rect: Rect; properties: (objectId: number) => P }[],
  outline: OutlineFrame,
): Feature<Area, P>[] {
  const out: Feature<Area, P>[] = [];
  for (const { rect, properties } of entries) {
    const geometry = rectToArea(rect, outline.place(rect), outline);
    if (geometry) out.push({ type: 'Feature', properties: properties(out.length + 1), geometry });
  }
  return out;
}

export interface PolicyOverlays {
  policyAreas: Feature<Area, PolicyAreaProperties>[];
  roomingHouses: Feature<Area, RoomingHouseProperties>[];
  buildingSetbacks: Feature<Area, BuildingSetbackProperties>[];
}

export function buildPolicyOverlays(streets: Streets, outline: OutlineFrame): PolicyOverlays {
  const policyAreas = areasOf(
    policyAreaRects(streets, outline).map(({ id, rect }) => ({
      rect,
      properties: (OBJECTID: number): PolicyAreaProperties => ({ OBJECTID, POLICY_ID: id, CHAPT_200: POLICY_AREA_LINK, DEMO: 'Y' }),
    })),
    outline,
  );
  const roomingHouses = areasOf(
    ROOMING_HOUSE_DISTRICTS.map(([district, area, number]) => ({
      rect: districtRect(district, streets),
      properties: (OBJECTID: number): RoomingHouseProperties => ({
        OBJECTID, RMH_AREA: area, RMG_HS_NO: number, RMG_STRING: `${area}${number}`, CHAP150_25: ROOMING_HOUSE_LINK, DEMO: 'Y',
      }),
    })),
    outline,
  );
  const c = (key: string) => streets.coord(key);
  // The downtown tall-building area: Spadina to Parliament, Front to Bloor.
  const downtown: Rect = { u0: c('spadina'), u1: c('parliament'), v0: c('front'), v1: c('bloor') };
  const buildingSetbacks = areasOf(
    [{
      rect: downtown,
      properties: (OBJECTID: number): BuildingSetbackProperties => ({
        OBJECTID, ZN_STRING: 'Downtown Tall Building Setback', CH600_AREA_TYPE: 1, BYLAW_SECTIONLINK: SETBACK_LINK, DEMO: 'Y',
      }),
    }],
    outline,
  );
  return { policyAreas, roomingHouses, buildingSetbacks };
}
