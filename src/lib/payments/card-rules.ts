// Card rules the embedded checkout's form and its server share: the Luhn checksum, MM/YY expiry, and the words for
// each problem, so the form and the server say the same thing about the same card.

export const CARD_RULE_MESSAGES = Object.freeze({
  invalidNumber: 'Your card number is invalid.',
  invalidExpiry: "Your card's expiration date is invalid.",
  expired: 'Your card has expired.',
  invalidCvc: "Your card's security code is invalid.",
  missingName: 'Please enter the name on the card.',
});

export const MIN_CARD_DIGITS = 12;
export const MAX_CARD_DIGITS = 19;

/** The Luhn checksum every real card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export interface CardExpiry {
  month: number;
  year: number;
}

/** MM/YY (spaces around the slash allowed): the month and four-digit year; 'bad-month' outside 1–12; null if not MM/YY. */
export function parseExpiry(value: string): CardExpiry | 'bad-month' | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'bad-month';
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month (UTC, as the server judges it). */
export function hasExpired({ month, year }: CardExpiry, now: Date): boolean {
  const thisYear = now.getUTCFullYear();
  return year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1);
}

export function isCvc(value: string): boolean {
  return /^\d{3,4}$/.test(value.trim());
}
