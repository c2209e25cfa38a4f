// How the Property tab writes the spatial answer's values.
import type { DatasetInfo, ParcelAnswer, SpatialDataAnswer, ZoneAnswer } from '../../lib/api/spatial';
import { LAYER_NOT_LOADED, layerLoaded } from '../../lib/dataset/layers';
import { mappedOverlayNames, unloadedOverlayNames } from '../../lib/report/brief-overlays';

export type AreaUnit = 'ft2' | 'm2';

const NONE = 'None';

export function formatCoordinate(value: number): string {
  return value.toFixed(6);
}

/** The lot area; without a parcel, 'Not available', or LAYER_NOT_LOADED where the dataset has no property boundaries. */
export function formatParcelArea(parcel: ParcelAnswer | null, unit: AreaUnit, dataset: Pick<DatasetInfo, 'layers'> = {}): string {
  if (!parcel) return layerLoaded(dataset, 'parcels') ? 'Not available' : LAYER_NOT_LOADED;
  const value = unit === 'ft2' ? parcel.lot_area_ft2 : parcel.lot_area_m2;
  if (!Number.isFinite(value) || value <= 0) return 'Not available';
  return `${Math.round(value).toLocaleString('en-CA')} ${unit === 'ft2' ? 'ft²' : 'm²'}`;
}

/** "Residential Detached (Residential)"; just the label when the two say the same. */
export function formatZoneType(zone: ZoneAnswer): string {
  if (!zone.zone_type || zone.zone_type === zone.zone_label) return zone.zone_label;
  return `${zone.zone_label} (${zone.zone_type})`;
}

/** Where the dataset carries no field that would say (the City's downtown subset has no exception fields). */
export const NOT_IN_DATASET = 'Not in this dataset';

/** "x42 (900.3.10(42))", "None", or NOT_IN_DATASET where the data cannot say. */
export function formatException(zone: ZoneAnswer): string {
  if (zone.exception === null) return NOT_IN_DATASET;
  if (zone.exception === 'none') return NONE;
  return zone.exception_section ? `x${zone.exception} (${zone.exception_section})` : `x${zone.exception}`;
}

/**
 * The overlays mapped at the point, named as the Analysis tab names them ("policy area 1, building setback"), or
 * "None"; then those the dataset does not have, which are unknown here rather than absent.
 */
export function formatOverlay(overlays: SpatialDataAnswer['overlays'], dataset: Pick<DatasetInfo, 'layers'> = {}): string {
  const names = mappedOverlayNames(overlays);
  const unknown = unloadedOverlayNames(overlays, dataset);
  const found = names.length > 0 ? names.join(', ') : unknown.length > 0 ? 'None mapped' : NONE;
  return unknown.length > 0 ? `${found}; ${LAYER_NOT_LOADED.toLowerCase()}: ${unknown.join(', ')}` : found;
}
