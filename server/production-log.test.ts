// No secret in the production log (issue 10, defect 5): the real server process in production mode, its e-mail
// caught by a local SMTP server, logging at trace; every auth flow, a paid report's signed PDF link and an event
// stream are run, then the whole log is searched for every code, token, link, password and ticket they involved.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyDataset } from '../tests/fixtures/tiny-dataset';
import { PRODUCTION_LIKE_ENV, startServerProcess, type ServerProcess } from '../tests/support/server-process';
import { decodeQuotedPrintable, startSmtpCatcher, type SmtpCatcher } from '../tests/support/smtp-catcher';
import { ON_PARCEL } from '../tests/support/analysis-test-app';
import { OTHER_STRONG_PASSWORD, STRONG_PASSWORD, uniqueEmail } from '../tests/support/auth-test-app';
import { writeDataset } from './dataset/store';
import { signStripePayload } from './payments/stripe-adapter';
import { checkoutEvent, deliverWebhook } from '../tests/support/webhook-test-events';

const THIRD_PASSWORD = 'Birch$Meadow93Cove';

let work: string;
let catcher: SmtpCatcher;
let server: ServerProcess;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'zonebrief-production-log-'));
  catcher = await startSmtpCatcher();
  server = await startServerProcess({
    ...PRODUCTION_LIKE_ENV,
    SMTP_URL: catcher.url,
    LOG_LEVEL: 'trace',
    DATA_DIR: path.join(work, 'data'),
    DATASET_DIR: await writeDataset(path.join(work, 'datasets'), tinyDataset()),
    DATABASE_URL: '',
  });
});
afterAll(async () => {
  await server?.stop();
  await catcher?.close();
  await rm(work, { recursive: true, force: true });
});

interface Answer {
  status: number;
  // Answers are checked field by field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

async function call(method: string, pathAndQuery: string, { body, token }: { body?: unknown; token?: string } = {}): Promise<Answer> {
  const res = await fetch(`${server.baseUrl}${pathAndQuery}`, {
    method,
    redirect: 'manual',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text !== '' && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text, headers: res.headers };
}

/** The decoded text of the first caught e-mail to `email` whose subject matches, once it has arrived. */
async function mailTo(email: string, subject: RegExp): Promise<string> {
  const mail = await catcher.waitFor((m) => m.to.some((line) => line.includes(email)) && subject.test(/^Subject: (.*)$/m.exec(m.data)?.[1] ?? ''));
  return decodeQuotedPrintable(mail.data);
}

/** The token of the e-mail link of that type in a mail, and the path to follow it on this server (links name PUBLIC_URL). */
function emailLink(text: string, type: 'signup' | 'recovery'): { token: string; path: string } {
  const match = new RegExp(`https?://[^/\\s]+(/api/auth/local/verify\\?type=${type}&token=([A-Za-z0-9_-]+))`).exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no ${type} link in:\n${text}`);
  return { path: match[1], token: match[2] };
}

/** Follows an e-mail link; the one-time auth code its redirect carries. */
async function followToCode(linkPath: string): Promise<string> {
  const { status, headers } = await call('GET', linkPath);
  const code = new URL(headers.get('location') ?? '', 'http://x').searchParams.get('code');
  if (status !== 303 || !code) throw new Error(`the link answered ${status} ${headers.get('location')}`);
  return code;
}

describe('production without a mail relay', () => {
  it('when NODE_ENV=production has no SMTP_URL, then the server refuses to start and names it (the outbox would log codes and links)', async () => {
    const { SMTP_URL: _relay, ...withoutRelay } = PRODUCTION_LIKE_ENV;

    await expect(startServerProcess({ ...withoutRelay, SMTP_URL: '', DATA_DIR: path.join(work, 'no-relay'), DATABASE_URL: '' })).rejects.toThrow(
      /The server exited \(1\)[\s\S]*SMTP_URL: must be set when NODE_ENV=production/,
    );
  });
});

describe('the production log', () => {
  it('when every auth flow, a signed PDF link and an event stream have run, then no code, token, link, password or ticket is in it', async () => {
    const secrets: string[] = [STRONG_PASSWORD, OTHER_STRONG_PASSWORD, THIRD_PASSWORD];
    const keep = <T extends Record<string, unknown>>(session: T): T => {
      for (const key of ['access_token', 'refresh_token']) if (typeof session[key] === 'string') secrets.push(session[key]);
      return session;
    };
    const email = uniqueEmail('production');

    // Sign-up, the confirmation link and its auth code.
    expect((await call('POST', '/api/auth/local/signup', { body: { email, password: STRONG_PASSWORD } })).status).toBe(200);
    const confirm = emailLink(await mailTo(email, /^Confirm your ZoneBrief account$/), 'signup');
    const signupCode = await followToCode(confirm.path);
    secrets.push(confirm.token, confirm.path, signupCode);
    const first = keep((await call('POST', '/api/auth/local/token?grant_type=auth_code', { body: { code: signupCode } })).body);
    expect(first.access_token).toEqual(expect.any(String));

    // Password sign-in, refresh, the e-mailed code.
    const second = keep((await call('POST', '/api/auth/local/token?grant_type=password', { body: { email, password: STRONG_PASSWORD } })).body);
    const refreshed = keep((await call('POST', '/api/auth/local/token?grant_type=refresh_token', { body: { refresh_token: second.refresh_token } })).body);
    expect(refreshed.access_token).toEqual(expect.any(String));
    expect((await call('POST', '/api/auth/local/otp', { body: { email } })).status).toBe(200);
    const otp = /Your ZoneBrief sign-in code: (\d{6})/.exec(await mailTo(email, /^Your ZoneBrief sign-in code: \d{6}$/))?.[1] ?? '';
    expect(otp).toMatch(/^\d{6}$/);
    const third = keep((await call('POST', '/api/auth/local/verify', { body: { email, token: otp } })).body);
    expect(third.access_token).toEqual(expect.any(String));

    // Password reset: the link, its auth code, the new password; then a plain change and sign-out.
    expect((await call('POST', '/api/auth/local/recover', { body: { email } })).status).toBe(200);
    const reset = emailLink(await mailTo(email, /^Reset your ZoneBrief password$/), 'recovery');
    const resetCode = await followToCode(reset.path);
    secrets.push(reset.token, reset.path, resetCode);
    const recovered = keep((await call('POST', '/api/auth/local/token?grant_type=auth_code', { body: { code: resetCode } })).body);
    expect((await call('PUT', '/api/auth/local/user', { body: { password: OTHER_STRONG_PASSWORD }, token: recovered.access_token })).status).toBe(200);
    // The reset ended every session from before it (password-flows.ts): the plain change is made in the one it signed in.
    expect((await call('GET', '/api/auth/local/user', { token: refreshed.access_token })).status).toBe(401);
    expect((await call('PUT', '/api/auth/local/user', { body: { password: THIRD_PASSWORD }, token: recovered.access_token })).status).toBe(200);
    await mailTo(email, /^Your ZoneBrief password was changed$/);

    // A paid report (the webhook signed as Stripe signs it) and its signed download link.
    const event = JSON.stringify(checkoutEvent({ sessionId: `cs_test_${Date.now()}`, userId: third.user.id }));
    expect((await deliverWebhook(server.baseUrl, event, await signStripePayload(event, PRODUCTION_LIKE_ENV.STRIPE_WEBHOOK_SECRET ?? ''))).status).toBe(200);
    const analysis = await fetch(`${server.baseUrl}/api/analysis`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${recovered.access_token}`, 'idempotency-key': 'production-log-1' },
      body: JSON.stringify(ON_PARCEL),
    });
    expect(analysis.status).toBe(201);
    const { report } = (await analysis.json()) as { report: { id: string } };
    const { url } = (await call('GET', `/api/reports/${report.id}/pdf-url`, { token: recovered.access_token })).body as { url: string };
    const signed = new URL(url);
    secrets.push(signed.searchParams.get('sig') ?? 'no sig in the link');
    const pdf = await fetch(`${server.baseUrl}${signed.pathname}${signed.search}`);
    expect(pdf.status).toBe(200);
    await pdf.arrayBuffer();

    // The event stream, opened with a ticket; then sign-out.
    const { ticket } = (await call('POST', '/api/reports/events/ticket', { token: recovered.access_token })).body as { ticket: string };
    secrets.push(ticket);
    const abort = new AbortController();
    expect((await fetch(`${server.baseUrl}/api/reports/events?ticket=${encodeURIComponent(ticket)}`, { signal: abort.signal })).status).toBe(200);
    abort.abort();
    expect((await call('POST', '/api/auth/local/logout?scope=global', { token: recovered.access_token })).status).toBe(204);

    expect(await server.stop()).toBe(0);
    const log = server.output.join('');

    // The log did record these requests (so its silence about the secrets means something).
    expect(log).toContain('"url":"/api/auth/local/verify?type=signup&token=%5Bredacted%5D"');
    expect(log).toContain('"url":"/api/reports/events?ticket=%5Bredacted%5D"');
    expect(log).toMatch(new RegExp(`"url":"/api/reports/${report.id}/pdf\\?user=[^"]*&sig=%5Bredacted%5D"`));
    for (const secret of secrets) expect(log.includes(secret), `the log holds ${secret}`).toBe(false);
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${otp}(?!\\d)`));
  });
});
