// Tickets for GET /api/reports/events: made for a bearer-authenticated user, valid 30 s, admitted once, kept hashed in
// report_event_tickets so that any replica sharing the database can admit one and none can admit it twice.

import { hashSecret, randomToken } from '../auth/secrets';
import type { Queryable } from '../db/client';

/** Long enough to open a stream right after asking; short enough that a ticket seen in a log or history is dead. */
export const EVENT_TICKET_SECONDS = 30;

export interface EventTicket {
  ticket: string;
  expires_in: number;
}

/** A fresh ticket for the user; expired tickets of anyone are pruned on the way. */
export async function issueEventTicket(db: Queryable, userId: string, now: Date): Promise<EventTicket> {
  const ticket = randomToken();
  await db.query('delete from report_event_tickets where expires_at <= $1', [now]);
  await db.query('insert into report_event_tickets (ticket_hash, user_id, expires_at) values ($1, $2, $3)', [
    hashSecret(ticket),
    userId,
    new Date(now.getTime() + EVENT_TICKET_SECONDS * 1000),
  ]);
  return { ticket, expires_in: EVENT_TICKET_SECONDS };
}

/**
 * Spends a ticket: the user it was made for, or null when it is unknown, already spent or expired. The row goes in
 * the same statement that reads it, so two requests with one ticket cannot both have it.
 */
export async function spendEventTicket(db: Queryable, ticket: string, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string; expires_at: Date | string }>(
    'delete from report_event_tickets where ticket_hash = $1 returning user_id, expires_at',
    [hashSecret(ticket)],
  );
  const row = rows[0];
  return row && new Date(row.expires_at).getTime() > now.getTime() ? row.user_id : null;
}
