// The few fields each map layer carries to the client, cut from the City's full records.

import type { CentrelineProperties, ParcelProperties, WaterProperties, ZoningProperties } from '../../src/lib/spatial/schema';
import { ZONES, findZone, type ColourGroup } from '../../src/lib/zoning/zone-categories';

export interface ZoningTileProperties {
  ZN_ZONE: string;
  /** Absent where the dataset has no label. */
  ZN_STRING?: string;
  GEN_ZONE: number;
  /** Absent where the dataset does not know it. */
  ZN_STATUS?: number;
  COLOUR: ColourGroup;
  DEMO?: 'Y';
}

export interface FormerCityTileProperties {
  FORMER_BYLAW: string;
  ZN_STRING?: string;
  DEMO?: 'Y';
}

export interface ParcelTileProperties {
  PARCELID: string;
  ADDRESS_FULL: string;
  DEMO?: 'Y';
}

export interface CentrelineTileProperties {
  /** The label: the name as addresses write it ("Queen St W"). */
  LINEAR_NAME_FULL: string;
  /** The road class the style sizes the line by ("Major Arterial", "Local" ...). */
  FEATURE_CODE_DESC: string;
  DEMO?: 'Y';
}

export interface WaterTileProperties {
  NAME: string;
  DEMO?: 'Y';
}

export interface CompactZoningProperties {
  ZN_ZONE: string;
  ZN_STRING?: string;
  GEN_ZONE: number;
  ZN_STATUS?: number;
  EXCPTN_NO: number;
  FORMER_BYLAW?: string;
  COLOUR: ColourGroup;
  DEMO?: 'Y';
}

const COLOUR_BY_GEN_ZONE = new Map<number, ColourGroup>();
for (const zone of ZONES) {
  if (!COLOUR_BY_GEN_ZONE.has(zone.genZone)) COLOUR_BY_GEN_ZONE.set(zone.genZone, zone.colourGroup);
}

/**
 * The zone's colour group. Former-by-law areas carry zone symbols 569-2013 does not know, so the
 * City's GEN_ZONE category decides for them, and anything still unknown is drawn as Utility grey.
 */
export function colourGroupOf(zoning: Pick<ZoningProperties, 'ZN_ZONE' | 'GEN_ZONE'>): ColourGroup {
  return findZone(zoning.ZN_ZONE)?.colourGroup ?? COLOUR_BY_GEN_ZONE.get(zoning.GEN_ZONE) ?? 'U';
}

// Absent keys stay absent: vt-pbf would encode an undefined value as a broken tile value.
function labelOf(zoning: ZoningProperties): { ZN_STRING?: string } {
  return zoning.ZN_STRING === undefined ? {} : { ZN_STRING: zoning.ZN_STRING };
}

function statusOf(zoning: ZoningProperties): { ZN_STATUS?: number } {
  return zoning.ZN_STATUS === undefined ? {} : { ZN_STATUS: zoning.ZN_STATUS };
}

function withDemoFlag<T extends object>(trimmed: T, source: { DEMO?: 'Y' }): T & { DEMO?: 'Y' } {
  return source.DEMO === 'Y' ? { ...trimmed, DEMO: 'Y' } : trimmed;
}

export function toZoningTileProperties(zoning: ZoningProperties): ZoningTileProperties {
  return withDemoFlag(
    {
      ZN_ZONE: zoning.ZN_ZONE,
      ...labelOf(zoning),
      GEN_ZONE: zoning.GEN_ZONE,
      ...statusOf(zoning),
      COLOUR: colourGroupOf(zoning),
    },
    zoning,
  );
}

export function toFormerCityTileProperties(zoning: ZoningProperties): FormerCityTileProperties {
  return withDemoFlag({ FORMER_BYLAW: zoning.FORMER_BYLAW ?? '', ...labelOf(zoning) }, zoning);
}

export function toParcelTileProperties(parcel: ParcelProperties): ParcelTileProperties {
  return withDemoFlag({ PARCELID: parcel.PARCELID, ADDRESS_FULL: parcel.ADDRESS_FULL }, parcel);
}

export function toCentrelineTileProperties(street: CentrelineProperties): CentrelineTileProperties {
  return withDemoFlag({ LINEAR_NAME_FULL: street.LINEAR_NAME_FULL, FEATURE_CODE_DESC: street.FEATURE_CODE_DESC }, street);
}

export function toWaterTileProperties(water: WaterProperties): WaterTileProperties {
  return withDemoFlag({ NAME: water.NAME }, water);
}

export function toCompactZoningProperties(zoning: ZoningProperties): CompactZoningProperties {
  return withDemoFlag(
    {
      ZN_ZONE: zoning.ZN_ZONE,
      ...labelOf(zoning),
      GEN_ZONE: zoning.GEN_ZONE,
      ...statusOf(zoning),
      EXCPTN_NO: zoning.EXCPTN_NO,
      ...(zoning.FORMER_BYLAW === undefined ? {} : { FORMER_BYLAW: zoning.FORMER_BYLAW }),
      COLOUR: colourGroupOf(zoning),
    },
    zoning,
  );
}
