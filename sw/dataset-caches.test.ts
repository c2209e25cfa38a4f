import { describe, expect, it } from 'vitest';
import { isOtherVersionTile } from './dataset-caches';

const ORIGIN = 'https://zonebrief.example';

describe('isOtherVersionTile', () => {
  it('when a tile carries the current version, then it stays', () => {
    expect(isOtherVersionTile(`${ORIGIN}/data/zoning+former-city+basemap/14/4579/5979.pbf?v=city-2026-02-20-bbbb`, 'city-2026-02-20-bbbb')).toBe(false);
  });

  it('when a tile carries another version, or none, then it goes', () => {
    expect(isOtherVersionTile(`${ORIGIN}/data/zoning/14/4579/5979.pbf?v=city-2026-01-01-aaaa`, 'city-2026-02-20-bbbb')).toBe(true);
    expect(isOtherVersionTile(`${ORIGIN}/data/toronto_properties/14/4579/5979.pbf`, 'city-2026-02-20-bbbb')).toBe(true);
  });

  it('when it is a label glyph range, then it stays whatever the version', () => {
    expect(isOtherVersionTile(`${ORIGIN}/data/fonts/Noto%20Sans%20Regular/0-255.pbf`, 'city-2026-02-20-bbbb')).toBe(false);
  });
});
