import { describe, expect, it } from 'vitest';
import { CACHE_NAMES, outdatedCaches, RUNTIME_CACHES } from './cache-names';

describe('cache names', () => {
  it('puts a version in every runtime cache name', () => {
    for (const name of RUNTIME_CACHES) expect(name).toMatch(/^zonebrief-[a-z]+-v.+$/);
    expect(CACHE_NAMES.suffix).toMatch(/^v/);
  });

  it('marks our caches from older builds as outdated, and leaves current and foreign caches alone', () => {
    const current = ['zonebrief-precache-v2-v2.0.0', 'zonebrief-tiles-v2.0.0'];
    const existing = [...current, 'zonebrief-precache-v2-v1.0.0', 'zonebrief-tiles-v1.0.0', 'someone-elses-cache'];
    expect(outdatedCaches(existing, current)).toEqual(['zonebrief-precache-v2-v1.0.0', 'zonebrief-tiles-v1.0.0']);
  });
});
