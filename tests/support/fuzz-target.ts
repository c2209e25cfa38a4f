// For the fuzz test and `npm run fuzz`: the real app (createApp on the tiny dataset) on a database of one kind, with a
// stand-in client build, two signed-up users (one to stay signed in, one to spend on sign-out and deletion), a paid
// credit, a report and a checkout session, so that the fuzz reaches past "not signed in" and "not found".

import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { signedUpSession, startAuthTestApp, uniqueEmail, type AuthTestApp } from './auth-test-app';
import type { Database } from '../../server/db/client';
import { signStripePayload } from '../../server/payments/stripe-adapter';
import { localWebhookSecret } from '../../server/payments/webhook';
import { checkoutEvent, deliverWebhook } from './webhook-test-events';
import type { FuzzContext } from './fuzz-requests';

const SESSION_SECRET = 'fuzz-session-secret-0123456789abcdef-0123456789';
/** Inside the tiny dataset's parcel near City Hall. */
const PARCEL_POINT = { lat: 43.6515, lng: -79.3985 };

export interface FuzzTarget {
  app: AuthTestApp;
  context: FuzzContext;
  /** /readyz is 200 and a look-up and a signed-in call still answer as they should. */
  healthProblems(): Promise<string[]>;
}

export async function startFuzzTarget(db: Database): Promise<FuzzTarget> {
  const app = await startAuthTestApp(db, { env: { SESSION_SECRET } });
  const dist = path.join(app.dataDir, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>ZoneBrief</title><div id="root"></div>');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => undefined);');

  const user = await signedUpSession(app, uniqueEmail('fuzz'));
  const disposable = await signedUpSession(app, uniqueEmail('fuzz-disposable'));
  const secret = localWebhookSecret(SESSION_SECRET);
  const purchase = JSON.stringify(checkoutEvent({ sessionId: `cs_test_${randomBytes(8).toString('hex')}`, userId: user.user.id, credits: 5 }));
  await expectStatus('crediting the fuzz user', deliverWebhook(app.base, purchase, await signStripePayload(purchase, secret)), 200);

  const analysis = await fetch(`${app.base}/api/analysis`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.access_token}`, 'content-type': 'application/json', 'idempotency-key': `fuzz-${randomUUID()}` },
    body: JSON.stringify({ ...PARCEL_POINT, source: 'Map Click' }),
  });
  await expectStatus('the fuzz user\'s analysis', analysis, 201);
  const { report } = (await analysis.json()) as { report: { id: string; report_id: string } };
  const checkout = await app.call('POST', '/api/payments-simple/create-checkout-session', { token: user.access_token, body: { productId: 'single-report' } });
  const checkoutId = /\/checkout\/([^/?#]+)/.exec(String(checkout.body?.url))?.[1];

  const context: FuzzContext = {
    token: user.access_token,
    disposableToken: disposable.access_token,
    userId: user.user.id,
    ids: [report.id, report.report_id, ...(checkoutId ? [decodeURIComponent(checkoutId)] : [])],
    signWebhook: (payload) => signStripePayload(payload, secret),
    async eventTicket() {
      const { status, body } = await app.call('POST', '/api/reports/events/ticket', { token: user.access_token });
      if (status !== 200 || typeof body?.ticket !== 'string') throw new Error(`an event-stream ticket answered ${status}`);
      return body.ticket as string;
    },
  };

  return {
    app,
    context,
    async healthProblems() {
      const problems: string[] = [];
      const ready = await app.call('GET', '/readyz');
      if (ready.status !== 200) problems.push(`/readyz answered ${ready.status}`);
      const lookUp = await app.call('GET', `/api/zoning/spatial-data?lat=${PARCEL_POINT.lat}&lng=${PARCEL_POINT.lng}`);
      if (lookUp.status !== 200) problems.push(`a parcel look-up answered ${lookUp.status}`);
      const search = await app.call('GET', '/api/geocode?q=queen');
      if (search.status !== 200) problems.push(`an address search answered ${search.status}`);
      const reports = await app.call('GET', '/api/reports', { token: user.access_token });
      if (reports.status !== 200) problems.push(`the signed-in reports list answered ${reports.status}`);
      return problems;
    },
  };
}

async function expectStatus(what: string, answer: Promise<{ status: number }> | { status: number }, status: number): Promise<void> {
  const { status: actual } = await answer;
  if (actual !== status) throw new Error(`${what} answered ${actual}, not ${status}`);
}
