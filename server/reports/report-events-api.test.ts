// GET /api/reports/events through the real app: Server-Sent Events of the user's own inserts and deletes.

import { describe, expect, it } from 'vitest';
import { ON_PARCEL, useAnalysisTestApp, type AnalysisTestApp } from '../analysis/analysis-test-app';
import { testDatabases } from '../db/test-databases';

/** An open event stream and the text received so far; waitFor resolves once the text matches. */
async function openStream(app: AnalysisTestApp, query: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(`${app.base}/api/reports/events${query}`, { headers, signal: abort.signal });
  let text = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const reading = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += value;
        for (const waiter of waiters.filter((w) => w.pattern.test(text))) waiter.resolve();
      }
    } catch {
      // aborted
    }
  })();
  return {
    res,
    text: () => text,
    waitFor: (pattern: RegExp) =>
      pattern.test(text) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ pattern, resolve })),
    close: async () => {
      abort.abort();
      await reading;
    },
  };
}

/** The ReportChange objects of the `event: change` messages in a stream's text. */
function changes(text: string): { type: string; id: string; report: { id: string } | null }[] {
  return [...text.matchAll(/event: change\ndata: (.+)\n\n/g)].map((match) => JSON.parse(match[1]!));
}

describe.each(testDatabases().slice(0, 1))('GET /api/reports/events on $name', ({ open }) => {
  const app = useAnalysisTestApp(open);

  it('when the user makes and deletes a report, then the stream sends an INSERT and a DELETE, and nothing of other users', async () => {
    const session = await app.fundedUser(1);
    const other = await app.fundedUser(1);
    const stream = await openStream(app, `?access_token=${encodeURIComponent(session.access_token)}`);
    await stream.waitFor(/: connected/);

    await app.analyse(other.access_token, ON_PARCEL);
    const { body } = await app.analyse(session.access_token, ON_PARCEL);
    await stream.waitFor(/"INSERT"/);
    await app.call('DELETE', `/api/reports/${body.report.id}`, { token: session.access_token });
    await stream.waitFor(/"DELETE"/);
    await stream.close();

    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.text()).toMatch(/^retry: 1000\n/);
    expect(changes(stream.text())).toEqual([
      { type: 'INSERT', id: body.report.id, report: body.report },
      { type: 'DELETE', id: body.report.id, report: null },
    ]);
  });

  it('when a stream closes, then its listener is removed', async () => {
    const session = await app.fundedUser(0);
    const before = app.events.listenerCount();
    const stream = await openStream(app, '', { authorization: `Bearer ${session.access_token}` });
    await stream.waitFor(/: connected/);
    expect(app.events.listenerCount()).toBe(before + 1);

    await stream.close();

    await expect.poll(() => app.events.listenerCount()).toBe(before);
  });

  it('when there is no token or a bad one, then 401', async () => {
    expect((await fetch(`${app.base}/api/reports/events`)).status).toBe(401);
    expect((await fetch(`${app.base}/api/reports/events?access_token=nope`)).status).toBe(401);
  });

  it('when no token is sent, then the 401 says a Bearer token or ?access_token= will do', async () => {
    const res = await fetch(`${app.base}/api/reports/events`);

    expect(await res.json()).toEqual({
      error: { code: 'no_authorization', message: 'This endpoint requires a Bearer token or an access_token query parameter' },
    });
  });
});
