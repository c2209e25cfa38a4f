import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportChange } from '../lib/api/reports';
import {
  followEmbeddedReports,
  followHostedReports,
  reconnectDelay,
  requestEventTicket,
  type PostgresChangePayload,
  type RealtimeChannelLike,
  type RealtimeClientLike,
} from './reports-live';
import { createFakeEventSources, jsonResponse, savedReport } from '../../tests/dom/reports-test-kit';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Lets the ticket promise of a connection settle (and any timers due by then run). */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** Follows with tickets 'ticket 1', 'ticket 2', … (or none, for the attempts `refused` names). */
async function follow({ refused = [] as number[] } = {}) {
  const fakes = createFakeEventSources();
  const changes: ReportChange[] = [];
  const onReconnect = vi.fn();
  let asked = 0;
  const requestTicket = vi.fn(async () => {
    asked += 1;
    return refused.includes(asked) ? null : `ticket ${asked}`;
  });
  const stop = followEmbeddedReports({ accessToken: 'token 1', EventSourceImpl: fakes.EventSourceImpl, requestTicket, onChange: (c) => changes.push(c), onReconnect });
  await settle();
  return { ...fakes, changes, onReconnect, requestTicket, stop };
}

describe('followEmbeddedReports', () => {
  it('when it starts, then it opens /api/reports/events with a ticket in the query and never the access token', async () => {
    const { streams } = await follow();
    const url = new URL(streams[0]?.url ?? '');
    expect(url.pathname).toBe('/api/reports/events');
    expect(url.searchParams.get('ticket')).toBe('ticket 1');
    expect(url.searchParams.has('access_token')).toBe(false);
    expect(streams[0]?.url).not.toContain('token%201');
  });

  it('when it reconnects, then each new stream has a fresh ticket', async () => {
    const { streams, requestTicket } = await follow();
    streams[0]?.emit('error');
    await vi.advanceTimersByTimeAsync(1_000);
    streams[1]?.emit('error');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(streams.map((stream) => new URL(stream.url).searchParams.get('ticket'))).toEqual(['ticket 1', 'ticket 2', 'ticket 3']);
    expect(requestTicket).toHaveBeenCalledTimes(3);
  });

  it('when no ticket can be had, then no stream opens and it asks again after the reconnect delay', async () => {
    const { streams, requestTicket } = await follow({ refused: [1] });
    expect(streams).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requestTicket).toHaveBeenCalledTimes(2);
    expect(new URL(streams[0]?.url ?? '').searchParams.get('ticket')).toBe('ticket 2');
  });

  it('when stopped while a ticket is on its way, then no stream opens', async () => {
    const fakes = createFakeEventSources();
    let hand: (ticket: string) => void = () => undefined;
    const stop = followEmbeddedReports({
      accessToken: 'token 1',
      EventSourceImpl: fakes.EventSourceImpl,
      requestTicket: () => new Promise<string>((resolve) => (hand = resolve)),
      onChange: () => undefined,
    });
    stop();
    hand('late ticket');
    await settle();
    expect(fakes.streams).toHaveLength(0);
  });

  it('when a change event arrives, then it is handed over as a ReportChange', async () => {
    const { streams, changes } = await follow();
    const report = savedReport();
    streams[0]?.emit('open');
    streams[0]?.emit('change', { type: 'INSERT', id: report.id, report });
    expect(changes).toEqual([{ type: 'INSERT', id: report.id, report }]);
  });

  it('when the server sends resync, then the caller is told to reload and the stream stays open', async () => {
    const { streams, onReconnect, changes } = await follow();
    streams[0]?.emit('open');
    streams[0]?.emit('resync', {});
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(changes).toEqual([]);
    expect(streams[0]?.closed).toBe(false);
    expect(streams).toHaveLength(1);
  });

  it('when a change event is not a ReportChange, then it is ignored', async () => {
    const { streams, changes } = await follow();
    streams[0]?.emit('change', { type: 'TRUNCATE', id: 'x' });
    expect(changes).toEqual([]);
  });

  it('when the stream keeps failing, then it reconnects after 1, 2, 5, 10 and 10 s', async () => {
    const { streams } = await follow();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const before = streams.length;
      streams.at(-1)?.emit('error');
      expect(streams.at(-1)?.closed).toBe(true);
      let waited = 0;
      while (streams.length === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 5_000, 10_000, 10_000]);
  });

  it('when the stream does not open within 10 s, then it is closed and opened again 1 s later', async () => {
    const { streams } = await follow();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(streams).toHaveLength(2);
  });

  it('when it opens again after a break, then the caller is told to reload and the delays start over', async () => {
    const { streams, onReconnect } = await follow();
    streams[0]?.emit('open');
    streams[0]?.emit('error');
    await vi.advanceTimersByTimeAsync(1_000);
    streams[1]?.emit('error');
    await vi.advanceTimersByTimeAsync(2_000);
    streams[2]?.emit('open');
    expect(onReconnect).toHaveBeenCalledTimes(1);
    streams[2]?.emit('error');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(streams).toHaveLength(4);
  });

  it('when the server has pinged and then falls silent for 35 s, then the stream is replaced', async () => {
    const { streams } = await follow();
    streams[0]?.emit('open');
    streams[0]?.emit('ping');
    await vi.advanceTimersByTimeAsync(34_999);
    expect(streams[0]?.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams[0]?.closed).toBe(true);
  });

  it('when stopped, then the stream closes and no reconnect follows', async () => {
    const { streams, stop } = await follow();
    streams[0]?.emit('error');
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(streams).toHaveLength(1);
    expect(streams[0]?.closed).toBe(true);
  });
});

describe('requestEventTicket', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when asked, then it POSTs /api/reports/events/ticket with the bearer token and answers the ticket', async () => {
    vi.useRealTimers();
    const calls: { url: string; method: string | undefined; authorization: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method, authorization: new Headers(init?.headers).get('Authorization') });
      return jsonResponse({ ticket: 'ticket-abc', expires_in: 30 });
    });

    expect(await requestEventTicket('token 1')).toBe('ticket-abc');
    expect(calls).toEqual([{ url: `${window.location.origin}/api/reports/events/ticket`, method: 'POST', authorization: 'Bearer token 1' }]);
  });

  it('when the server refuses or answers without a ticket, then it answers null', async () => {
    vi.useRealTimers();
    const replies = [jsonResponse({ error: { code: 'bad_jwt', message: 'expired' } }, 401), jsonResponse({ expires_in: 30 })];
    vi.stubGlobal('fetch', async () => replies.shift());

    expect(await requestEventTicket('token 1')).toBeNull();
    expect(await requestEventTicket('token 1')).toBeNull();
  });
});

describe('reconnectDelay', () => {
  it('when counting failures, then the waits are the spec timings 1, 2, 5, 10 s and stay at 10 s', () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
  });
});

function fakeRealtime() {
  let handler: ((payload: PostgresChangePayload) => void) | null = null;
  let onStatus: ((status: 'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR') => void) | null = null;
  const subscriptions: { name: string; filter: unknown }[] = [];
  const removed: RealtimeChannelLike[] = [];
  const client: RealtimeClientLike = {
    channel(name) {
      const channel: RealtimeChannelLike = {
        on(_type, filter, callback) {
          subscriptions.push({ name, filter });
          handler = callback;
          return channel;
        },
        subscribe(callback) {
          onStatus = callback ?? null;
          return channel;
        },
      };
      return channel;
    },
    async removeChannel(channel) {
      removed.push(channel);
      return 'ok';
    },
  };
  return { client, subscriptions, removed, send: (p: PostgresChangePayload) => handler?.(p), status: (s: 'SUBSCRIBED' | 'CHANNEL_ERROR') => onStatus?.(s) };
}

describe('followHostedReports', () => {
  it("when it starts, then it follows every change of the user's own rows of table reports", () => {
    const realtime = fakeRealtime();
    followHostedReports(realtime.client, 'user-1', { onChange: () => undefined });
    expect(realtime.subscriptions).toEqual([
      { name: 'reports:user-1', filter: { event: '*', schema: 'public', table: 'reports', filter: 'user_id=eq.user-1' } },
    ]);
  });

  it('when rows are inserted and deleted, then the changes come through as ReportChange', () => {
    const realtime = fakeRealtime();
    const changes: ReportChange[] = [];
    followHostedReports(realtime.client, 'user-1', { onChange: (c) => changes.push(c) });
    const report = savedReport();
    realtime.send({ eventType: 'INSERT', new: report, old: {} });
    realtime.send({ eventType: 'DELETE', new: {}, old: { id: report.id } });
    expect(changes).toEqual([
      { type: 'INSERT', id: report.id, report },
      { type: 'DELETE', id: report.id, report: null },
    ]);
  });

  it('when the channel is subscribed again after an error, then the caller is told to reload', () => {
    const realtime = fakeRealtime();
    const onReconnect = vi.fn();
    followHostedReports(realtime.client, 'user-1', { onChange: () => undefined, onReconnect });
    realtime.status('SUBSCRIBED');
    realtime.status('CHANNEL_ERROR');
    realtime.status('SUBSCRIBED');
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('when stopped, then the channel is removed', () => {
    const realtime = fakeRealtime();
    const stop = followHostedReports(realtime.client, 'user-1', { onChange: () => undefined });
    stop();
    expect(realtime.removed).toHaveLength(1);
  });
});
