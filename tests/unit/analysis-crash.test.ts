// Crash test (issue 10, defect 3): the real server process is killed with SIGKILL at seeded random moments while
// analyses (made slow by a model narrative that answers late) and checkout webhooks are under way, then restarted
// on the same data; once the recovery sweep has run, every credit is either in a report or back, exactly once.
// On PGlite (the same DATA_DIR) and, with TEST_DATABASE_URL, on PostgreSQL (a throwaway schema).

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../src/lib/api/auth';
import { ON_PARCEL } from '../support/analysis-test-app';
import { openDatabase, type Database } from '../../server/db/client';
import { writeDataset } from '../../server/dataset/store';
import { startFakeChatServer, type FakeChatServer } from '../fakes/fake-chat-server';
import { signStripePayload } from '../../server/payments/stripe-adapter';
import { localWebhookSecret } from '../../server/payments/webhook';
import { checkoutEvent, deliverWebhook } from '../support/webhook-test-events';
import { createConfirmedAccount, E2E_PASSWORD } from '../e2e/accounts';
import { tinyDataset } from '../fixtures/tiny-dataset';
import { settledHttpView, storedView } from '../support/crash-audit';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createThrowawaySchema } from '../support/test-databases';
import { mulberry32 } from '../../src/lib/random/prng';

const SESSION_SECRET = 'crash-test-session-secret-0123456789abcdef';
const KILLS = 4;
const ANALYSES_PER_ROUND = 3;
const CREDITS_PER_CHECKOUT = 2;
/** Long enough for an analysis to be in flight at most kill moments, shorter than the take-over time. */
const NARRATIVE_DELAY_MS = 1200;
const TAKEOVER_SECONDS = 3;

interface Backend {
  name: string;
  /** The server's DATABASE_URL ('' for PGlite under DATA_DIR) and a way to read its database once it is stopped. */
  prepare(dataDir: string): Promise<{ databaseUrl: string; open(): Promise<Database>; dispose(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'pglite',
    prepare: async (dataDir) => ({
      databaseUrl: '',
      open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }),
      dispose: async () => undefined,
    }),
  },
];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  backends.push({
    name: 'postgres',
    prepare: async () => {
      const throwaway = await createThrowawaySchema(postgresUrl, 'crash');
      return {
        databaseUrl: throwaway.databaseUrl,
        open: () => openDatabase({ kind: 'postgres', url: postgresUrl, schema: throwaway.schema, maxConnections: 2 }),
        dispose: () => throwaway.drop(),
      };
    },
  });
}

let work: string;
let datasetDir: string;
let chat: FakeChatServer;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'zonebrief-crash-'));
  datasetDir = await writeDataset(path.join(work, 'datasets'), tinyDataset());
  chat = await startFakeChatServer();
  chat.behave({ kind: 'answer', content: 'A narrative written slowly.', delayMs: NARRATIVE_DELAY_MS });
});
afterAll(async () => {
  await chat.close();
  await rm(work, { recursive: true, force: true });
});

async function signIn(baseUrl: string): Promise<AuthSession> {
  const email = `crash-${randomUUID()}@example.com`;
  await createConfirmedAccount(baseUrl, email);
  const res = await fetch(`${baseUrl}/api/auth/local/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: E2E_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as AuthSession;
}

async function analyse(baseUrl: string, token: string, key: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/analysis`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: JSON.stringify(ON_PARCEL),
  });
  return res.status;
}

/** A checkout.session.completed for the user, signed as Stripe signs it; the same payload is re-delivered after a crash. */
async function checkoutDelivery(userId: string, sessionId: string): Promise<{ payload: string; signature: string }> {
  const payload = JSON.stringify(checkoutEvent({ sessionId, userId, credits: CREDITS_PER_CHECKOUT }));
  return { payload, signature: await signStripePayload(payload, localWebhookSecret(SESSION_SECRET)) };
}

describe.each(backends)('kill -9 during analyses and webhooks on $name', (backend) => {
  it('when the server is killed at random moments and restarted, then every analysis debit is in a report or refunded once, and each checkout credits once', { timeout: 120_000 }, async () => {
    const random = mulberry32(0x10c0ffee);
    const dataDir = path.join(work, backend.name);
    const database = await backend.prepare(dataDir);
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATASET_DIR: datasetDir,
      DATABASE_URL: database.databaseUrl,
      SESSION_SECRET,
      LLM_BASE_URL: chat.baseUrl,
      LLM_API_KEY: 'fake-key',
      LLM_MODEL: 'fake-model',
      ANALYSIS_TAKEOVER_SECONDS: String(TAKEOVER_SECONDS),
    };
    let server: ServerProcess = await startServerProcess(env);
    const keys: string[] = [];
    const checkouts: string[] = [];
    try {
      const session = await signIn(server.baseUrl);
      const userId = session.user.id;
      const token = session.access_token;
      const first = await checkoutDelivery(userId, `cs_crash_${randomUUID()}`);
      expect((await deliverWebhook(server.baseUrl, first.payload, first.signature)).status).toBe(200);
      checkouts.push(first.payload);

      for (let round = 0; round < KILLS; round += 1) {
        const roundKeys = Array.from({ length: ANALYSES_PER_ROUND }, () => `crash-${round}-${randomUUID()}`);
        keys.push(...roundKeys);
        const delivery = await checkoutDelivery(userId, `cs_crash_${randomUUID()}`);
        checkouts.push(delivery.payload);
        // Every request may die with the server: its answer is not needed, only what the server kept.
        const inFlight = [
          ...roundKeys.map((key) => analyse(server.baseUrl, token, key).catch(() => 0)),
          deliverWebhook(server.baseUrl, delivery.payload, delivery.signature).catch(() => null),
        ];
        await new Promise((resolve) => setTimeout(resolve, 50 + random() * (NARRATIVE_DELAY_MS + 800)));
        await server.kill();
        await Promise.all(inFlight);

        server = await startServerProcess(env);
        // Stripe re-delivers until it gets a 2xx; the same event must credit nothing more.
        expect((await deliverWebhook(server.baseUrl, delivery.payload, delivery.signature)).status).toBe(200);
        // A client retrying one of the killed requests with its key races the recovery sweep.
        const retried = roundKeys[Math.floor(random() * roundKeys.length)]!;
        expect([200, 201, 409]).toContain(await analyse(server.baseUrl, token, retried));
      }

      const view = await settledHttpView(server.baseUrl, token, keys, 30_000);
      const purchased = checkouts.length * CREDITS_PER_CHECKOUT;
      const doneReports = [...view.statuses.values()].flatMap((status) => (status !== 'unknown' && status.status === 'done' ? [status.report.id] : []));
      expect(view.account.credits_total_purchased).toBe(purchased);
      expect(view.account.credits_balance).toBe(purchased - view.reports.length);
      expect(doneReports.sort()).toEqual(view.reports.map((report) => report.id).sort());
      expect(await server.stop()).toBe(0);

      const db = await database.open();
      try {
        const stored = await storedView(db, dataDir, userId);
        expect(stored.claims.filter((claim) => claim.state === 'building')).toEqual([]);
        expect(stored.ledger.filter((row) => row.reason === 'purchase')).toHaveLength(checkouts.length);
        const refunded = new Set(stored.ledger.filter((row) => row.reason === 'refund').map((row) => row.reference.replace(/^refund:/, '')));
        const debits = stored.ledger.filter((row) => row.reason === 'analysis').map((row) => row.reference);
        const kept = debits.filter((reference) => !refunded.has(reference));
        // Each refund answers a debit, and the debits left standing are exactly the reports (one per done key).
        expect([...refunded].every((reference) => debits.includes(reference))).toBe(true);
        // The kills landed inside analyses: some debits had to be given back (else the test proved nothing).
        expect(refunded.size).toBeGreaterThan(0);
        expect(kept).toHaveLength(stored.reportRows.length);
        expect(stored.reportRows.map((row) => row.idempotency_key).sort()).toEqual(stored.claims.filter((claim) => claim.state === 'done').map((claim) => claim.idempotency_key).sort());
        expect(stored.files).toEqual(stored.reportRows.map((row) => `${row.report_id}.pdf`).sort());
      } finally {
        await db.close();
      }
    } finally {
      await server.kill();
      await database.dispose();
    }
  });
});
