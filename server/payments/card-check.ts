// The embedded checkout's card rules (docs/payments.md): what Stripe's test mode would say about a card form.
// Plain data in, a verdict out; the card itself is never stored.
import { CARD_RULE_MESSAGES, hasExpired, isCvc, parseExpiry, passesLuhn } from '../../src/lib/payments/card-rules';

export type CardVerdict =
  | { ok: true; last4: string }
  | { ok: false; code: CardProblem; message: string };

export type CardProblem = 'card_declined' | 'invalid_number' | 'invalid_expiry' | 'expired_card' | 'invalid_cvc' | 'missing_name';

export const CARD_MESSAGES: Readonly<Record<CardProblem, string>> = {
  card_declined: 'Your card was declined. Please use a different card.',
  invalid_number: CARD_RULE_MESSAGES.invalidNumber,
  invalid_expiry: CARD_RULE_MESSAGES.invalidExpiry,
  expired_card: CARD_RULE_MESSAGES.expired,
  invalid_cvc: CARD_RULE_MESSAGES.invalidCvc,
  missing_name: CARD_RULE_MESSAGES.missingName,
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
  const expiry = typeof form.expiry === 'string' ? parseExpiry(form.expiry) : null;
  if (expiry === null || expiry === 'bad-month') return problem('invalid_expiry');
  if (hasExpired(expiry, now)) return problem('expired_card');
  if (typeof form.cvc !== 'string' || !isCvc(form.cvc)) return problem('invalid_cvc');
  if (typeof form.name !== 'string' || form.name.trim() === '') return problem('missing_name');
  if (number === DECLINED_TEST_CARD) return problem('card_declined');
  return { ok: true, last4: number.slice(-4) };
}

function problem(code: CardProblem): CardVerdict {
  return { ok: false, code, message: CARD_MESSAGES[code] };
}
