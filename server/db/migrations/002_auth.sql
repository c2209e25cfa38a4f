-- The embedded sign-in service (docs/auth.md): users, sessions as refresh-token families, and the one-time
-- secrets e-mails carry. Codes, link tokens, auth codes and refresh tokens are kept as SHA-256 hashes only.
create table auth_users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email)),
  password_hash text,
  providers text[] not null default '{email}',
  email_confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz,
  updated_at timestamptz not null default now()
);

-- One row per sign-in: the family every rotated refresh token of that sign-in belongs to.
create table auth_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz,
  revoked_at timestamptz,
  user_agent text,
  ip text
);
create index auth_sessions_user_id_idx on auth_sessions (user_id);

create table auth_refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references auth_sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index auth_refresh_tokens_session_id_idx on auth_refresh_tokens (session_id);

-- 6-digit sign-in codes, keyed by e-mail (the user may not exist until the code is sent).
create table auth_one_time_codes (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  code_hash text not null,
  purpose text not null default 'email' check (purpose in ('email')),
  expires_at timestamptz not null,
  attempts integer not null default 0,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);
create index auth_one_time_codes_email_idx on auth_one_time_codes (email);

-- The tokens in confirmation and reset e-mail links.
create table auth_link_tokens (
  token_hash text primary key,
  user_id uuid not null references auth_users (id) on delete cascade,
  purpose text not null check (purpose in ('signup', 'recovery')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index auth_link_tokens_user_id_idx on auth_link_tokens (user_id);

-- The short-lived ?code= a followed link brings back to the client, traded once for a session.
create table auth_codes (
  code_hash text primary key,
  user_id uuid not null references auth_users (id) on delete cascade,
  purpose text not null check (purpose in ('signup', 'recovery')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index auth_codes_user_id_idx on auth_codes (user_id);
