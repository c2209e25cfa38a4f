// Whether a zoning record is a former city by-law area (not under By-law 569-2013): the one rule the spatial answer
// and the site figure both apply.

import { isFormerCityArea } from '../../src/lib/zoning/former-city';
import type { ZoningProperties } from '../dataset/schema';
import { isFormerBylawArea } from '../tiles/map-properties';

/** ZN_STATUS 5, or what spec §4 reads from the zone code and label (code 'Former' or missing, a label naming Former). */
export function isFormerZoning(zoning: Pick<ZoningProperties, 'ZN_STATUS' | 'ZN_ZONE' | 'ZN_STRING'>): boolean {
  return isFormerCityArea({ isFormerCityArea: isFormerBylawArea(zoning), code: zoning.ZN_ZONE, label: zoning.ZN_STRING });
}
