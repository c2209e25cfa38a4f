-- The auth rate limits' counters (docs/auth.md), in the database so that every replica sharing it counts together.
-- One row per rule and subject: an e-mail, an IP, or both ('' stands for "any"); a row whose window has ended
-- starts over on its next hit and is pruned otherwise.
create table rate_limit_counters (
  rule text not null,
  email text not null,
  ip text not null,
  hits integer not null check (hits >= 0),
  window_ends_at timestamptz not null,
  primary key (rule, email, ip)
);
create index rate_limit_counters_window_ends_at_idx on rate_limit_counters (window_ends_at);
