-- Hosted mode (Supabase): the reports list follows the user's rows over Supabase Realtime, which sends a change only
-- to a subscriber whose row-level policy lets them read it. On a Supabase database this puts reports in the
-- supabase_realtime publication and lets each signed-in user read their own rows; the server's own role owns the
-- table and is not bound by the policy. Elsewhere (PGlite, a plain PostgreSQL) neither exists and nothing changes.
-- Each block stays on one line: the migration runner splits statements at a semicolon that ends a line.
do $$ begin if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then alter publication supabase_realtime add table reports; end if; end $$;
do $$ begin if exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'auth' and p.proname = 'uid') then alter table reports enable row level security; create policy reports_owner_read on reports for select using (user_id = auth.uid()); end if; end $$;
