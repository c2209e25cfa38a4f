import { describe, expect, it } from 'vitest';
import { ByteBudgetCache } from './tile-cache';

const byLength = (value: string) => value.length;

describe('ByteBudgetCache', () => {
  it('when the budget is exceeded, then the least recently used entry goes first', () => {
    const cache = new ByteBudgetCache<string>(10, byLength);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.get('a');

    cache.set('c', 'cccc');

    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.bytes).toBe(8);
  });

  it('when a value is larger than the whole budget, then it is not kept', () => {
    const cache = new ByteBudgetCache<string>(3, byLength);

    cache.set('big', 'abcd');

    expect(cache.size).toBe(0);
  });

  it('when a key is set again, then its old bytes are released', () => {
    const cache = new ByteBudgetCache<string>(100, byLength);
    cache.set('a', 'aaaa');

    cache.set('a', 'aa');

    expect([cache.size, cache.bytes, cache.get('a')]).toEqual([1, 2, 'aa']);
  });
});
