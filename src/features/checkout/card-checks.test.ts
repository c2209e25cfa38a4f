import { describe, expect, it } from 'vitest';
import { CARD_RULE_MESSAGES } from '../../lib/payments/card-rules';
import { CARD_MESSAGES, checkCard, formatCardNumber, formatExpiry, toPaymentRequest } from './card-checks';

const NOW = new Date(2026, 4, 15); // 15 May 2026
const GOOD = { name: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('card formatting', () => {
  it('when digits are typed, then they are grouped by four and anything else is dropped', () => {
    expect(formatCardNumber('4242424242-42 4242x')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });

  it('when an expiry is typed, then the slash goes after the month', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('1')).toBe('1');
  });
});

describe('checkCard', () => {
  it('when every field is right, then there is nothing to fix', () => {
    expect(checkCard(GOOD, NOW)).toEqual({});
  });

  it('when either test card is typed, then the form has nothing to say (the server declines 4000…0002)', () => {
    expect(checkCard(GOOD, NOW)).toEqual({});
    expect(checkCard({ ...GOOD, number: '4000 0000 0000 0002' }, NOW)).toEqual({});
  });

  it('when the form is empty, then each field says what it needs', () => {
    expect(checkCard({ name: ' ', number: '', expiry: '', cvc: '' }, NOW)).toEqual({
      name: CARD_RULE_MESSAGES.missingName,
      number: CARD_MESSAGES.numberMissing,
      expiry: CARD_MESSAGES.expiryIncomplete,
      cvc: CARD_RULE_MESSAGES.invalidCvc,
    });
  });

  it('when the number is short or fails the checksum, then it is incomplete or invalid', () => {
    expect(checkCard({ ...GOOD, number: '4242 4242' }, NOW).number).toBe('Your card number is incomplete.');
    expect(checkCard({ ...GOOD, number: '4242 4242 4242 4241' }, NOW).number).toBe('Your card number is invalid.');
  });

  it('when the expiry month is past, then the card has expired; this month still works', () => {
    expect(checkCard({ ...GOOD, expiry: '04/26' }, NOW).expiry).toBe('Your card has expired.');
    expect(checkCard({ ...GOOD, expiry: '05/26' }, NOW).expiry).toBeUndefined();
    expect(checkCard({ ...GOOD, expiry: '13/30' }, NOW).expiry).toBe(CARD_RULE_MESSAGES.invalidExpiry);
  });

  it('when the form is sent, then the number goes without spaces', () => {
    expect(toPaymentRequest(GOOD)).toEqual({ name: 'Ada Lovelace', card_number: '4242424242424242', expiry: '12/30', cvc: '123' });
  });
});
