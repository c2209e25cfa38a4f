import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportChange } from '../lib/api/reports';
import {
  followEmbeddedReports,
  followHostedReports,
  reconnectDelay,
  type PostgresChangePayload,
  type RealtimeChannelLike,
  type RealtimeClientLike,
} from './reports-live';
import { createFakeEventSources, savedReport } from './reports-test-kit';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function follow() {
  const fakes = createFakeEventSources();
  const changes: ReportChange[] = [];
  const onReconnect = vi.fn();
  const stop = followEmbeddedReports({ accessToken: 'token 1', EventSourceImpl: fakes.EventSourceImpl, onChange: (c) => changes.push(c), onReconnect });
  return { ...fakes, changes, onReconnect, stop };
}

describe('followEmbeddedReports', () => {
  it('when it starts, then it opens /api/reports/events with the access token in the query', () => {
    const { streams } = follow();
    const url = new URL(streams[0]?.url ?? '');
    expect(url.pathname).toBe('/api/reports/events');
    expect(url.searchParams.get('access_token')).toBe('token 1');
  });

  it('when a change event arrives, then it is handed over as a ReportChange', () => {
    const { streams, changes } = follow();
    const report = savedReport();
    streams[0]?.emit('open');
    streams[0]?.emit('change', { type: 'INSERT', id: report.id, report });
    expect(changes).toEqual([{ type: 'INSERT', id: report.id, report }]);
  });

  it('when a change event is not a ReportChange, then it is ignored', () => {
    const { streams, changes } = follow();
    streams[0]?.emit('change', { type: 'TRUNCATE', id: 'x' });
    expect(changes).toEqual([]);
  });

  it('when the stream keeps failing, then it reconnects after 1, 2, 5, 10 and 10 s', () => {
    const { streams } = follow();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const before = streams.length;
      streams.at(-1)?.emit('error');
      expect(streams.at(-1)?.closed).toBe(true);
      let waited = 0;
      while (streams.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 5_000, 10_000, 10_000]);
  });

  it('when the stream does not open within 10 s, then it is closed and opened again 1 s later', () => {
    const { streams } = follow();
    vi.advanceTimersByTime(9_999);
    expect(streams).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(streams[0]?.closed).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(streams).toHaveLength(2);
  });

  it('when it opens again after a break, then the caller is told to reload and the delays start over', () => {
    const { streams, onReconnect } = follow();
    streams[0]?.emit('open');
    streams[0]?.emit('error');
    vi.advanceTimersByTime(1_000);
    streams[1]?.emit('error');
    vi.advanceTimersByTime(2_000);
    streams[2]?.emit('open');
    expect(onReconnect).toHaveBeenCalledTimes(1);
    streams[2]?.emit('error');
    vi.advanceTimersByTime(1_000);
    expect(streams).toHaveLength(4);
  });

  it('when the server has pinged and then falls silent for 35 s, then the stream is replaced', () => {
    const { streams } = follow();
    streams[0]?.emit('open');
    streams[0]?.emit('ping');
    vi.advanceTimersByTime(34_999);
    expect(streams[0]?.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(streams[0]?.closed).toBe(true);
  });

  it('when stopped, then the stream closes and no reconnect follows', () => {
    const { streams, stop } = follow();
    streams[0]?.emit('error');
    stop();
    vi.advanceTimersByTime(60_000);
    expect(streams).toHaveLength(1);
    expect(streams[0]?.closed).toBe(true);
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
