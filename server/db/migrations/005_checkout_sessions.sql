-- The embedded checkout's sessions (docs/payments.md): what Stripe keeps for a Checkout Session, kept here when
-- no STRIPE_SECRET_KEY is set. Open for 24 hours; complete once paid.
create table checkout_sessions (
  id text primary key,
  user_id uuid not null,
  customer_email text not null,
  product_id text not null references products (id),
  amount_cad numeric(10, 2) not null check (amount_cad > 0),
  credits integer not null check (credits > 0),
  status text not null default 'open' check (status in ('open', 'complete', 'expired')),
  success_url text not null,
  cancel_url text not null,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  expires_at timestamptz not null default now() + interval '24 hours'
);
create index checkout_sessions_user_id_idx on checkout_sessions (user_id);
