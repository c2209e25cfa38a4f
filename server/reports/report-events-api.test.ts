// GET /api/reports/events through the real app: Server-Sent Events of the user's own inserts and deletes, opened with
// a single-use ticket from POST /api/reports/events/ticket (never a token in the URL); HEAD answers 405.

import { describe, expect, it } from 'vitest';
import { ON_PARCEL, useAnalysisTestApp, type AnalysisTestApp } from '../../tests/support/analysis-test-app';
import { startAuthTestApp } from '../../tests/support/auth-test-app';
import { changesIn, openEventStream } from '../../tests/support/event-stream';
import { testDatabases } from '../../tests/support/test-databases';
import { hashSecret } from '../auth/secrets';
import { EVENT_TICKET_SECONDS } from './event-tickets';
import { TICKET_MESSAGES } from './events-route';

/** POST /api/reports/events/ticket with a bearer token: the ticket. */
async function ticketFor(app: AnalysisTestApp, token: string): Promise<string> {
  const { status, body } = await app.call('POST', '/api/reports/events/ticket', { token });
  expect(status).toBe(200);
  return body.ticket as string;
}

/** An open event stream on the test app; see tests/support/event-stream.ts. */
function openStream(app: AnalysisTestApp, query: string, headers: Record<string, string> = {}) {
  return openEventStream(`${app.base}/api/reports/events${query}`, headers);
}

describe.each(testDatabases().slice(0, 1))('GET /api/reports/events on $name', ({ open }) => {
  const app = useAnalysisTestApp(open);

  it('when the user makes and deletes a report, then the stream sends an INSERT and a DELETE, and nothing of other users', async () => {
    const session = await app.fundedUser(1);
    const other = await app.fundedUser(1);
    const stream = await openStream(app, `?ticket=${encodeURIComponent(await ticketFor(app, session.access_token))}`);
    await stream.waitFor(/: connected/);

    await app.analyse(other.access_token, ON_PARCEL);
    const { body } = await app.analyse(session.access_token, ON_PARCEL);
    await stream.waitFor(/"INSERT"/);
    await app.call('DELETE', `/api/reports/${body.report.id}`, { token: session.access_token });
    await stream.waitFor(/"DELETE"/);
    await stream.close();

    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.text()).toMatch(/^retry: 1000\n/);
    expect(changesIn(stream.text())).toEqual([
      { type: 'INSERT', id: body.report.id, report: body.report },
      { type: 'DELETE', id: body.report.id, report: null },
    ]);
  });

  it('when a stream closes, then its listener is removed', async () => {
    const session = await app.fundedUser(0);
    const before = app.events.listenerCount();
    const stream = await openStream(app, `?ticket=${encodeURIComponent(await ticketFor(app, session.access_token))}`);
    await stream.waitFor(/: connected/);
    expect(app.events.listenerCount()).toBe(before + 1);

    await stream.close();

    await expect.poll(() => app.events.listenerCount()).toBe(before);
  });

  it('when another user asks for a ticket naming someone else, then the ticket is still theirs and streams only their own changes', async () => {
    const owner = await app.fundedUser(1);
    const other = await app.fundedUser(1);
    const { body } = await app.call('POST', `/api/reports/events/ticket?user_id=${owner.user.id}`, { token: other.access_token, body: { user_id: owner.user.id } });
    const stream = await openStream(app, `?ticket=${encodeURIComponent(body.ticket)}`);
    await stream.waitFor(/: connected/);

    await app.analyse(owner.access_token, ON_PARCEL);
    const mine = await app.analyse(other.access_token, ON_PARCEL);
    await stream.waitFor(/"INSERT"/);
    await stream.close();

    expect(changesIn(stream.text()).map((change) => change.id)).toEqual([mine.body.report.id]);
  });
});

describe.each(testDatabases().slice(0, 1))('GET /api/reports/events when the feed closes (shutdown) on $name', ({ open }) => {
  const app = useAnalysisTestApp(open);

  it('when the feed closes, then an open stream ends and leaves no listener, and a stream opened afterwards ends at once', async () => {
    const session = await app.fundedUser(0);
    const stream = await openStream(app, `?ticket=${encodeURIComponent(await ticketFor(app, session.access_token))}`);
    await stream.waitFor(/: connected/);

    await app.events.close();

    await stream.endedByServer;
    await expect.poll(() => app.events.listenerCount()).toBe(0);
    const late = await openStream(app, `?ticket=${encodeURIComponent(await ticketFor(app, session.access_token))}`);
    await late.endedByServer;
    expect(late.text()).toMatch(/: connected/);
    await expect.poll(() => app.events.listenerCount()).toBe(0);
  });
});

describe.each(testDatabases())('stream tickets on $name', ({ open }) => {
  const app = useAnalysisTestApp(open);

  it('when a ticket is asked for, then it answers { ticket, expires_in: 30 } not to be cached, and keeps only its hash', async () => {
    const session = await app.fundedUser(0);

    const res = await fetch(`${app.base}/api/reports/events/ticket`, { method: 'POST', headers: { authorization: `Bearer ${session.access_token}` } });
    const body = (await res.json()) as { ticket: string; expires_in: number };

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_in: EVENT_TICKET_SECONDS });
    expect(EVENT_TICKET_SECONDS).toBe(30);
    const { rows } = await app.db.query<{ ticket_hash: string }>('select ticket_hash from report_event_tickets where user_id = $1', [session.user.id]);
    expect(rows).toEqual([{ ticket_hash: hashSecret(body.ticket) }]);
  });

  it('when no bearer token or a bad one asks for a ticket, then 401 and no ticket', async () => {
    expect(await app.call('POST', '/api/reports/events/ticket')).toMatchObject({ status: 401, body: { error: { code: 'no_authorization' } } });
    expect(await app.call('POST', '/api/reports/events/ticket', { token: 'nope' })).toMatchObject({ status: 401, body: { error: { code: 'bad_jwt' } } });
  });

  it('when a ticket is used twice, then the first opens the stream and the second is 401 invalid_ticket', async () => {
    const session = await app.fundedUser(0);
    const ticket = await ticketFor(app, session.access_token);

    const first = await openStream(app, `?ticket=${encodeURIComponent(ticket)}`);
    await first.waitFor(/: connected/);
    const second = await fetch(`${app.base}/api/reports/events?ticket=${encodeURIComponent(ticket)}`);
    await first.close();

    expect(first.res.status).toBe(200);
    expect(second.status).toBe(401);
    expect(await second.json()).toEqual({ error: { code: 'invalid_ticket', message: TICKET_MESSAGES.invalid } });
  });

  it('when two requests bring the same ticket at once, then exactly one stream opens', async () => {
    const session = await app.fundedUser(0);
    const ticket = await ticketFor(app, session.access_token);
    const aborts = [new AbortController(), new AbortController()];

    const answers = await Promise.all(aborts.map((abort) => fetch(`${app.base}/api/reports/events?ticket=${encodeURIComponent(ticket)}`, { signal: abort.signal })));
    for (const abort of aborts) abort.abort();

    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  it('when another replica on the same database spent the ticket, then this one refuses it', async () => {
    const session = await app.fundedUser(0);
    const ticket = await ticketFor(app, session.access_token);
    const replica = await startAuthTestApp(app.db, { env: { SESSION_SECRET: app.sessionSecret } });
    try {
      const abort = new AbortController();
      const there = await fetch(`${replica.base}/api/reports/events?ticket=${encodeURIComponent(ticket)}`, { signal: abort.signal });
      abort.abort();
      const here = await fetch(`${app.base}/api/reports/events?ticket=${encodeURIComponent(ticket)}`);

      expect(there.status).toBe(200);
      expect(here.status).toBe(401);
    } finally {
      await replica.close();
    }
  });

  it('when the ticket is older than 30 s, then 401 invalid_ticket', async () => {
    const session = await app.fundedUser(0);
    const ticket = await ticketFor(app, session.access_token);

    app.reportsClock.advance((EVENT_TICKET_SECONDS + 1) * 1000);
    const res = await fetch(`${app.base}/api/reports/events?ticket=${encodeURIComponent(ticket)}`);

    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_ticket');
  });

  it('when the stream is asked for without a ticket, or with the access token in the URL, then 401 and the message names the ticket route', async () => {
    const session = await app.fundedUser(0);

    const bare = await fetch(`${app.base}/api/reports/events`);
    const tokenInUrl = await fetch(`${app.base}/api/reports/events?access_token=${encodeURIComponent(session.access_token)}`);
    const bearer = await fetch(`${app.base}/api/reports/events`, { headers: { authorization: `Bearer ${session.access_token}` } });

    for (const res of [bare, tokenInUrl, bearer]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: 'no_authorization', message: TICKET_MESSAGES.missing } });
    }
  });

  it('when the account is deleted, then its unspent ticket opens nothing', async () => {
    const session = await app.fundedUser(0);
    const ticket = await ticketFor(app, session.access_token);

    expect((await app.call('DELETE', '/api/delete-account', { token: session.access_token })).status).toBe(200);
    const res = await fetch(`${app.base}/api/reports/events?ticket=${encodeURIComponent(ticket)}`);

    expect(res.status).toBe(401);
  });

  it('when the ticket is unknown, then 401 invalid_ticket', async () => {
    const res = await fetch(`${app.base}/api/reports/events?ticket=not-a-ticket`);

    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'invalid_ticket', message: TICKET_MESSAGES.invalid } });
  });

  it('when HEAD is sent with a valid ticket, then it answers 405 Allow: GET at once and the ticket stays unspent', async () => {
    const session = await app.fundedUser(0);
    const ticket = await ticketFor(app, session.access_token);

    const head = await fetch(`${app.base}/api/reports/events?ticket=${encodeURIComponent(ticket)}`, { method: 'HEAD', signal: AbortSignal.timeout(2000) });
    const stream = await openStream(app, `?ticket=${encodeURIComponent(ticket)}`);
    await stream.close();

    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('GET');
    expect(stream.res.status).toBe(200);
  });
});
