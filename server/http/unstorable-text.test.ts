// Unit tests of the walks for NUL and lone surrogates: strings, array items, object keys and values, to a bounded depth.

import { describe, expect, it } from 'vitest';
import { containsLoneSurrogate, containsNul, urlMayHoldNul } from './unstorable-text';

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

describe('containsLoneSurrogate', () => {
  it.each([
    ['a high surrogate alone', '\ud800'],
    ['a low surrogate alone', 'x\udfff'],
    ['a pair in the wrong order', '\udfff\ud800'],
    ['a nested value', { a: ['ok', { b: 'a\ud83c' }] }],
    ['an object key', { 'k\udc00': 1 }],
  ])('when %s is in it, then it is found', (_name, value) => {
    expect(containsLoneSurrogate(value, 0)).toBe(true);
  });

  it.each(['plain', '\u{1F3E0}\u{1F3E0}', '\ud83c\udfe0', 'Ω≈ç√ e\u0301', { '\u{1F600}': ['\uffff'] }])(
    'when %j is well-formed, then nothing is found',
    (value) => {
      expect(containsLoneSurrogate(value, 0)).toBe(false);
    },
  );
});

describe('urlMayHoldNul', () => {
  it.each(['/api/x?lat=1%00', '/api/%00/y', '/api/x?a=%00&b=1', '/api/x?q=\u0000'])('when %j has a NUL or an encoded one, then it may hold one', (url) => {
    expect(urlMayHoldNul(url)).toBe(true);
  });

  it.each(['/api/zoning/spatial-data?lat=43.65&lng=-79.39', '/api/nope%2500', '/api/x?q=%2500&r=100', '/healthz'])(
    'when %j has neither, then it cannot hold one and the walk is skipped',
    (url) => {
      expect(urlMayHoldNul(url)).toBe(false);
    },
  );
});
