import { describe, expect, it } from 'vitest';
import { creditCount } from './credit-count';

describe('creditCount', () => {
  it('when there is one credit, then the word is singular', () => {
    expect(creditCount(1)).toBe('1 credit');
    expect(creditCount(1, { capitalized: true })).toBe('1 Credit');
  });

  it('when there are none or several, then the word is plural', () => {
    expect(creditCount(0)).toBe('0 credits');
    expect(creditCount(12, { capitalized: true })).toBe('12 Credits');
  });
});
