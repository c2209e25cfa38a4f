// The card form's checks and formatting, run before anything is sent. Where the server has a rule too
// (server/payments/card-check.ts) the client says it in the same words.
import type { EmbeddedPaymentRequest } from '../../lib/api/payments';

export interface CardFields {
  name: string;
  /** As typed and shown: digits in groups of four. */
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardFields, string>>;

export const CARD_MESSAGES = Object.freeze({
  nameMissing: 'Please enter the name on the card.',
  numberMissing: 'Please enter your card number.',
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: 'Please enter the expiry date as MM/YY.',
  expiryMonth: "Your card's expiration date is invalid.",
  expired: 'Your card has expired.',
  cvcInvalid: "Your card's security code is invalid.",
});

const MIN_CARD_DIGITS = 12;
const MAX_CARD_DIGITS = 19;

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** '4242424242424242' → '4242 4242 4242 4242', as the buyer types. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, MAX_CARD_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' → '12/30'; a slash typed after the month is kept so the field reads as the buyer expects. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits.length === 2 && value.endsWith('/') ? `${digits}/` : digits;
}

export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function checkNumber(number: string): string | undefined {
  const digits = digitsOf(number);
  if (!digits) return CARD_MESSAGES.numberMissing;
  if (digits.length < MIN_CARD_DIGITS) return CARD_MESSAGES.numberIncomplete;
  return passesLuhn(digits) ? undefined : CARD_MESSAGES.numberInvalid;
}

function checkExpiry(expiry: string, now: Date): string | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return CARD_MESSAGES.expiryIncomplete;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryMonth;
  // A card is good through the last day of its expiry month.
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  return year < thisYear || (year === thisYear && month < thisMonth) ? CARD_MESSAGES.expired : undefined;
}

/** Every problem with the form, by field; empty when it can be sent. */
export function checkCard(fields: CardFields, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  if (!fields.name.trim()) errors.name = CARD_MESSAGES.nameMissing;
  const number = checkNumber(fields.number);
  if (number) errors.number = number;
  const expiry = checkExpiry(fields.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(fields.cvc)) errors.cvc = CARD_MESSAGES.cvcInvalid;
  return errors;
}

export function toPaymentRequest(fields: CardFields): EmbeddedPaymentRequest {
  return { name: fields.name.trim(), card_number: digitsOf(fields.number), expiry: fields.expiry.trim(), cvc: fields.cvc };
}
