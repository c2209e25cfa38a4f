// The address points as columns: longitude and latitude as Float64Arrays, the other fields as property columns, and
// an AddressPoint built only for the rows an answer shows.

import type { AddressPoint } from './schema';
import type { Sections } from './sections';
import { readPropertyColumns, rowTable, type PropertyColumnsMeta, type PropertyTable } from './property-columns';

type AddressFields = Omit<AddressPoint, 'LONGITUDE' | 'LATITUDE'>;

export interface AddressTable {
  readonly length: number;
  readonly lng: Float64Array;
  readonly lat: Float64Array;
  /** Every field but the coordinates. */
  readonly properties: PropertyTable<AddressFields>;
  get(row: number): AddressPoint;
}

function table(lng: Float64Array, lat: Float64Array, properties: PropertyTable<AddressFields>): AddressTable {
  return {
    length: lng.length,
    lng,
    lat,
    properties,
    get: (row) => ({ ...properties.get(row), LONGITUDE: lng[row]!, LATITUDE: lat[row]! }),
  };
}

/** Over points already in memory (a dataset built in this process). */
export function addressTableOf(points: readonly AddressPoint[]): AddressTable {
  const fields = points.map(({ LONGITUDE: _lng, LATITUDE: _lat, ...rest }) => rest);
  return table(Float64Array.from(points, (p) => p.LONGITUDE), Float64Array.from(points, (p) => p.LATITUDE), rowTable(fields));
}

/** The columns written under `prefix` (encodeAddressLayer's "addresses", after its own prefix). */
export function readAddressTable(sections: Sections, meta: PropertyColumnsMeta, prefix: string): AddressTable {
  return table(sections.f64(`${prefix}.lng`), sections.f64(`${prefix}.lat`), readPropertyColumns<AddressFields>(sections, meta, `${prefix}.properties`));
}

export function isAddressTable(source: object): source is AddressTable {
  return 'lng' in source && source.lng instanceof Float64Array;
}
