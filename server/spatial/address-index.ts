// The dataset's address points in a packed R-tree, so a parcel's addresses are read from the points that lie inside it.

import Flatbush from 'flatbush';
import { pointInArea } from '../../src/lib/geo/point-in-polygon';
import type { AddressPoint, Area } from '../dataset/schema';
import { boundsOf } from './area-index';

export class AddressIndex {
  private readonly tree: Flatbush | null;
  private readonly points: readonly AddressPoint[];

  constructor(points: readonly AddressPoint[]) {
    this.points = points;
    if (points.length === 0) {
      this.tree = null;
      return;
    }
    this.tree = new Flatbush(points.length);
    for (const point of points) this.tree.add(point.LONGITUDE, point.LATITUDE, point.LONGITUDE, point.LATITUDE);
    this.tree.finish();
  }

  /** ADDRESS_FULL of every point inside the area, each once, in the dataset's order. */
  addressesWithin(area: Area): string[] {
    if (!this.tree) return [];
    const [west, south, east, north] = boundsOf(area);
    const found = this.tree
      .search(west, south, east, north)
      .sort((a, b) => a - b)
      .flatMap((index) => this.points[index] ?? [])
      .filter((point) => pointInArea(point.LONGITUDE, point.LATITUDE, area))
      .map((point) => point.ADDRESS_FULL.trim())
      .filter((address) => address !== '');
    return [...new Set(found)];
  }
}
