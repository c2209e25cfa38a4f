// GET /api/reports/events (embedded realtime): Server-Sent Events with each change to the signed-in user's reports.
// EventSource cannot send headers, so this route alone also takes the token as ?access_token= (docs/reports.md).

import { Router } from 'express';
import type { ReportChange } from '../../src/lib/api/reports';
import type { TokenVerifier } from '../auth/token-verifier';
import { currentUser, requireUser } from '../http/authenticate';
import type { ReportEvents } from './report-events';

/**
 * Spec §9: realtime heartbeat 25 s. Sent as a `ping` event rather than an SSE comment: it keeps proxies from closing
 * an idle stream, and the browser can see it, so the client knows a silent stream is dead (src/platform/reports-live.ts).
 */
export const HEARTBEAT_MS = 25_000;
/** How long EventSource waits before reconnecting (the spec's first reconnect delay, 1 s). */
export const RETRY_MS = 1_000;

export function createReportEventsRouter({ verifier, events, heartbeatMs = HEARTBEAT_MS }: { verifier: TokenVerifier; events: ReportEvents; heartbeatMs?: number }): Router {
  const router = Router();
  router.get('/reports/events', requireUser(verifier, { queryToken: true }), (req, res) => {
    const user = currentUser(req);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      // Tells nginx-style proxies not to buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    const send = (change: ReportChange) => res.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
    const unsubscribe = events.subscribe(user.id, send);
    const heartbeat = setInterval(() => res.write('event: ping\ndata: {}\n\n'), heartbeatMs);
    req.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
  return router;
}
