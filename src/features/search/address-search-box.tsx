// Stand-in under the old name until the map screen renders <SearchBox onSelect> itself; then delete this file.
import type { AddressSearchResult } from '../../lib/api/geocode';
import { SearchBox } from './search-box';

const ignoreSelection = (_result: AddressSearchResult) => undefined;

/** @deprecated Use SearchBox from ./search-box with an onSelect handler. */
export function AddressSearchBox() {
  return <SearchBox onSelect={ignoreSelection} />;
}
