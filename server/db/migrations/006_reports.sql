-- Saved reports (spec §3 Saved report; docs/reports.md): one row per Type D Informational Zoning Brief. report_id is
-- 'ZP-' + the first 8 characters of id; pdf_path is '<user id>/<report id>.pdf' in the per-user storage area, null
-- when there is no stored PDF. No foreign key to auth_users: in hosted mode the users live in Supabase's auth.users.
create table reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  report_id text not null,
  address text not null,
  zone_code text not null,
  created_at timestamptz not null default now(),
  pdf_path text,
  idempotency_key text,
  size_bytes integer check (size_bytes is null or size_bytes >= 0),
  unique (user_id, idempotency_key)
);
create index reports_user_id_created_at_idx on reports (user_id, created_at desc);

-- One row per (user, Idempotency-Key) of POST /api/analysis: claimed before the credit is taken, so a concurrent
-- request with the same key is answered 409 instead of building a second brief. attempt numbers the debits a key
-- has made (a failed attempt is refunded; the next one debits under a new reference). summary is the answer's
-- summary, kept so that a repeated key gets the same answer.
create table analysis_requests (
  user_id uuid not null,
  idempotency_key text not null,
  state text not null default 'building' check (state in ('building', 'done', 'failed')),
  attempt integer not null default 1 check (attempt >= 1),
  report_uuid uuid,
  summary jsonb,
  started_at timestamptz not null default now(),
  primary key (user_id, idempotency_key)
);
