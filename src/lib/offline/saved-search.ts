// Address search offline: the server's own gazetteer (src/lib/search/gazetteer.ts) over the address points inside the
// areas saved on this device, so a typed address ranks as it would online, among the addresses that can be answered.

import type { AddressSearchResult } from '../api/geocode';
import { MAX_GEOCODE_RESULTS } from '../api/geocode';
import { createGazetteer, type Gazetteer } from '../search/gazetteer';
import type { AddressTable } from '../spatial/address-table';
import type { AddressPoint } from '../spatial/schema';
import type { SavedLookUpDeps } from './saved-look-up';
import { savedAreaAt, type SavedArea } from './saved-areas';

export type SavedSearch = (query: string) => Promise<AddressSearchResult[]>;

/** The points of one pack inside its area's box: a pack also holds points past the box, which no click there answers. */
function pointsInside(area: SavedArea, addresses: AddressTable): AddressPoint[] {
  const points: AddressPoint[] = [];
  for (let i = 0; i < addresses.length; i += 1) {
    if (savedAreaAt([area], addresses.lng[i]!, addresses.lat[i]!)) points.push(addresses.get(i));
  }
  return points;
}

export function createSavedSearch({ listAreas, openPack }: SavedLookUpDeps): SavedSearch {
  // One gazetteer over every saved area's points, rebuilt only when the saved areas change.
  let built: { key: string; gazetteer: Promise<Gazetteer> } | null = null;
  const gazetteerOf = async (areas: readonly SavedArea[]): Promise<Gazetteer> => {
    const byId = new Map<number, AddressPoint>();
    for (const area of areas) {
      const pack = await openPack(area.id);
      if (!pack) continue;
      // Overlapping areas hold the same points: each is listed once.
      for (const point of pointsInside(area, pack.addresses)) byId.set(point.ADDRESS_POINT_ID, point);
    }
    return createGazetteer([...byId.values()]);
  };
  return async (query) => {
    const areas = await listAreas();
    if (areas.length === 0) return [];
    const key = areas.map((area) => area.id).sort().join(' ');
    if (built?.key !== key) built = { key, gazetteer: gazetteerOf(areas) };
    const current = built;
    try {
      return (await current.gazetteer).search(query, MAX_GEOCODE_RESULTS);
    } catch (error) {
      // A pack that failed to open is tried again on the next search, not remembered as broken.
      if (built === current) built = null;
      throw error;
    }
  };
}
