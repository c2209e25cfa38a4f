// Types for vt-pbf 3, which ships none: only the call tile-index makes.

declare module 'vt-pbf' {
  import type { LegacyTile } from 'geojson-vt';

  /** Encodes geojson-vt tiles, one per layer name, as an uncompressed Mapbox Vector Tile. */
  export function fromGeojsonVt(
    layers: Record<string, LegacyTile>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
}
