// Live changes to the signed-in user's reports (spec §4, §9): Server-Sent Events from our API in the embedded build,
// the Supabase realtime channel on the user's rows in the hosted one. Both hand over the same ReportChange.
import type { ReportChange, SavedReport } from '../lib/api/reports';
import { buildApiUrl, sendJson } from './api-client';
import type { AuthGateway } from './auth/gateway';

/**
 * Spec §9: realtime heartbeat 25 s, timeout 10 s, reconnect delays 1, 2, 5, 10 s. The hosted channel gets these
 * from supabase-js, whose defaults are the same values; the embedded stream applies them here.
 */
export const REALTIME_TIMINGS = Object.freeze({
  heartbeatMs: 25_000,
  timeoutMs: 10_000,
  reconnectDelaysMs: Object.freeze([1_000, 2_000, 5_000, 10_000]),
});

/** The wait before reconnect attempt `failures + 1`: 1, 2, 5, then 10 s for every later one. */
export function reconnectDelay(failures: number): number {
  const delays = REALTIME_TIMINGS.reconnectDelaysMs;
  return delays[Math.min(failures, delays.length - 1)] ?? 10_000;
}

export interface ReportsFeedHandlers {
  onChange(change: ReportChange): void;
  /**
   * Changes may have been missed, so the caller reloads the list: the feed came back after a break, or the server says
   * so (`resync`: its own link to the other replicas' changes broke and came back).
   */
  onReconnect?(): void;
}

/** What this module needs of EventSource; jsdom has none, so tests pass their own constructor. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export type EventSourceConstructor = new (url: string) => EventSourceLike;

function parseChange(data: unknown): ReportChange | null {
  try {
    const change = JSON.parse(String(data)) as Partial<ReportChange> | null;
    if (!change || typeof change.id !== 'string') return null;
    if (change.type !== 'INSERT' && change.type !== 'UPDATE' && change.type !== 'DELETE') return null;
    return { type: change.type, id: change.id, report: change.report ?? null };
  } catch {
    return null;
  }
}

/**
 * POST /api/reports/events/ticket with the bearer token: a ticket that opens one stream, once, within 30 s (the token
 * itself never goes in a URL, where logs and history would keep it). Null when none could be had.
 */
export async function requestEventTicket(accessToken: string): Promise<string | null> {
  const result = await sendJson<{ ticket?: unknown } | null>('POST', '/api/reports/events/ticket', { accessToken, timeoutMs: REALTIME_TIMINGS.timeoutMs });
  const ticket = result.ok ? result.data?.ticket : null;
  return typeof ticket === 'string' && ticket !== '' ? ticket : null;
}

export interface EmbeddedFeedOptions extends ReportsFeedHandlers {
  accessToken: string;
  /** globalThis.EventSource by default; without one (old browsers, jsdom) the list simply does not follow live. */
  EventSourceImpl?: EventSourceConstructor;
  /** Where each connection's ticket comes from: requestEventTicket(accessToken) by default. */
  requestTicket?: () => Promise<string | null>;
}

/**
 * GET /api/reports/events?ticket= (`event: change`, data ReportChange; `event: resync`, reload the list). The
 * browser's own retry is replaced by ours, which it must be: a ticket opens one stream only, so every connection asks
 * for a fresh one first. A stream that errors, or that has no ticket or has not opened within the 10 s timeout, is
 * closed and opened again after 1, 2, 5, then 10 s. Once the server has sent a `ping`, silence longer than heartbeat +
 * timeout also counts as a dead stream. Returns the function that stops following.
 */
export function followEmbeddedReports({ accessToken, onChange, onReconnect, EventSourceImpl, requestTicket }: EmbeddedFeedOptions): () => void {
  const Found = EventSourceImpl ?? (globalThis as { EventSource?: EventSourceConstructor }).EventSource;
  if (!Found) return () => undefined;
  const Source: EventSourceConstructor = Found;
  const ticketForNextStream = requestTicket ?? (() => requestEventTicket(accessToken));
  let source: EventSourceLike | null = null;
  /** Counts connection attempts, so that a ticket arriving after its attempt was given up opens nothing. */
  let attempt = 0;
  let failures = 0;
  let hasOpened = false;
  let pinging = false;
  let stopped = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const watch = (ms: number) => {
    clearTimeout(watchdog);
    watchdog = setTimeout(reconnect, ms);
  };

  function reconnect() {
    if (stopped) return;
    attempt += 1;
    clearTimeout(watchdog);
    source?.close();
    source = null;
    retryTimer = setTimeout(connect, reconnectDelay(failures));
    failures += 1;
  }

  function connect() {
    if (stopped) return;
    const mine = ++attempt;
    watch(REALTIME_TIMINGS.timeoutMs);
    const withTicket = (ticket: string | null) => {
      if (stopped || mine !== attempt) return;
      if (ticket) open(ticket);
      else reconnect();
    };
    void ticketForNextStream().then(withTicket, () => withTicket(null));
  }

  function open(ticket: string) {
    const current = new Source(buildApiUrl('/api/reports/events', { ticket }));
    source = current;
    const live = (listener: (event: MessageEvent) => void) => (event: MessageEvent) => {
      if (source === current) listener(event);
    };
    current.addEventListener(
      'open',
      live(() => {
        failures = 0;
        if (pinging) watch(REALTIME_TIMINGS.heartbeatMs + REALTIME_TIMINGS.timeoutMs);
        else clearTimeout(watchdog);
        if (hasOpened) onReconnect?.();
        hasOpened = true;
      }),
    );
    current.addEventListener(
      'change',
      live((event) => {
        if (pinging) watch(REALTIME_TIMINGS.heartbeatMs + REALTIME_TIMINGS.timeoutMs);
        const change = parseChange(event.data);
        if (change) onChange(change);
      }),
    );
    current.addEventListener(
      'resync',
      live(() => {
        if (pinging) watch(REALTIME_TIMINGS.heartbeatMs + REALTIME_TIMINGS.timeoutMs);
        onReconnect?.();
      }),
    );
    current.addEventListener(
      'ping',
      live(() => {
        pinging = true;
        watch(REALTIME_TIMINGS.heartbeatMs + REALTIME_TIMINGS.timeoutMs);
      }),
    );
    current.addEventListener('error', live(reconnect));
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(watchdog);
    clearTimeout(retryTimer);
    source?.close();
    source = null;
  };
}

/** A postgres_changes message as supabase-js delivers it. */
export interface PostgresChangePayload {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  new: Partial<SavedReport>;
  old: Partial<SavedReport>;
}

export function toReportChange(payload: PostgresChangePayload): ReportChange | null {
  const id = payload.new.id ?? payload.old.id;
  if (typeof id !== 'string') return null;
  if (payload.eventType === 'DELETE') return { type: 'DELETE', id, report: null };
  return { type: payload.eventType, id, report: payload.new as SavedReport };
}

type ChannelStatus = 'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR';

/** What this module needs of a supabase-js client's realtime channels. */
export interface RealtimeChannelLike {
  on(
    type: 'postgres_changes',
    filter: { event: '*'; schema: string; table: string; filter: string },
    callback: (payload: PostgresChangePayload) => void,
  ): RealtimeChannelLike;
  subscribe(callback?: (status: `${ChannelStatus}`) => void): RealtimeChannelLike;
}

export interface RealtimeClientLike {
  channel(name: string): RealtimeChannelLike;
  removeChannel(channel: RealtimeChannelLike): Promise<unknown>;
}

/** Spec §7: the realtime subscription on the user's own rows of table reports, for inserts, updates and deletes. */
export function followHostedReports(client: RealtimeClientLike, userId: string, { onChange, onReconnect }: ReportsFeedHandlers): () => void {
  let dropped = false;
  const channel = client
    .channel(`reports:${userId}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'reports', filter: `user_id=eq.${userId}` }, (payload) => {
      const change = toReportChange(payload);
      if (change) onChange(change);
    })
    .subscribe((status) => {
      if (status !== 'SUBSCRIBED') dropped = true;
      else if (dropped) {
        dropped = false;
        onReconnect?.();
      }
    });
  return () => void client.removeChannel(channel);
}

export interface FollowReportsOptions extends ReportsFeedHandlers {
  gateway: AuthGateway;
  accessToken: string;
  userId: string;
  EventSourceImpl?: EventSourceConstructor;
}

/** Follows the user's reports over whichever channel the sign-in service implies. Returns the stop function. */
export function followReports({ gateway, accessToken, userId, EventSourceImpl, ...handlers }: FollowReportsOptions): () => void {
  if (gateway.kind !== 'supabase') return followEmbeddedReports({ accessToken, EventSourceImpl, ...handlers });
  let stop: (() => void) | null = null;
  let cancelled = false;
  // supabase-js stays out of the embedded build: the hosted gateway's module is loaded only here and in create-gateway.
  void import('./auth/supabase-gateway').then(({ getSupabaseClient }) => {
    const client = getSupabaseClient(gateway);
    if (!cancelled && client) stop = followHostedReports(client, userId, handlers);
  });
  return () => {
    cancelled = true;
    stop?.();
  };
}
