// The dataset's address points in a packed R-tree, so a parcel's addresses are read from the points that lie inside it.

import Flatbush from 'flatbush';
import { pointInArea } from '../geo/point-in-polygon';
import type { AddressTable } from './address-table';
import type { Box } from './area-geometries';
import type { Area } from './schema';
import { boundsOf } from './area-index';

export class AddressIndex {
  private readonly addressFull: (row: number) => unknown;

  constructor(
    private readonly points: AddressTable,
    /** Over the points in their order; null when there are none. */
    readonly tree: Flatbush | null = buildPointTree(points),
  ) {
    this.addressFull = points.properties.column('ADDRESS_FULL');
  }

  /** ADDRESS_FULL of every point inside the area, each once, in the dataset's order. */
  addressesWithin(area: Area): string[] {
    return this.addressesInside(boundsOf(area), (lng, lat) => pointInArea(lng, lat, area));
  }

  /**
   * addressesWithin for an area given by its bounds and a test of a point (a prebuilt layer's flat geometry answers it
   * without building the area's GeoJSON).
   */
  addressesInside([west, south, east, north]: Box, contains: (lng: number, lat: number) => boolean): string[] {
    if (!this.tree) return [];
    const { lng, lat } = this.points;
    const found: string[] = [];
    for (const index of this.tree.search(west, south, east, north).sort((a, b) => a - b)) {
      if (!contains(lng[index]!, lat[index]!)) continue;
      const address = String(this.addressFull(index) ?? '').trim();
      if (address !== '' && !found.includes(address)) found.push(address);
    }
    return found;
  }
}

export function buildPointTree({ lng, lat }: AddressTable): Flatbush | null {
  if (lng.length === 0) return null;
  const tree = new Flatbush(lng.length);
  for (let i = 0; i < lng.length; i += 1) tree.add(lng[i]!, lat[i]!, lng[i]!, lat[i]!);
  tree.finish();
  return tree;
}
