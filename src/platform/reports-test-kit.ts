// For tests only: saved-report rows, and an EventSource stand-in (jsdom has none) whose streams a test drives.
import type { SavedReport } from '../lib/api/reports';
import type { EventSourceConstructor, EventSourceLike } from './reports-live';

export function savedReport(overrides: Partial<SavedReport> = {}): SavedReport {
  const id = overrides.id ?? '3f2a9c10-0000-4000-8000-000000000001';
  return {
    id,
    user_id: 'user-1',
    report_id: `ZP-${id.slice(0, 8)}`,
    address: '100 Queen St W',
    zone_code: 'CR 3.0 (c2.0; r2.5) SS2 (x345)',
    created_at: '2026-03-01T12:00:00Z',
    pdf_path: `user-1/${id}.pdf`,
    ...overrides,
  };
}

export interface FakeStream extends EventSourceLike {
  readonly url: string;
  readonly closed: boolean;
  /** Delivers an event of `type` ('open', 'error', 'change', 'ping') to the stream's listeners. */
  emit(type: string, data?: unknown): void;
}

export function createFakeEventSources(): { EventSourceImpl: EventSourceConstructor; streams: FakeStream[] } {
  const streams: FakeStream[] = [];
  class FakeEventSource implements FakeStream {
    closed = false;
    private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
    constructor(readonly url: string) {
      streams.push(this);
    }
    addEventListener(type: string, listener: (event: MessageEvent) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    close() {
      this.closed = true;
    }
    emit(type: string, data?: unknown) {
      const event = new MessageEvent(type, { data: data === undefined ? undefined : JSON.stringify(data) });
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    }
  }
  return { EventSourceImpl: FakeEventSource, streams };
}
