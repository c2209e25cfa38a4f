-- Credits (docs/payments.md "Money model"): a balance per user and the ledger every change to it is written to,
-- in the same transaction. No foreign key to auth_users: in hosted mode the users live in Supabase's auth.users.
create table accounts (
  user_id uuid primary key,
  credits_balance integer not null default 0 check (credits_balance >= 0),
  credits_total_purchased integer not null default 0 check (credits_total_purchased >= 0),
  credits_total_used integer not null default 0 check (credits_total_used >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One row per balance change. reference is unique, so a replayed purchase, debit or refund changes nothing;
-- deleting an account keeps its rows for bookkeeping with user_id cleared and deleted_user set.
create table credit_ledger (
  id bigint generated always as identity primary key,
  user_id uuid,
  delta integer not null check (delta <> 0),
  reason text not null check (reason in ('purchase', 'analysis', 'refund', 'adjustment')),
  reference text not null unique,
  created_at timestamptz not null default now(),
  deleted_user boolean not null default false,
  check (user_id is not null or deleted_user)
);
create index credit_ledger_user_id_idx on credit_ledger (user_id);
