// The embedded checkout's card rules (docs/payments.md): what Stripe's test mode would say about a card form.
// Plain data in, a verdict out; the card itself is never stored.

export type CardVerdict =
  | { ok: true; last4: string }
  | { ok: false; code: CardProblem; message: string };

export type CardProblem = 'card_declined' | 'invalid_number' | 'invalid_expiry' | 'expired_card' | 'invalid_cvc' | 'missing_name';

export const CARD_MESSAGES: Readonly<Record<CardProblem, string>> = {
  card_declined: 'Your card was declined. Please use a different card.',
  invalid_number: 'Your card number is invalid.',
  invalid_expiry: "Your card's expiration date is invalid.",
  expired_card: 'Your card has expired.',
  invalid_cvc: "Your card's security code is invalid.",
  missing_name: 'Please enter the name on the card.',
};

/** Stripe's test card that is always declined (generic decline). */
export const DECLINED_TEST_CARD = '4000000000000002';

export interface CardForm {
  card_number?: unknown;
  expiry?: unknown;
  cvc?: unknown;
  name?: unknown;
}

export function checkCard(form: CardForm, now: Date): CardVerdict {
  const number = typeof form.card_number === 'string' ? form.card_number.replace(/[\s-]/g, '') : '';
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) return problem('invalid_number');
  const expiry = parseExpiry(form.expiry);
  if (!expiry) return problem('invalid_expiry');
  // A card is good through the last day of its expiry month.
  if (expiry.year < now.getUTCFullYear() || (expiry.year === now.getUTCFullYear() && expiry.month < now.getUTCMonth() + 1)) {
    return problem('expired_card');
  }
  if (typeof form.cvc !== 'string' || !/^\d{3,4}$/.test(form.cvc.trim())) return problem('invalid_cvc');
  if (typeof form.name !== 'string' || form.name.trim() === '') return problem('missing_name');
  if (number === DECLINED_TEST_CARD) return problem('card_declined');
  return { ok: true, last4: number.slice(-4) };
}

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
  return sum % 10 === 0;
}

/** MM/YY (spaces around the slash allowed) as a month 1–12 and a four-digit year. */
function parseExpiry(value: unknown): { month: number; year: number } | null {
  const match = typeof value === 'string' ? /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value) : null;
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

function problem(code: CardProblem): CardVerdict {
  return { ok: false, code, message: CARD_MESSAGES[code] };
}
