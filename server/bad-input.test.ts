// API tests of bad input refused centrally: a NUL character in a path, query string or JSON body is a 400 before any
// route reads it (PostgreSQL cannot store it), an oversized body a JSON 413, wrong types a 400, and the webhook still
// judges its raw body by signature first. The real app over HTTP, on PGlite and PostgreSQL.

import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signedUpSession, uniqueEmail, useAuthTestApp } from '../tests/support/auth-test-app';
import { testDatabases } from '../tests/support/test-databases';
import { LONE_SURROGATE_MESSAGE } from './http/unstorable-text';
import { signStripePayload } from './payments/stripe-adapter';
import { localWebhookSecret } from './payments/webhook';
import { checkoutEvent, deliverWebhook } from '../tests/support/webhook-test-events';

const SESSION_SECRET = 'bad-input-test-session-secret-0123456789abcdef';
const NUL_ERROR = { code: 'invalid_request', message: 'Text fields must not contain NUL characters.' };

describe.each(testDatabases())('bad input on $name', ({ open }) => {
  const app = useAuthTestApp(open, { env: { SESSION_SECRET } });

  async function raw(method: string, pathAndQuery: string, init: RequestInit = {}) {
    const res = await fetch(`${app.base}${pathAndQuery}`, { method, ...init });
    const text = await res.text();
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: text === '' ? null : JSON.parse(text) };
  }

  describe('a NUL character', () => {
    it.each([
      ['password sign-in', '/api/auth/local/token?grant_type=password', { email: 'a\u0000@example.com', password: STRONG_PASSWORD }],
      ['sign-in code check', '/api/auth/local/verify', { email: 'a\u0000@example.com', token: '123456' }],
      ['confirmation resend', '/api/auth/local/resend', { email: 'a\u0000@example.com' }],
      ['sign-up', '/api/auth/local/signup', { email: 'person@example.com', password: `${STRONG_PASSWORD}\u0000` }],
      ['a nested value', '/api/auth/local/resend', { email: 'person@example.com', extra: { list: ['ok', { deep: 'x\u0000' }] } }],
      ['an object key', '/api/auth/local/resend', { email: 'person@example.com', 'k\u0000': 1 }],
    ])('when it is in the body of %s, then it is a 400 invalid_request', async (_name, path, body) => {
      const answer = await app.call('POST', path, { body });

      expect(answer).toEqual({ status: 400, body: { error: NUL_ERROR } });
    });

    it('when it is in productId, then create-checkout-session is a 400 and no session is made', async () => {
      const { access_token: token } = await signedUpSession(app, uniqueEmail('buyer'));

      const answer = await app.call('POST', '/api/payments-simple/create-checkout-session', { token, body: { productId: 'single-report\u0000' } });

      expect(answer).toEqual({ status: 400, body: { error: NUL_ERROR } });
    });

    it('when it is the embedded checkout id in the path, then it is a 400, not a 500', async () => {
      const { access_token: token } = await signedUpSession(app, uniqueEmail('buyer'));

      expect(await app.call('GET', '/api/payments-simple/embedded-checkout/%00', { token })).toEqual({ status: 400, body: { error: NUL_ERROR } });
      expect(await app.call('POST', '/api/payments-simple/embedded-checkout/cs%00x/pay', { token, body: {} })).toEqual({ status: 400, body: { error: NUL_ERROR } });
    });

    it.each([
      'lat=43.6515%00&lng=-79.3985',
      'lat=43.6515&lng=-79.3985&note=%00',
      'lat=43.6515&lng=-79.3985&a%00=1',
    ])('when it is in the query string %s of GET /api/zoning/spatial-data, then it is a 400', async (query) => {
      expect(await app.call('GET', `/api/zoning/spatial-data?${query}`)).toEqual({ status: 400, body: { error: NUL_ERROR } });
    });

    it('when the path has an encoded %25 followed by 00, then that is not a NUL and the route answers as usual', async () => {
      expect(await app.call('GET', '/api/nope%2500')).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    });
  });

  describe('a lone surrogate (half of a UTF-16 pair, which the database would store as U+FFFD)', () => {
    const SURROGATE_ERROR = { code: 'invalid_request', message: LONE_SURROGATE_MESSAGE };
    const post = (path: string, json: string) => raw('POST', path, { headers: { 'content-type': 'application/json' }, body: json });

    it.each([
      ['password reset', '/api/auth/local/recover', '{"email":"\\ud800"}'],
      ['sign-in code', '/api/auth/local/otp', '{"email":"\\udfff\\ud800 x@y"}'],
      ['confirmation resend', '/api/auth/local/resend', '{"email":"a\\ud800@example.com"}'],
      ['an object key', '/api/auth/check-existing', '{"email":"a@example.com","\\udc00":1}'],
    ])('when it is in the body of %s, then it is a 400 invalid_request', async (_name, path, json) => {
      expect(await post(path, json)).toMatchObject({ status: 400, body: { error: SURROGATE_ERROR } });
    });

    it('when the body holds a whole pair (an emoji), then it is not refused as ill-formed', async () => {
      const answer = await post('/api/auth/check-existing', '{"email":"\\ud83c\\udfe0@example.com"}');

      expect(answer.body.error?.message).not.toBe(LONE_SURROGATE_MESSAGE);
    });
  });

  describe('sizes and types', () => {
    it('when the JSON body is over the limit, then it is a 413 with a JSON error', async () => {
      const answer = await raw('POST', '/api/auth/local/resend', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'person@example.com', padding: 'x'.repeat(200 * 1024) }),
      });

      expect(answer.status).toBe(413);
      expect(answer.type).toMatch(/^application\/json/);
      expect(answer.body).toEqual({ error: { code: 'payload_too_large', message: 'The request body is too large.' } });
    });

    it.each([
      [{ email: 123, password: STRONG_PASSWORD }],
      [{ email: 'person@example.com', password: ['x'] }],
      [{ email: { $ne: '' }, password: { $ne: '' } }],
      [{ email: null, password: null }],
    ])('when password sign-in gets wrong types (%j), then it is a 400 asking for both fields', async (body) => {
      const answer = await app.call('POST', '/api/auth/local/token?grant_type=password', { body });

      expect(answer).toEqual({ status: 400, body: { error: { code: 'validation_failed', message: 'Please enter both email and password' } } });
    });

    it('when the body is JSON but not an object, then the parser refuses it with a 400, not a 500', async () => {
      const answer = await raw('POST', '/api/auth/local/token?grant_type=password', { headers: { 'content-type': 'application/json' }, body: '"just a string"' });

      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('invalid_json');
    });
  });

  describe('the webhook (raw body, before the JSON parser)', () => {
    const secret = localWebhookSecret(SESSION_SECRET);
    const nulEvent = () => {
      const event = checkoutEvent({ sessionId: `cs_test_${randomBytes(8).toString('hex')}`, userId: randomUUID(), credits: null });
      event.data.object.metadata.product_id = 'single-report\u0000';
      return JSON.stringify(event);
    };

    it('when a NUL is in a body with a bad signature, then the signature is judged first: 400 invalid_signature', async () => {
      const answer = await deliverWebhook(app.base, nulEvent(), 't=1,v1=deadbeef');

      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('invalid_signature');
    });

    it('when a NUL is in a body with no signature, then it is 400 invalid_signature', async () => {
      expect((await deliverWebhook(app.base, nulEvent())).body.error.code).toBe('invalid_signature');
    });

    it('when a correctly signed body has a NUL in a field the database reads, then it is a 400, not a 500', async () => {
      const payload = nulEvent();

      const answer = await deliverWebhook(app.base, payload, await signStripePayload(payload, secret));

      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('invalid_request');
    });
  });
});
