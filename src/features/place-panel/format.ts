// How the Property tab writes the spatial answer's values.
import type { ParcelAnswer, SpatialDataAnswer, ZoneAnswer } from '../../lib/api/spatial';
import { mappedOverlayNames } from '../../lib/report/brief-overlays';

export type AreaUnit = 'ft2' | 'm2';

const NONE = 'None';

export function formatCoordinate(value: number): string {
  return value.toFixed(6);
}

export function formatParcelArea(parcel: ParcelAnswer | null, unit: AreaUnit): string {
  if (!parcel) return 'Not available';
  const value = unit === 'ft2' ? parcel.lot_area_ft2 : parcel.lot_area_m2;
  if (!Number.isFinite(value) || value <= 0) return 'Not available';
  return `${Math.round(value).toLocaleString('en-CA')} ${unit === 'ft2' ? 'ft²' : 'm²'}`;
}

/** "Residential Detached (Residential)"; just the label when the two say the same. */
export function formatZoneType(zone: ZoneAnswer): string {
  if (!zone.zone_type || zone.zone_type === zone.zone_label) return zone.zone_label;
  return `${zone.zone_label} (${zone.zone_type})`;
}

/** "x42 (900.3.10(42))" or "None". */
export function formatException(zone: ZoneAnswer): string {
  if (zone.exception === null) return NONE;
  return zone.exception_section ? `x${zone.exception} (${zone.exception_section})` : `x${zone.exception}`;
}

/** The overlays mapped at the point, named as the Analysis tab names them ("policy area 1, building setback"), or "None". */
export function formatOverlay(overlays: SpatialDataAnswer['overlays']): string {
  const names = mappedOverlayNames(overlays);
  return names.length > 0 ? names.join(', ') : NONE;
}
