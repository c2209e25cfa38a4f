// API tests of a paid checkout for an account that no longer exists, in embedded mode (no Stripe): no credit and no
// balance, one unapplied payment kept for the operator, 200 to the webhook; and account deletion racing the webhook.
// On PGlite and PostgreSQL.

import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedUpSession, uniqueEmail, useAuthTestApp } from '../../tests/support/auth-test-app';
import { memoryLogger } from '../../tests/support/memory-logger';
import { testDatabases } from '../../tests/support/test-databases';
import { buyerAccount, checkoutEvent, deliverWebhook } from '../../tests/support/webhook-test-events';
import type { AccountEraser } from '../accounts/erasers';
import { readAccount } from '../credits/ledger';
import { signStripePayload } from './stripe-adapter';
import { localWebhookSecret } from './webhook';

const SESSION_SECRET = 'unapplied-test-session-secret-0123456789abcdef';
const SECRET = localWebhookSecret(SESSION_SECRET);

/** A promise and the function that settles it (Node 20 has no Promise.withResolvers). */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** Holds the next account deletion inside its transaction (after its lock, before anything is erased) until released. */
function deletionHold() {
  let held: { reached: () => void; released: Promise<void> } | null = null;
  const eraser: AccountEraser = {
    name: 'test_hold',
    async erase() {
      const hold = held;
      held = null;
      if (hold) {
        hold.reached();
        await hold.released;
      }
      return 0;
    },
  };
  const holdNext = () => {
    const reached = signal();
    const released = signal();
    held = { reached: reached.resolve, released: released.promise };
    return { reached: reached.promise, release: released.resolve };
  };
  return { eraser, holdNext };
}

describe.each(testDatabases())('payments for deleted accounts on $name', ({ open }) => {
  const log = memoryLogger();
  const hold = deletionHold();
  const app = useAuthTestApp(open, { env: { SESSION_SECRET }, deps: { logger: log.logger, erasers: [hold.eraser] } });

  const newSessionId = () => `cs_test_${randomBytes(8).toString('hex')}`;
  const signedCheckout = async (sessionId: string, userId: string) => {
    const payload = JSON.stringify(checkoutEvent({ sessionId, userId, credits: 1 }));
    return { payload, signature: await signStripePayload(payload, SECRET) };
  };
  const deliver = async (sessionId: string, userId: string) => {
    const { payload, signature } = await signedCheckout(sessionId, userId);
    return deliverWebhook(app.base, payload, signature);
  };
  const deletedAccount = async () => {
    const session = await signedUpSession(app, uniqueEmail('leaver'));
    expect((await app.call('DELETE', '/api/delete-account', { token: session.access_token })).status).toBe(200);
    return session.user.id;
  };
  const unapplied = async (sessionId: string) =>
    (await app.db.query('select * from unapplied_payments where checkout_session_id = $1', [sessionId])).rows;
  const ledgerRows = async (sessionId: string) =>
    (await app.db.query<{ user_id: string | null; deleted_user: boolean }>('select user_id, deleted_user from credit_ledger where reference = $1', [`checkout:${sessionId}`])).rows;
  const accountRows = async (userId: string) => (await app.db.query('select 1 from accounts where user_id = $1', [userId])).rows;

  it('when a paid checkout names a deleted account, then it is 200, no balance or ledger row is made and one unapplied payment is kept', async () => {
    const userId = await deletedAccount();
    const sessionId = newSessionId();

    const answer = await deliver(sessionId, userId);

    expect(answer).toEqual({ status: 200, body: { received: true } });
    expect(await accountRows(userId)).toEqual([]);
    expect(await ledgerRows(sessionId)).toEqual([]);
    expect(await unapplied(sessionId)).toEqual([
      expect.objectContaining({
        checkout_session_id: sessionId,
        user_id: userId,
        reason: 'account_deleted',
        amount_total: 4900,
        currency: 'cad',
        payment_intent_id: null,
        refund_status: 'awaiting_operator',
        refund_id: null,
        refunded_at: null,
      }),
    ]);
  });

  it('when a payment is kept unapplied, then a warning names the session, the user and the amount', async () => {
    const userId = await deletedAccount();
    const sessionId = newSessionId();

    await deliver(sessionId, userId);

    expect(log.lines).toContainEqual(expect.objectContaining({ level: 40, checkoutSessionId: sessionId, userId, amountTotal: 4900, currency: 'cad' }));
  });

  it('when the same event is delivered again, and ten times at once, then the payment is kept once', async () => {
    const userId = await deletedAccount();
    const sessionId = newSessionId();
    const { payload, signature } = await signedCheckout(sessionId, userId);

    await deliverWebhook(app.base, payload, signature);
    const replays = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(app.base, payload, signature)));

    expect(replays.every((replay) => replay.status === 200)).toBe(true);
    expect(await unapplied(sessionId)).toHaveLength(1);
    expect(await accountRows(userId)).toEqual([]);
  });

  it('when a paid checkout names a user id no account has, then it is kept unapplied too', async () => {
    const userId = randomUUID();
    const sessionId = newSessionId();

    expect((await deliver(sessionId, userId)).status).toBe(200);
    expect(await unapplied(sessionId)).toHaveLength(1);
    expect(await accountRows(userId)).toEqual([]);
  });

  it('when the account exists, then it is credited and nothing is kept unapplied', async () => {
    const userId = await buyerAccount(app.db);
    const sessionId = newSessionId();

    expect((await deliver(sessionId, userId)).status).toBe(200);
    expect((await readAccount(app.db, userId)).credits_balance).toBe(1);
    expect(await unapplied(sessionId)).toEqual([]);
  });

  it('when a credited checkout is delivered again after the account was deleted, then it is neither credited nor kept unapplied', async () => {
    const session = await signedUpSession(app, uniqueEmail('bought-then-left'));
    const sessionId = newSessionId();
    const { payload, signature } = await signedCheckout(sessionId, session.user.id);
    await deliverWebhook(app.base, payload, signature);
    await app.call('DELETE', '/api/delete-account', { token: session.access_token });

    const replay = await deliverWebhook(app.base, payload, signature);

    expect(replay.status).toBe(200);
    expect(await ledgerRows(sessionId)).toEqual([{ user_id: null, deleted_user: true }]);
    expect(await accountRows(session.user.id)).toEqual([]);
    expect(await unapplied(sessionId)).toEqual([]);
  });

  it('when a payment arrives while the account is being deleted, then it waits for the deletion and is kept unapplied', async () => {
    const session = await signedUpSession(app, uniqueEmail('mid-deletion'));
    const sessionId = newSessionId();
    const { payload, signature } = await signedCheckout(sessionId, session.user.id);
    const held = hold.holdNext();
    const deletion = app.call('DELETE', '/api/delete-account', { token: session.access_token });
    await held.reached;

    const delivery = deliverWebhook(app.base, payload, signature);
    const early = await Promise.race([delivery.then(() => 'answered'), new Promise((resolve) => setTimeout(resolve, 300, 'waiting'))]);
    held.release();

    expect(early).toBe('waiting');
    expect((await deletion).status).toBe(200);
    expect(await delivery).toEqual({ status: 200, body: { received: true } });
    expect(await ledgerRows(sessionId)).toEqual([]);
    expect(await accountRows(session.user.id)).toEqual([]);
    expect(await unapplied(sessionId)).toHaveLength(1);
  });

  it('when deletions and payments for the same accounts race, then each payment is either erased with its account or kept unapplied, never a balance', async () => {
    const sessions = await Promise.all(Array.from({ length: 8 }, (_, n) => signedUpSession(app, uniqueEmail(`racer${n}`))));
    const checkouts = await Promise.all(sessions.map(async (session) => ({ session, sessionId: newSessionId() })));

    const answers = await Promise.all(
      checkouts.map(({ session, sessionId }) =>
        Promise.all([app.call('DELETE', '/api/delete-account', { token: session.access_token }), deliver(sessionId, session.user.id)]),
      ),
    );

    expect(answers.flat().map((answer) => answer.status)).toEqual(Array(16).fill(200));
    for (const { session, sessionId } of checkouts) {
      expect(await accountRows(session.user.id)).toEqual([]);
      const credited = await ledgerRows(sessionId);
      const kept = await unapplied(sessionId);
      // Exactly one of the two: the credit landed first and the deletion anonymised it, or the payment came after.
      expect([credited.length, kept.length].sort()).toEqual([0, 1]);
      expect(credited.every((row) => row.user_id === null && row.deleted_user)).toBe(true);
    }
  });
});
