// How the Property tab writes the spatial answer's values.
import type { HeightOverlayAnswer, ParcelAnswer, SpatialDataAnswer, ZoneAnswer } from '../../lib/api/spatial';
import { heightInWords } from '../../lib/report/brief-overlays';

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

/** "HT 10.5, ST 3 / 35% coverage", either part alone, or "None". */
export function formatOverlay(overlays: SpatialDataAnswer['overlays']): string {
  const parts: string[] = [];
  if (overlays.height) parts.push(overlays.height.HT_STRING);
  if (overlays.coverage) parts.push(`${overlays.coverage.PRCNT_CVER}% coverage`);
  return parts.length > 0 ? parts.join(' / ') : NONE;
}

/** "10.5 m, 3 storeys (HT 10.5, ST 3)"; the City writes storeys below 0 to mean none (README, ZONING_HEIGHT). */
export function formatHeight(height: HeightOverlayAnswer): string {
  const words = heightInWords(height);
  const code = height.HT_STRING.trim();
  if (words === null) return code || 'Not given';
  return code ? `${words} (${code})` : words;
}
