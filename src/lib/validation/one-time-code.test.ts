import { describe, expect, it } from 'vitest';
import { normalizeOneTimeCode, ONE_TIME_CODE_MESSAGE } from './one-time-code';

describe('normalizeOneTimeCode', () => {
  it('when the code is six digits, then it comes back as is', () => {
    expect(normalizeOneTimeCode('012345')).toBe('012345');
  });

  it('when the code has spaces, tabs or line breaks in it or around it, then they are removed', () => {
    expect(normalizeOneTimeCode(' 123 456\n')).toBe('123456');
    expect(normalizeOneTimeCode('1\t2 3 4 5 6')).toBe('123456');
  });

  it('when there are fewer or more than six digits, then it is refused', () => {
    expect(normalizeOneTimeCode('12345')).toBeNull();
    expect(normalizeOneTimeCode('1234567')).toBeNull();
    expect(normalizeOneTimeCode('')).toBeNull();
  });

  it('when the code holds letters, dashes or non-ASCII digits, then it is refused', () => {
    expect(normalizeOneTimeCode('12a456')).toBeNull();
    expect(normalizeOneTimeCode('123-456')).toBeNull();
    expect(normalizeOneTimeCode('١٢٣٤٥٦')).toBeNull();
  });

  it('exposes the spec message', () => {
    expect(ONE_TIME_CODE_MESSAGE).toBe('Please enter the 6-digit verification code.');
  });
});
