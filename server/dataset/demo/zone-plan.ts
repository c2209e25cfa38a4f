// Decides each block's zone: former by-law areas, land-use areas, districts, the downtown core, then the
// former municipality's usual mix (main-street strips along arterials, neighbourhoods behind them).

import { findZone } from '../../../src/lib/zoning/zone-categories';
import type { Block, Side } from './block-layout';
import { rectCentre } from './frame-rect';
import type { LandUse } from './land-use';
import type { MunicipalityAt } from './municipality';
import { createRandom, type Random } from '../../../src/lib/random/prng';
import {
  CORE_CR, FRONTAGE_BY_MUNICIPALITY, INTERIOR_BY_MUNICIPALITY, MAIN_STREET_CR, NEIGHBOURHOOD_EXTRAS,
  SUBURBAN_CR, ZONE_VARIANTS, zoneChoice, type LabelParams, type Municipality, type ZoneChoice,
} from './zone-choices';

export type PlannedZone =
  | { kind: 'zone'; zone: string; params: LabelParams; holdingId: number | null; exception: number | null }
  | { kind: 'former'; bylaw: string };

export interface ZonePlanContext {
  landUse: LandUse;
  municipalityAt: MunicipalityAt;
}

const HOLDABLE = new Set(['RM', 'RA', 'RAC', 'CR', 'CRE', 'E', 'EL', 'EO']);
const OLD_MUNICIPALITIES = new Set<Municipality>(['former Toronto', 'York', 'East York']);
/** Metres of an arterial that share one frontage zone, on both sides of the road. */
const FRONTAGE_STRETCH = 700;
/** Size of the patches of one neighbourhood zone inside a super-block. */
const PATCH = 700;

function exceptionChance(zone: string): number {
  if (zone === 'CR' || zone === 'CRE') return 0.3;
  if (zone.startsWith('R')) return 0.12;
  return 0.07;
}

function resolveChoice(choice: ZoneChoice, block: Block, variantKey: string): PlannedZone {
  const category = findZone(choice.zone);
  if (!category) throw new Error(`Unknown zone ${choice.zone}`);
  const random = createRandom('block', block.id);
  const variants = ZONE_VARIANTS[choice.zone] ?? [{}];
  const params = choice.params ?? createRandom('variant', variantKey, choice.zone).pick(variants);
  let exception: number | null = null;
  if (category.exceptionSection !== null) {
    const max = choice.zone === 'CR' ? 2600 : 990;
    exception = choice.exception ?? (random.chance(exceptionChance(choice.zone)) ? random.int(1, max) : null);
  }
  const held = choice.holding === true || (HOLDABLE.has(choice.zone) && random.chance(0.015));
  return { kind: 'zone', zone: choice.zone, params, holdingId: held ? random.int(1, 450) : null, exception };
}

function frontageRandom(block: Block, side: Side): Random {
  const street = block.sides[side];
  const [u, v] = rectCentre(block.rect);
  const along = side === 'south' || side === 'north' ? u : v;
  return createRandom('frontage', street?.line.key ?? 'none', Math.floor(along / FRONTAGE_STRETCH));
}

function expandCr(symbol: string, municipality: Municipality, random: Random): ZoneChoice {
  if (symbol !== 'CR*') return zoneChoice(symbol);
  return random.weighted(OLD_MUNICIPALITIES.has(municipality) ? MAIN_STREET_CR : SUBURBAN_CR);
}

function withExtras(block: Block, usual: ZoneChoice): ZoneChoice {
  const random = createRandom('extras', block.id);
  return random.chance(0.07) ? zoneChoice(random.weighted(NEIGHBOURHOOD_EXTRAS)) : usual;
}

export function planZone(block: Block, ctx: ZonePlanContext): PlannedZone {
  const [u, v] = rectCentre(block.rect);
  const former = ctx.landUse.formerAt(u, v);
  if (former) return { kind: 'former', bylaw: former.bylaw };
  const sbKey = `sb-${block.superBlock}`;
  const patchKey = `${sbKey}/${Math.floor(u / PATCH)}/${Math.floor(v / PATCH)}`;
  const area = ctx.landUse.areaAt(u, v);
  if (area) return resolveChoice(zoneChoice(area.zone), block, `area-${area.name}`);

  const district = block.district;
  if (district) {
    if (block.strip) return resolveChoice(frontageRandom(block, block.strip).weighted(district.def.frontage), block, sbKey);
    // Downtown varies block by block; neighbourhoods keep one zone over a patch of blocks.
    const interior = district.def.interior === CORE_CR
      ? createRandom('core', block.id).weighted(CORE_CR)
      : withExtras(block, createRandom('interior', patchKey).weighted(district.def.interior));
    return resolveChoice(interior, block, sbKey);
  }
  if (ctx.landUse.inCore(u, v)) return resolveChoice(createRandom('core', block.id).weighted(CORE_CR), block, sbKey);

  const municipality = ctx.municipalityAt(u, v);
  if (block.strip) {
    const random = frontageRandom(block, block.strip);
    const symbol = random.weighted(FRONTAGE_BY_MUNICIPALITY[municipality]);
    return resolveChoice(expandCr(symbol, municipality, random), block, sbKey);
  }
  const usual = createRandom('interior', patchKey).weighted(INTERIOR_BY_MUNICIPALITY[municipality]);
  return resolveChoice(withExtras(block, zoneChoice(usual)), block, sbKey);
}
