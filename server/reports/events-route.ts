// GET /api/reports/events (embedded realtime): Server-Sent Events with each change to the signed-in user's reports.
// EventSource cannot send headers, and a bearer token in a URL lands in logs and history, so the stream is opened with
// a ticket from POST /api/reports/events/ticket: 30 s, single use (event-tickets.ts, docs/reports.md). `event: change`
// carries a ReportChange; `event: resync` says changes may have been missed (another replica's news was lost while
// this one's notices connection was down), so the client reads its list again. When the feed closes (shutdown), the
// stream ends, so that the server can stop at once and the client connects again, to a replica still up.

import { Router, type Request } from 'express';
import type { TokenVerifier } from '../auth/token-verifier';
import type { Queryable } from '../db/client';
import { AppError } from '../http/app-error';
import { currentUser, requireUser } from '../http/authenticate';
import { issueEventTicket, spendEventTicket } from './event-tickets';
import type { ReportEvents, ReportFeedEvent } from './report-events';

/**
 * Spec §9: realtime heartbeat 25 s. Sent as a `ping` event rather than an SSE comment: it keeps proxies from closing
 * an idle stream, and the browser can see it, so the client knows a silent stream is dead (src/platform/reports-live.ts).
 */
export const HEARTBEAT_MS = 25_000;
/** How long EventSource waits before reconnecting (the spec's first reconnect delay, 1 s). */
export const RETRY_MS = 1_000;

export const TICKET_MESSAGES = {
  missing: 'This stream needs a ticket: POST /api/reports/events/ticket with a Bearer token answers one.',
  invalid: 'This stream ticket is unknown, used or expired. Ask for a new one.',
} as const;

export interface ReportEventsRouterDeps {
  db: Queryable;
  verifier: TokenVerifier;
  events: ReportEvents;
  /** The clock of ticket expiry. */
  now: () => Date;
  heartbeatMs?: number;
}

export function createReportEventsRouter({ db, verifier, events, now, heartbeatMs = HEARTBEAT_MS }: ReportEventsRouterDeps): Router {
  const router = Router();
  router.post('/reports/events/ticket', requireUser(verifier), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await issueEventTicket(db, currentUser(req).id, now()));
  });
  // A HEAD has no stream to read and would only spend a ticket (Express would otherwise run GET's handler for it).
  router.head('/reports/events', (_req, res) => {
    res.setHeader('Allow', 'GET');
    res.status(405).end();
  });
  router.get('/reports/events', async (req, res) => {
    const userId = await ticketHolder(db, req, now());
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      // Tells nginx-style proxies not to buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    const send = (event: ReportFeedEvent) => {
      if (event.kind === 'change') res.write(`event: change\ndata: ${JSON.stringify(event.change)}\n\n`);
      else if (event.kind === 'resync') res.write('event: resync\ndata: {}\n\n');
      else res.end();
    };
    const unsubscribe = events.subscribe(userId, send);
    const heartbeat = setInterval(() => res.write('event: ping\ndata: {}\n\n'), heartbeatMs);
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
  return router;
}

/** The user whose ticket the request brings, spending it; 401 without one or with one that is unknown, used or expired. */
async function ticketHolder(db: Queryable, req: Request, now: Date): Promise<string> {
  const ticket = req.query.ticket;
  if (typeof ticket !== 'string' || ticket === '') throw new AppError('no_authorization', 401, TICKET_MESSAGES.missing);
  const userId = await spendEventTicket(db, ticket, now);
  if (!userId) throw new AppError('invalid_ticket', 401, TICKET_MESSAGES.invalid);
  return userId;
}
