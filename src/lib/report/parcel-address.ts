// How a parcel is named wherever it shows (Property tab, Analysis tab, the brief, My Reports): all its addresses.
import type { ParcelAnswer } from '../api/spatial';

export const ADDRESS_SEPARATOR = ' / ';

/**
 * "389 Elm St", or "12 Euclid Ave / 301 Dundas St W" for a parcel with several; '' for an unaddressed parcel.
 * An answer cached offline before the server listed addresses has only address_full, which then stands alone.
 */
export function parcelAddress(parcel: Pick<ParcelAnswer, 'address_full'> & Partial<Pick<ParcelAnswer, 'addresses'>>): string {
  const addresses = parcel.addresses ?? [parcel.address_full];
  return addresses
    .map((address) => address.trim())
    .filter((address) => address !== '')
    .join(ADDRESS_SEPARATOR);
}
