import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, formatMonthDayYear } from './calendar-day';

/** Every day of a leap year, as 'YYYY-MM-DD' with its time. */
const LEAP_YEAR = Array.from({ length: 366 }, (_, index) => {
  const time = Date.UTC(2024, 0, 1 + index);
  return { text: new Date(time).toISOString().slice(0, 10), date: new Date(time) };
});

const longDate = (locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('calendar days', () => {
  it('when a day is written day first, then it reads as the en-GB long date does', () => {
    const format = longDate('en-GB');
    for (const { text, date } of LEAP_YEAR) expect(formatDayMonthYear(text), text).toBe(format.format(date));
  });

  it('when a day is written month first, then it reads as the en-CA long date does', () => {
    const format = longDate('en-CA');
    for (const { text, date } of LEAP_YEAR) expect(formatMonthDayYear(text), text).toBe(format.format(date));
  });

  it('when the text is not a calendar day, then it is given back as it is', () => {
    for (const text of ['2026-02', '', 'soon', '2026-13-01', '20260220']) {
      expect(formatDayMonthYear(text)).toBe(text);
      expect(formatMonthDayYear(text)).toBe(text);
    }
  });
});
