// For tests only: saved-report rows, an EventSource stand-in (jsdom has none) whose streams a test drives, a stub of
// POST /api/analysis answers, and a catcher for the files a page hands to the browser as downloads.
import { vi } from 'vitest';
import type { SavedReport } from '../../src/lib/api/reports';
import type { EventSourceConstructor, EventSourceLike } from '../../src/platform/reports-live';

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
    // As a report made before points were kept; a test that needs the place passes it.
    lat: null,
    lng: null,
    parcel_id: null,
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

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs fetch with POST /api/analysis answers in turn; returns the Idempotency-Key of each request, as sent. */
export function stubAnalysisReplies(replies: (() => Response)[]): string[] {
  const keys: string[] = [];
  vi.stubGlobal('fetch', async (_input: string, init?: RequestInit) => {
    keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
    return replies.shift()?.() ?? jsonResponse({ error: { code: 'unexpected', message: 'no reply set' } }, 500);
  });
  return keys;
}

export interface DownloadCatcher {
  /** The files handed to the browser as downloads: the link's href and download name. */
  downloads: { href: string; download: string }[];
  /** window.location.assign, which a download must never fall back to. */
  assign: ReturnType<typeof vi.fn>;
  /** Puts URL's object-URL functions back (vi.restoreAllMocks and vi.unstubAllGlobals undo the rest). */
  restore(): void;
}

/** Object URLs and <a download> clicks recorded instead of performed, and location.assign stubbed. */
export function catchDownloads(): DownloadCatcher {
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  const downloads: DownloadCatcher['downloads'] = [];
  const assign = vi.fn();
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zonebrief/1'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) downloads.push({ href: this.href, download: this.download });
  });
  vi.stubGlobal('location', { origin: window.location.origin, href: window.location.href, assign });
  return { downloads, assign, restore: () => void Object.assign(URL, original) };
}
