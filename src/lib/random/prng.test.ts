import { describe, expect, it } from 'vitest';
import { createRandom } from './prng';

const take = (keys: (string | number)[], n: number) => {
  const random = createRandom(...keys);
  return Array.from({ length: n }, () => random.next());
};

describe('createRandom', () => {
  it('when created twice with the same keys, then it gives the same numbers', () => {
    expect(take(['zones', 3], 20)).toEqual(take(['zones', 3], 20));
  });

  it('when the keys differ, then the numbers differ', () => {
    expect(take(['zones', 3], 5)).not.toEqual(take(['zones', 4], 5));
  });

  it('when asked for numbers, then they lie in [0, 1) and integers stay in their range', () => {
    const random = createRandom('range');
    for (let k = 0; k < 1000; k += 1) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const int = random.int(3, 5);
      expect([3, 4, 5]).toContain(int);
    }
  });

  it('when weights are given, then a zero-weight item is never picked', () => {
    const random = createRandom('weights');
    const picks = new Set(Array.from({ length: 500 }, () => random.weighted([['a', 1], ['b', 0], ['c', 2]] as const)));
    expect([...picks].sort()).toEqual(['a', 'c']);
  });
});
