// Unit tests of the NUL walk: strings, array items, object keys and values, up to a bounded depth.

import { describe, expect, it } from 'vitest';
import { containsNul } from './reject-nul';

describe('containsNul', () => {
  it.each([
    ['a string', 'a\u0000'],
    ['an array item', ['ok', 'b\u0000']],
    ['a nested value', { a: { b: [{ c: '\u0000' }] } }],
    ['an object key', { 'k\u0000': 1 }],
  ])('when %s holds a NUL, then it is found', (_name, value) => {
    expect(containsNul(value, 0)).toBe(true);
  });

  it.each([undefined, null, 42, true, '', 'plain text \u00e9 \u{1F600}', ['a'], { a: 'b' }, { '%00': '\\u0000' }])(
    'when %j holds no NUL, then none is found',
    (value) => {
      expect(containsNul(value, 0)).toBe(false);
    },
  );

  it('when the value nests far deeper than any request body, then the walk stops instead of recursing without end', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];

    expect(containsNul(deep, 0)).toBe(false);
  });
});
