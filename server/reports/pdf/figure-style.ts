// How the site figure colours things: zone colours from the map's palette (spec §9), lightened fills, former areas grey.
import { rgb, type RGB } from 'pdf-lib';
import type { SiteZone } from '../../../src/lib/report/site-figure';
import { isFormerCityArea } from '../../../src/lib/zoning/former-city';
import { findZone } from '../../../src/lib/zoning/zone-categories';
import { FORMER_CITY_COLOUR, colourOfZone } from '../../../src/lib/zoning/zone-colours';

export const ZONE_FILL_OPACITY = 0.35;

export function hexToRgb(hex: string): RGB {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255);
}

function darker(colour: RGB, factor = 0.7): RGB {
  return rgb(colour.red * factor, colour.green * factor, colour.blue * factor);
}

/** The figure's data names a former municipal by-law area's zone 'Former' (src/lib/spatial/former-zoning.ts decides it). */
function isFormerZone(zone: Pick<SiteZone, 'zone'>): boolean {
  return isFormerCityArea({ code: zone.zone });
}

export interface ZoneStyle {
  readonly fill: RGB;
  readonly outline: RGB;
  readonly hatched: boolean;
}

export function zoneStyle(zone: Pick<SiteZone, 'zone'>): ZoneStyle {
  if (isFormerZone(zone)) {
    const grey = hexToRgb(FORMER_CITY_COLOUR);
    return { fill: grey, outline: grey, hatched: true };
  }
  const colour = hexToRgb(colourOfZone(zone.zone));
  return { fill: colour, outline: darker(colour), hatched: false };
}

/** The legend's words for a zone: 'RD Residential Detached', or 'Former by-law'. */
export function legendText(zone: Pick<SiteZone, 'zone'>): string {
  if (isFormerZone(zone)) return 'Former by-law';
  const name = findZone(zone.zone)?.name;
  return name ? `${zone.zone} ${name}` : zone.zone;
}
