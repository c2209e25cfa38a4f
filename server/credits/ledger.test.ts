import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/client';
import { testDatabases } from '../../tests/support/test-databases';
import { creditAccount, debitCredit, readAccount, refundCredit } from './ledger';

/** The same database, but the statement matching `failing` throws as a crash would: inside the caller's transaction. */
function crashingOn(db: Database, failing: RegExp): Database {
  const wrap = (tx: Queryable): Queryable => ({
    query: (sql, params) => (failing.test(sql) ? Promise.reject(new Error('simulated crash')) : tx.query(sql, params)),
  });
  return { ...db, query: db.query.bind(db), transaction: (fn) => db.transaction((tx) => fn(wrap(tx))) } as Database;
}

describe.each(testDatabases())('credit ledger on $name', (kind) => {
  let db: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await kind.open());
  });
  afterAll(() => close());

  async function ledgerRows(userId: string): Promise<{ delta: number; reason: string; reference: string }[]> {
    const { rows } = await db.query<{ delta: number; reason: string; reference: string }>(
      'select delta, reason, reference from credit_ledger where user_id = $1 order by id',
      [userId],
    );
    return rows;
  }

  async function ledgerTotals(userId: string): Promise<{ balance: number; purchased: number; used: number }> {
    const { rows } = await db.query<{ balance: number; purchased: number; used: number }>(
      `select coalesce(sum(delta), 0)::int as balance,
              coalesce(sum(delta) filter (where delta > 0 and reason <> 'refund'), 0)::int as purchased,
              (coalesce(-sum(delta) filter (where delta < 0), 0) - coalesce(sum(delta) filter (where reason = 'refund'), 0))::int as used
         from credit_ledger where user_id = $1`,
      [userId],
    );
    return rows[0]!;
  }

  it('when a user never bought anything, then the account reads as zeros', async () => {
    expect(await readAccount(db, randomUUID())).toEqual({ credits_balance: 0, credits_total_purchased: 0, credits_total_used: 0 });
  });

  it('when a purchase is credited, then the balance and total purchased grow and one ledger row says why', async () => {
    const userId = randomUUID();

    const result = await creditAccount(db, { userId, credits: 3, reason: 'purchase', reference: `checkout:${userId}` });

    expect(result).toEqual({ applied: true, balance: 3 });
    expect(await readAccount(db, userId)).toEqual({ credits_balance: 3, credits_total_purchased: 3, credits_total_used: 0 });
    expect(await ledgerRows(userId)).toEqual([{ delta: 3, reason: 'purchase', reference: `checkout:${userId}` }]);
  });

  it('when the same reference is credited 50 times at once, then one ledger row exists and the credits count once', async () => {
    const userId = randomUUID();
    const input = { userId, credits: 2, reason: 'purchase' as const, reference: `checkout:cs_${userId}` };

    const results = await Promise.all(Array.from({ length: 50 }, () => creditAccount(db, input)));

    expect(results.filter((result) => result.applied)).toHaveLength(1);
    expect(await ledgerRows(userId)).toHaveLength(1);
    expect(await readAccount(db, userId)).toMatchObject({ credits_balance: 2, credits_total_purchased: 2 });
  });

  it('when credits is not a positive integer, then nothing is written', async () => {
    const userId = randomUUID();

    await expect(creditAccount(db, { userId, credits: 0, reason: 'purchase', reference: `zero:${userId}` })).rejects.toThrow(/positive integer/);
    expect(await ledgerRows(userId)).toEqual([]);
  });

  it('when 100 debits race against a balance of 10, then exactly 10 succeed and the balance stops at 0', async () => {
    const userId = randomUUID();
    await creditAccount(db, { userId, credits: 10, reason: 'purchase', reference: `checkout:ten-${userId}` });

    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) => debitCredit(db, { userId, reason: 'analysis', reference: `analysis:${userId}:${index}` })),
    );

    expect(results.filter((result) => result.ok)).toHaveLength(10);
    expect(results.filter((result) => !result.ok)).toEqual(Array(90).fill({ ok: false, reason: 'insufficient_credits' }));
    expect(await readAccount(db, userId)).toEqual({ credits_balance: 0, credits_total_purchased: 10, credits_total_used: 10 });
    expect((await ledgerRows(userId)).filter((row) => row.delta === -1)).toHaveLength(10);
  });

  it('when a user without credits is debited, then it is insufficient_credits and nothing is written', async () => {
    const userId = randomUUID();

    expect(await debitCredit(db, { userId, reason: 'analysis', reference: `analysis:none-${userId}` })).toEqual({ ok: false, reason: 'insufficient_credits' });
    expect(await ledgerRows(userId)).toEqual([]);
  });

  it('when the same debit reference is used again, then it answers ok with the current balance and takes nothing more', async () => {
    const userId = randomUUID();
    await creditAccount(db, { userId, credits: 3, reason: 'purchase', reference: `checkout:again-${userId}` });
    const debit = { userId, reason: 'analysis' as const, reference: `analysis:again-${userId}` };

    const first = await debitCredit(db, debit);
    const again = await Promise.all(Array.from({ length: 10 }, () => debitCredit(db, debit)));

    expect(first).toEqual({ ok: true, balance: 2 });
    expect(again).toEqual(Array(10).fill({ ok: true, balance: 2 }));
    expect(await readAccount(db, userId)).toMatchObject({ credits_balance: 2, credits_total_used: 1 });
  });

  it('when the same debit reference races 20 times at once, then one credit is taken and every call answers ok', async () => {
    const userId = randomUUID();
    await creditAccount(db, { userId, credits: 3, reason: 'purchase', reference: `checkout:race-${userId}` });
    const debit = { userId, reason: 'analysis' as const, reference: `analysis:race-${userId}` };

    const results = await Promise.all(Array.from({ length: 20 }, () => debitCredit(db, debit)));

    expect(results).toEqual(Array(20).fill({ ok: true, balance: 2 }));
    expect(await readAccount(db, userId)).toMatchObject({ credits_balance: 2, credits_total_used: 1 });
    expect(await ledgerRows(userId)).toHaveLength(2);
  });

  it('when a debit reference belongs to another user, then it throws and nothing changes', async () => {
    const owner = randomUUID();
    const other = randomUUID();
    await creditAccount(db, { userId: owner, credits: 1, reason: 'purchase', reference: `checkout:owner-${owner}` });
    await creditAccount(db, { userId: other, credits: 1, reason: 'purchase', reference: `checkout:other-${other}` });
    await debitCredit(db, { userId: owner, reason: 'analysis', reference: `analysis:shared-${owner}` });

    await expect(debitCredit(db, { userId: other, reason: 'analysis', reference: `analysis:shared-${owner}` })).rejects.toThrow(/another entry/);
    expect(await readAccount(db, other)).toMatchObject({ credits_balance: 1, credits_total_used: 0 });
  });

  it('when a debit is refunded, then the credit comes back once and total used goes down', async () => {
    const userId = randomUUID();
    await creditAccount(db, { userId, credits: 1, reason: 'purchase', reference: `checkout:refund-${userId}` });
    await debitCredit(db, { userId, reason: 'analysis', reference: `analysis:refund-${userId}` });

    const first = await refundCredit(db, { userId, reference: `analysis:refund-${userId}` });
    const second = await refundCredit(db, { userId, reference: `analysis:refund-${userId}` });

    expect(first).toEqual({ applied: true, balance: 1 });
    expect(second).toEqual({ applied: false, balance: 1 });
    expect(await readAccount(db, userId)).toEqual({ credits_balance: 1, credits_total_purchased: 1, credits_total_used: 0 });
    expect((await ledgerRows(userId)).at(-1)).toEqual({ delta: 1, reason: 'refund', reference: `refund:analysis:refund-${userId}` });
  });

  it('when a refund names no debit of the user, then nothing is applied', async () => {
    const userId = randomUUID();
    await creditAccount(db, { userId, credits: 1, reason: 'purchase', reference: `checkout:nodebit-${userId}` });

    expect(await refundCredit(db, { userId, reference: `analysis:never-${userId}` })).toEqual({ applied: false, balance: 1 });
    expect(await ledgerRows(userId)).toHaveLength(1);
  });

  it('when credits, debits and refunds are mixed, then the balance and totals equal the ledger sums', async () => {
    const userId = randomUUID();
    await creditAccount(db, { userId, credits: 5, reason: 'purchase', reference: `checkout:mix1-${userId}` });
    await Promise.all([1, 2, 3].map((n) => debitCredit(db, { userId, reason: 'analysis', reference: `analysis:mix${n}-${userId}` })));
    await refundCredit(db, { userId, reference: `analysis:mix2-${userId}` });
    await creditAccount(db, { userId, credits: 1, reason: 'adjustment', reference: `adjustment:mix-${userId}` });
    await creditAccount(db, { userId, credits: 5, reason: 'purchase', reference: `checkout:mix1-${userId}` });
    await debitCredit(db, { userId, reason: 'analysis', reference: `analysis:mix4-${userId}` });

    const account = await readAccount(db, userId);
    const ledger = await ledgerTotals(userId);

    expect(account).toEqual({ credits_balance: 3, credits_total_purchased: 6, credits_total_used: 3 });
    expect(ledger).toEqual({ balance: account.credits_balance, purchased: account.credits_total_purchased, used: account.credits_total_used });
  });

  it('when the balance update fails after the ledger row is written, then neither the row nor the balance remains', async () => {
    const userId = randomUUID();
    const crashing = crashingOn(db, /insert into accounts/);

    await expect(creditAccount(crashing, { userId, credits: 1, reason: 'purchase', reference: `checkout:crash-${userId}` })).rejects.toThrow('simulated crash');

    expect(await ledgerRows(userId)).toEqual([]);
    expect(await readAccount(db, userId)).toMatchObject({ credits_balance: 0 });
  });

  it('when the ledger insert fails after the balance was taken, then the debit is undone', async () => {
    const userId = randomUUID();
    await creditAccount(db, { userId, credits: 1, reason: 'purchase', reference: `checkout:crash2-${userId}` });
    const crashing = crashingOn(db, /insert into credit_ledger/);

    await expect(debitCredit(crashing, { userId, reason: 'analysis', reference: `analysis:crash2-${userId}` })).rejects.toThrow('simulated crash');

    expect(await readAccount(db, userId)).toEqual({ credits_balance: 1, credits_total_purchased: 1, credits_total_used: 0 });
    expect(await ledgerRows(userId)).toHaveLength(1);
  });
});
