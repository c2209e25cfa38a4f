// A calendar day ('2026-02-20') written out in English, without Intl: its first use cost 30 ms of a page's first
// view on this machine (about 120 ms under Lighthouse's phone throttling), for month names that never change.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface Day {
  year: number;
  month: string;
  day: number;
}

/** The parts of 'YYYY-MM-DD' (a calendar day, so no time zone moves it); null for any other text or no such day. */
function readDay(text: string): Day | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getUTCFullYear(), month: MONTHS[date.getUTCMonth()] ?? '', day: date.getUTCDate() };
}

/** '20 February 2026', as en-GB writes a long date; other text as it is. */
export function formatDayMonthYear(text: string): string {
  const day = readDay(text);
  return day ? `${day.day} ${day.month} ${day.year}` : text;
}

/** 'February 20, 2026', as en-CA (and en-US) write a long date; other text as it is. */
export function formatMonthDayYear(text: string): string {
  const day = readDay(text);
  return day ? `${day.month} ${day.day}, ${day.year}` : text;
}
