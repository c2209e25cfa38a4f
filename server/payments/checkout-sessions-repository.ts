// The embedded checkout's sessions (checkout_sessions): opened by create-checkout-session, completed once paid.

import type { AccountEraser } from '../accounts/erasers';
import type { Queryable } from '../db/client';

export interface CheckoutSessionRow {
  id: string;
  user_id: string;
  customer_email: string;
  product_id: string;
  product_name: string;
  product_description: string;
  amount_cad: number;
  credits: number;
  /** 'expired' once expires_at has passed while still open. */
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
}

export interface NewCheckoutSession {
  id: string;
  userId: string;
  email: string;
  productId: string;
  amountCad: number;
  credits: number;
  successUrl: string;
  cancelUrl: string;
}

export async function insertCheckoutSession(db: Queryable, session: NewCheckoutSession): Promise<void> {
  await db.query(
    `insert into checkout_sessions (id, user_id, customer_email, product_id, amount_cad, credits, success_url, cancel_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [session.id, session.userId, session.email, session.productId, session.amountCad, session.credits, session.successUrl, session.cancelUrl],
  );
}

/** The buyer's session; null for an unknown id or another user's session (the caller cannot tell which). */
export async function findCheckoutSession(db: Queryable, id: string, userId: string): Promise<CheckoutSessionRow | null> {
  const { rows } = await db.query<CheckoutSessionRow & { amount_cad: string | number }>(
    `select s.id, s.user_id, s.customer_email, s.product_id, p.name as product_name, p.description as product_description,
            s.amount_cad, s.credits, s.success_url, s.cancel_url,
            case when s.status = 'open' and s.expires_at <= now() then 'expired' else s.status end as status
       from checkout_sessions s join products p on p.id = s.product_id
      where s.id = $1 and s.user_id = $2`,
    [id, userId],
  );
  const row = rows[0];
  return row ? { ...row, amount_cad: Number(row.amount_cad) } : null;
}

/** Marks an open, unexpired session complete; false when it was not open (already paid, or expired). */
export async function completeCheckoutSession(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query(
    `update checkout_sessions set status = 'complete', completed_at = now()
      where id = $1 and status = 'open' and expires_at > now() returning id`,
    [id],
  );
  return rows.length > 0;
}

/** Account deletion removes the person's checkout sessions (they hold the e-mail); the ledger keeps the money trail. */
export const checkoutSessionsEraser: AccountEraser = {
  name: 'checkout_sessions',
  async erase(tx, userId) {
    const { rows } = await tx.query('delete from checkout_sessions where user_id = $1 returning id', [userId]);
    return rows.length;
  },
};
