// The dataset's address points in a packed R-tree, so a parcel's addresses are read from the points that lie inside it.

import Flatbush from 'flatbush';
import { pointInArea } from '../../src/lib/geo/point-in-polygon';
import type { AddressTable } from '../dataset/artifacts/address-table';
import type { Area } from '../dataset/schema';
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
    if (!this.tree) return [];
    const [west, south, east, north] = boundsOf(area);
    const { lng, lat } = this.points;
    const found = this.tree
      .search(west, south, east, north)
      .sort((a, b) => a - b)
      .filter((index) => pointInArea(lng[index]!, lat[index]!, area))
      .map((index) => String(this.addressFull(index) ?? '').trim())
      .filter((address) => address !== '');
    return [...new Set(found)];
  }
}

export function buildPointTree({ lng, lat }: AddressTable): Flatbush | null {
  if (lng.length === 0) return null;
  const tree = new Flatbush(lng.length);
  for (let i = 0; i < lng.length; i += 1) tree.add(lng[i]!, lat[i]!, lng[i]!, lat[i]!);
  tree.finish();
  return tree;
}
