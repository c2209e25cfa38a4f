// Account deletion and credits, through DELETE /api/delete-account on the real app (PGlite and PostgreSQL).

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedUpSession, uniqueEmail, useAuthTestApp } from '../../tests/support/auth-test-app';
import { testDatabases } from '../../tests/support/test-databases';
import { creditAccount, debitCredit } from './ledger';

describe.each(testDatabases())('account deletion of credits on $name', ({ open }) => {
  const app = useAuthTestApp(open);

  it('when an account with purchases and a debit is deleted, then its ledger rows are anonymised and counted and the balance goes', async () => {
    const session = await signedUpSession(app, uniqueEmail());
    const userId = session.user.id;
    const bystander = randomUUID();
    await creditAccount(app.db, { userId, credits: 2, reason: 'purchase', reference: `checkout:del-${userId}` });
    await debitCredit(app.db, { userId, reason: 'analysis', reference: `analysis:del-${userId}` });
    await creditAccount(app.db, { userId: bystander, credits: 1, reason: 'purchase', reference: `checkout:keep-${bystander}` });

    const { status, body } = await app.call('DELETE', '/api/delete-account', { token: session.access_token });

    expect(status).toBe(200);
    expect(body.removed.ledger_rows_anonymised).toBe(2);
    const { rows } = await app.db.query<{ user_id: string | null; deleted_user: boolean; delta: number; reason: string }>(
      'select user_id, deleted_user, delta, reason from credit_ledger where reference in ($1, $2) order by id',
      [`checkout:del-${userId}`, `analysis:del-${userId}`],
    );
    expect(rows).toEqual([
      { user_id: null, deleted_user: true, delta: 2, reason: 'purchase' },
      { user_id: null, deleted_user: true, delta: -1, reason: 'analysis' },
    ]);
    expect((await app.db.query('select 1 from accounts where user_id = $1', [userId])).rows).toHaveLength(0);
    expect((await app.db.query('select 1 from credit_ledger where user_id = $1', [bystander])).rows).toHaveLength(1);
  });

  it('when an account with an open embedded checkout is deleted, then the checkout session (with the e-mail) goes too', async () => {
    const session = await signedUpSession(app, uniqueEmail());
    await app.call('POST', '/api/payments-simple/create-checkout-session', { token: session.access_token, body: { productId: 'single-report' } });

    await app.call('DELETE', '/api/delete-account', { token: session.access_token });

    expect((await app.db.query('select 1 from checkout_sessions where user_id = $1', [session.user.id])).rows).toHaveLength(0);
  });
});
