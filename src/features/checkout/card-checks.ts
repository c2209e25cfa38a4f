// The card form's checks and formatting, run before anything is sent. Where the server has a rule too
// (server/payments/card-check.ts) the client says it in the same words.
import type { EmbeddedPaymentRequest } from '../../lib/api/payments';
import { CARD_RULE_MESSAGES, hasExpired, isCvc, MAX_CARD_DIGITS, MIN_CARD_DIGITS, parseExpiry, passesLuhn } from '../../lib/payments/card-rules';

export interface CardFields {
  name: string;
  /** As typed and shown: digits in groups of four. */
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardFields, string>>;

/** The form's own words, for what only the form checks; the rest are CARD_RULE_MESSAGES, as the server says them. */
export const CARD_MESSAGES = Object.freeze({
  numberMissing: 'Please enter your card number.',
  numberIncomplete: 'Your card number is incomplete.',
  expiryIncomplete: 'Please enter the expiry date as MM/YY.',
});

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


function checkNumber(number: string): string | undefined {
  const digits = digitsOf(number);
  if (!digits) return CARD_MESSAGES.numberMissing;
  if (digits.length < MIN_CARD_DIGITS) return CARD_MESSAGES.numberIncomplete;
  return passesLuhn(digits) ? undefined : CARD_RULE_MESSAGES.invalidNumber;
}

function checkExpiry(value: string, now: Date): string | undefined {
  const expiry = parseExpiry(value);
  if (expiry === null) return CARD_MESSAGES.expiryIncomplete;
  if (expiry === 'bad-month') return CARD_RULE_MESSAGES.invalidExpiry;
  return hasExpired(expiry, now) ? CARD_RULE_MESSAGES.expired : undefined;
}

/** Every problem with the form, by field; empty when it can be sent. */
export function checkCard(fields: CardFields, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  if (!fields.name.trim()) errors.name = CARD_RULE_MESSAGES.missingName;
  const number = checkNumber(fields.number);
  if (number) errors.number = number;
  const expiry = checkExpiry(fields.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!isCvc(fields.cvc)) errors.cvc = CARD_RULE_MESSAGES.invalidCvc;
  return errors;
}

export function toPaymentRequest(fields: CardFields): EmbeddedPaymentRequest {
  return { name: fields.name.trim(), card_number: digitsOf(fields.number), expiry: fields.expiry.trim(), cvc: fields.cvc };
}
