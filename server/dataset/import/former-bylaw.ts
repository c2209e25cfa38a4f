// Names the by-law of each zoning area outside By-law 569-2013 (ZN_STATUS 5) from the former municipality it lies
// in: such lands stay under that municipality's own zoning by-laws.

import type { Feature, Position } from 'geojson';
import { pointInArea } from '../../../src/lib/geo/point-in-polygon';
import type { Area, ZoningProperties } from '../../../src/lib/spatial/schema';
import { boundsOf } from '../../../src/lib/spatial/area-index';
import { FORMER_BYLAW_STATUS } from '../../../src/lib/spatial/former-zoning';
import type { FormerMunicipalityProperties } from './place-fields';

/** The former municipalities as the By-law itself names them (its references to their by-laws). */
const FORMER_MUNICIPALITIES: Readonly<Record<string, string>> = {
  TORONTO: 'the former City of Toronto',
  YORK: 'the former City of York',
  'EAST YORK': 'the former Borough of East York',
  'NORTH YORK': 'the former City of North York',
  SCARBOROUGH: 'the former City of Scarborough',
  ETOBICOKE: 'the former City of Etobicoke',
};

export function formerBylawName(areaName: string): string {
  const municipality = FORMER_MUNICIPALITIES[areaName.trim().toUpperCase()] ?? `the former municipality of ${areaName.trim()}`;
  return `A zoning by-law of ${municipality}`;
}

const SAMPLES = 24;

/** Up to SAMPLES positions spread along the area's outer rings. */
function samplePositions(area: Area): Position[] {
  const rings = area.type === 'Polygon' ? [area.coordinates[0]!] : area.coordinates.map((polygon) => polygon[0]!);
  const all = rings.flat();
  const step = Math.max(1, Math.floor(all.length / SAMPLES));
  return all.filter((_, k) => k % step === 0);
}

/**
 * Sets FORMER_BYLAW (and FORMER_MUNICIPALITY, where the name came from) on every ZN_STATUS 5 area that has none, by the municipality holding most of its vertices (a
 * vertex on a shared border may fall either way; the majority does not). Returns how many were named.
 */
export function nameFormerBylawAreas(
  zoning: readonly Feature<Area, ZoningProperties>[],
  municipalities: readonly Feature<Area, FormerMunicipalityProperties>[],
): number {
  const boxes = municipalities.map((m) => boundsOf(m.geometry));
  let named = 0;
  for (const { geometry, properties } of zoning) {
    if (properties.ZN_STATUS !== FORMER_BYLAW_STATUS || properties.FORMER_BYLAW) continue;
    const votes = new Map<string, number>();
    for (const [lng, lat] of samplePositions(geometry) as [number, number][]) {
      const k = municipalities.findIndex((m, i) => {
        const [w, s, e, n] = boxes[i]!;
        return lng >= w && lng <= e && lat >= s && lat <= n && pointInArea(lng, lat, m.geometry);
      });
      if (k >= 0) votes.set(municipalities[k]!.properties.AREA_NAME, (votes.get(municipalities[k]!.properties.AREA_NAME) ?? 0) + 1);
    }
    const winner = [...votes].sort((a, b) => b[1] - a[1])[0];
    if (!winner) continue;
    properties.FORMER_BYLAW = formerBylawName(winner[0]);
    properties.FORMER_MUNICIPALITY = winner[0];
    named += 1;
  }
  return named;
}
