-- Payments that were never credited (docs/payments.md "A payment for a deleted account"): the checkout names an account
-- that no longer exists, so no balance is made for it; the payment is kept here for the operator, and refunded through
-- Stripe when Stripe is configured. One row per checkout session: a replayed webhook records (and refunds) once.
-- user_id stays named, as Stripe's own records name it: it is what the operator matches the refund against.
create table unapplied_payments (
  checkout_session_id text primary key,
  user_id uuid not null,
  reason text not null check (reason in ('account_deleted')),
  -- As the session states them: Stripe's amount_total in the currency's smallest unit, and its currency (lower case).
  amount_total integer check (amount_total is null or amount_total >= 0),
  currency text,
  payment_intent_id text,
  created_at timestamptz not null default now(),
  -- pending: a refund is about to be asked of Stripe (a row left pending means the server stopped before it knew);
  -- awaiting_operator: nothing to refund it through (the embedded checkout); refunded; failed: see refund_error.
  refund_status text not null check (refund_status in ('pending', 'awaiting_operator', 'refunded', 'failed')),
  refund_id text,
  refunded_at timestamptz,
  refund_error text,
  check ((refund_status = 'refunded') = (refund_id is not null and refunded_at is not null))
);
create index unapplied_payments_open_idx on unapplied_payments (created_at) where refund_status <> 'refunded';
