import { describe, expect, it } from 'vitest';
import { loginModeFromQuery } from './login-modes';

describe('loginModeFromQuery', () => {
  it.each([
    ['signup', 'signup'],
    ['forgot-password', 'forgot-password'],
    ['otp', 'code'],
    [null, 'signin'],
    ['nonsense', 'signin'],
  ])('when ?mode=%s, then the mode is %s', (value, mode) => {
    expect(loginModeFromQuery(value)).toBe(mode);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'when ?mode=%s names a property every object has, then the mode is signin',
    (value) => {
      expect(loginModeFromQuery(value)).toBe('signin');
    },
  );
});
