-- Tickets for the reports event stream (docs/reports.md "Realtime"): EventSource cannot send an Authorization header,
-- so the browser trades its bearer token for a short-lived, single-use ticket and puts that in the stream's URL
-- instead of the token. Only the ticket's SHA-256 is kept; spending one deletes its row, so every replica sharing the
-- database admits it once. Expired rows are pruned when the next ticket is made.
create table report_event_tickets (
  ticket_hash text primary key,
  user_id uuid not null,
  expires_at timestamptz not null
);
create index report_event_tickets_expires_at_idx on report_event_tickets (expires_at);
