// Hand-made address points for the geocoder's tests: a few real downtown streets, two landmarks and one long street.

import type { AddressPoint } from '../dataset/schema';

type Row = [number: string, street: string, place?: string];

const ROWS: readonly Row[] = [
  ['100', 'Queen St W', 'Toronto City Hall'],
  ['10', 'Queen St W'],
  ['1000', 'Queen St W'],
  ['1002', 'Queen St W'],
  ['100', 'Queen St E'],
  ['12', 'Queen St E'],
  ['100', 'Queens Quay W'],
  ['290', 'Bremner Blvd', 'CN Tower'],
  ['12', 'Euclid Ave'],
  ['120', 'Euclid Ave'],
  ['14', 'Euclid Ave'],
  ['1', 'St Clair Ave W'],
  ['5', 'St Clair Ave E'],
  ['7', 'Clair Rd'],
  ['9', "O'Connor Dr"],
  // Twenty numbers on one street, more than one answer may carry.
  ...Array.from({ length: 20 }, (_, i): Row => [String(2 * (i + 1)), 'Long Cres']),
];

/** Spread along a line east of City Hall, each point a few metres from the last. */
export function addressFixture(): AddressPoint[] {
  return ROWS.map(([number, street, place], i) => ({
    ADDRESS_POINT_ID: 1_000 + i,
    ADDRESS_NUMBER: number,
    LINEAR_NAME_FULL: street,
    ADDRESS_FULL: `${number} ${street}`,
    LONGITUDE: -79.3841 + i * 0.0001,
    LATITUDE: 43.6534,
    MUNICIPALITY_NAME: 'former Toronto',
    ...(place ? { PLACE_NAME: place } : {}),
    DEMO: 'Y' as const,
  }));
}
