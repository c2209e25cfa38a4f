import { describe, expect, it } from 'vitest';
import { checkCard } from './card-check';

const NOW = new Date('2030-06-15T12:00:00Z');
const good = { card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Avery Chen' };

describe('checkCard', () => {
  it('when the success test card is given with a future expiry, then it passes and keeps only the last four digits', () => {
    expect(checkCard(good, NOW)).toEqual({ ok: true, last4: '4242' });
  });

  it('when the decline test card is given, then it is card_declined with the decline message', () => {
    expect(checkCard({ ...good, card_number: '4000 0000 0000 0002' }, NOW)).toEqual({
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined. Please use a different card.',
    });
  });

  it.each(['4242 4242 4242 4241', '1234', 'abcd efgh ijkl mnop', ''])('when the number is %j, then it is invalid_number', (card_number) => {
    expect(checkCard({ ...good, card_number }, NOW)).toMatchObject({ ok: false, code: 'invalid_number', message: 'Your card number is invalid.' });
  });

  it('when the expiry month is already over, then it is expired_card', () => {
    expect(checkCard({ ...good, expiry: '05/30' }, NOW)).toMatchObject({ ok: false, code: 'expired_card', message: 'Your card has expired.' });
  });

  it('when the expiry is the current month, then the card is still good', () => {
    expect(checkCard({ ...good, expiry: '06/30' }, NOW)).toMatchObject({ ok: true });
  });

  it.each(['13/30', '0/30', '2030-12', '1234'])('when the expiry is %j, then it is invalid_expiry', (expiry) => {
    expect(checkCard({ ...good, expiry }, NOW)).toMatchObject({ ok: false, code: 'invalid_expiry' });
  });

  it.each(['12', '12345', 'abc'])('when the CVC is %j, then it is invalid_cvc', (cvc) => {
    expect(checkCard({ ...good, cvc }, NOW)).toMatchObject({ ok: false, code: 'invalid_cvc' });
  });

  it('when the name is blank, then it is missing_name', () => {
    expect(checkCard({ ...good, name: '  ' }, NOW)).toMatchObject({ ok: false, code: 'missing_name' });
  });
});
