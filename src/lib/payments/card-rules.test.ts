import { describe, expect, it } from 'vitest';
import { hasExpired, isCvc, parseExpiry, passesLuhn } from './card-rules';

describe('passesLuhn', () => {
  it('when the digits carry a valid check digit, then it passes, and one digit off fails', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4242424242424243')).toBe(false);
  });

  it('when there are no digits, then it fails', () => {
    expect(passesLuhn('')).toBe(false);
  });
});

describe('parseExpiry', () => {
  it('when the value is MM/YY, with or without spaces round the slash, then it is the month and the four-digit year', () => {
    expect(parseExpiry('07/31')).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry(' 12 / 30 ')).toEqual({ month: 12, year: 2030 });
  });

  it('when the month is not 1–12, then it says so; when the form is not MM/YY, then it is null', () => {
    expect(parseExpiry('13/30')).toBe('bad-month');
    expect(parseExpiry('00/30')).toBe('bad-month');
    expect(parseExpiry('1/30')).toBeNull();
    expect(parseExpiry('12/2030')).toBeNull();
  });
});

describe('hasExpired', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('when the expiry month is this month, then the card is still good; last month, it has expired', () => {
    expect(hasExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(hasExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(hasExpired({ month: 1, year: 2027 }, now)).toBe(false);
    expect(hasExpired({ month: 12, year: 2025 }, now)).toBe(true);
  });
});

describe('isCvc', () => {
  it('when the code is three or four digits, then it is a CVC', () => {
    expect(isCvc('123')).toBe(true);
    expect(isCvc('1234')).toBe(true);
    expect(isCvc('12')).toBe(false);
    expect(isCvc('12a')).toBe(false);
  });
});
