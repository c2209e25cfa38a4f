-- Outgoing e-mail kept by the outbox mailer (no SMTP_URL): read by /dev/mailbox and the end-to-end tests.
create table mail_outbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now()
);
create index mail_outbox_created_at_idx on mail_outbox (created_at desc);
create index mail_outbox_to_address_idx on mail_outbox (to_address);
