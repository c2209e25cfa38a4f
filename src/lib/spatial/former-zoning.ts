// Whether a zoning record is a former city by-law area (not under By-law 569-2013): the one rule the spatial answer
// and the site figure both apply.

import { isFormerCityArea } from '../zoning/former-city';
import type { ZoningProperties } from './schema';

/** ZN_STATUS 5: the lands are not in By-law 569-2013; a former municipal by-law applies. */
export const FORMER_BYLAW_STATUS = 5;

export function isFormerBylawArea(zoning: Pick<ZoningProperties, 'ZN_STATUS'>): boolean {
  return zoning.ZN_STATUS === FORMER_BYLAW_STATUS;
}

/** ZN_STATUS 5, or what spec §4 reads from the zone code and label (code 'Former' or missing, a label naming Former). */
export function isFormerZoning(zoning: Pick<ZoningProperties, 'ZN_STATUS' | 'ZN_ZONE' | 'ZN_STRING'>): boolean {
  return isFormerCityArea({ isFormerCityArea: isFormerBylawArea(zoning), code: zoning.ZN_ZONE, label: zoning.ZN_STRING });
}
