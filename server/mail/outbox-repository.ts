// The mail_outbox table: what the outbox mailer stored, read back newest first by /dev/mailbox.

import type { Queryable } from '../db/client';
import type { MailMessage } from './mailer';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

interface OutboxRow {
  id: string | number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Date | string;
}

export async function insertOutboxMessage(db: Queryable, message: MailMessage): Promise<void> {
  await db.query('insert into mail_outbox (to_address, subject, text_body, html_body) values ($1, $2, $3, $4)', [
    message.to.trim().toLowerCase(),
    message.subject,
    message.text,
    message.html ?? null,
  ]);
}

/** Newest first; `to` (lower-cased) narrows to one recipient. */
export async function listOutboxMessages(db: Queryable, options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const limit = Math.min(Math.max(options.limit ?? 100, 1), 500);
  const to = options.to?.trim().toLowerCase();
  const { rows } = await db.query<OutboxRow>(
    `select id, to_address, subject, text_body, html_body, created_at from mail_outbox
      where ($1::text is null or to_address = $1) order by created_at desc, id desc limit $2`,
    [to || null, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    created_at: new Date(row.created_at).toISOString(),
  }));
}
