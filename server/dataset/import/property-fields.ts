// Property Boundaries and Address Points as the City publishes them (GeoJSON or CSV), read into the dataset's fields.

import type { MultiPolygon, Point, Polygon, Position } from 'geojson';
import { squareFeetToSquareMetres } from '../../../src/lib/units/area';
import type { AddressPoint, ParcelProperties } from '../../../src/lib/spatial/schema';
import { localProjection } from '../../../src/lib/spatial/ground-metres';
import { readNumber, readRequired, readText, reject, type FieldNotes, type Outcome, type Properties } from './field-values';

const SQUARE_METRES_PER_ACRE = 4_046.856_422_4;
const SQUARE_METRES_PER_HECTARE = 10_000;

/** Planar area in m² of a polygon's rings (holes subtracted), projected at its first position. */
function polygonSquareMetres(rings: readonly (readonly Position[])[]): number {
  const origin = rings[0]?.[0];
  if (!origin) return 0;
  const projection = localProjection(origin[0]!, origin[1]!);
  const ringArea = (ring: readonly Position[]) => {
    let twice = 0;
    for (let k = 0; k + 1 < ring.length; k += 1) {
      const [ax, ay] = projection.toMetres(ring[k]![0]!, ring[k]![1]!);
      const [bx, by] = projection.toMetres(ring[k + 1]![0]!, ring[k + 1]![1]!);
      twice += ax * by - bx * ay;
    }
    return Math.abs(twice) / 2;
  };
  const [outer, ...holes] = rings;
  return ringArea(outer!) - holes.reduce((sum, hole) => sum + ringArea(hole), 0);
}

export function areaSquareMetres(geometry: Polygon | MultiPolygon): number {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.reduce((sum, polygon) => sum + polygonSquareMetres(polygon), 0);
}

/**
 * STATEDAREA in m². The City writes it as display text, "300.00 sq.m"; a bare number is m² too. Other units are
 * converted (noted). Undefined when absent, zero or unreadable.
 */
export function readStatedArea(props: Properties, notes: FieldNotes): number | undefined {
  const value = props.STATEDAREA;
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase().replace(/,/g, '');
  const number = Number.parseFloat(text);
  if (!Number.isFinite(number) || number <= 0) return undefined;
  const unit = text.replace(/^[\d.]+\s*/, '');
  if (unit === '' || /^(sq\.? ?m|m2|m²|square met)/.test(unit)) return number;
  if (/^(sq\.? ?ft|ft2|square f)/.test(unit)) {
    notes.variants.add('STATEDAREA converted from square feet');
    return squareFeetToSquareMetres(number);
  }
  if (/^(ac|acre)/.test(unit)) {
    notes.variants.add('STATEDAREA converted from acres');
    return number * SQUARE_METRES_PER_ACRE;
  }
  if (/^(ha|hectare)/.test(unit)) {
    notes.variants.add('STATEDAREA converted from hectares');
    return number * SQUARE_METRES_PER_HECTARE;
  }
  return undefined;
}

/** The City's own address format, "100 QUEEN ST W": the number, a space, the street. */
function composedAddress(number: string | undefined, street: string | undefined): string | undefined {
  return number && street ? `${number} ${street}` : undefined;
}

export function parcelProperties(props: Properties, notes: FieldNotes, geometry: Polygon | MultiPolygon): Outcome<ParcelProperties> {
  const id = readText(props, 'PARCELID');
  if (!id) return reject('no PARCELID');
  const number = readText(props, 'ADDRESS_NUMBER');
  const street = readText(props, 'LINEAR_NAME_FULL');
  let address = readText(props, 'ADDRESS_FULL');
  if (address === undefined) {
    address = composedAddress(number, street);
    if (address !== undefined) notes.variants.add('ADDRESS_FULL made from ADDRESS_NUMBER and LINEAR_NAME_FULL');
  }
  let area = readStatedArea(props, notes);
  if (area === undefined) {
    area = areaSquareMetres(geometry);
    notes.repairs.add('no STATEDAREA: lot area measured from the boundary');
  }
  return {
    properties: {
      PARCELID: id,
      ADDRESS_NUMBER: number ?? '',
      LINEAR_NAME_FULL: street ?? '',
      ADDRESS_FULL: address ?? '',
      STATEDAREA: Math.round(area * 100) / 100,
      FEATURE_TYPE: readText(props, 'FEATURE_TYPE') ?? '',
    },
  };
}

/** Where a row has no geometry, its LONGITUDE and LATITUDE columns make the point. */
export function addressPointFromColumns(props: Properties, notes: FieldNotes): Point | undefined {
  const lng = readNumber(props, 'LONGITUDE', notes);
  const lat = readNumber(props, 'LATITUDE', notes);
  if (lng === undefined || lat === undefined) return undefined;
  return { type: 'Point', coordinates: [lng, lat] };
}

export function addressProperties(props: Properties, notes: FieldNotes, point: Point): Outcome<AddressPoint> {
  const id = readRequired(props, 'ADDRESS_POINT_ID', notes, { integer: true });
  if (typeof id !== 'number') return id;
  const number = readText(props, 'ADDRESS_NUMBER');
  const street = readText(props, 'LINEAR_NAME_FULL');
  let address = readText(props, 'ADDRESS_FULL');
  if (address === undefined) {
    address = composedAddress(number, street);
    if (address === undefined) return reject('no ADDRESS_FULL (nor ADDRESS_NUMBER and LINEAR_NAME_FULL)');
    notes.variants.add('ADDRESS_FULL made from ADDRESS_NUMBER and LINEAR_NAME_FULL');
  }
  const place = readText(props, 'PLACE_NAME');
  const [lng, lat] = point.coordinates;
  return {
    properties: {
      ADDRESS_POINT_ID: id,
      ADDRESS_NUMBER: number ?? '',
      LINEAR_NAME_FULL: street ?? '',
      ADDRESS_FULL: address,
      LONGITUDE: lng!,
      LATITUDE: lat!,
      MUNICIPALITY_NAME: readText(props, 'MUNICIPALITY_NAME', 'MUNICIPALITY') ?? '',
      ...(place === undefined ? {} : { PLACE_NAME: place }),
    },
  };
}
