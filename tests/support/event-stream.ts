// For tests: GET /api/reports/events read as text as it arrives, and the changes in it.

export interface OpenEventStream {
  res: Response;
  text(): string;
  /** Resolves once the text received so far matches. */
  waitFor(pattern: RegExp): Promise<void>;
  /** Resolves when the server ends the stream (never when close() aborts it). */
  endedByServer: Promise<void>;
  close(): Promise<void>;
}

/** Opens the stream at url (a ticket in its query) and keeps reading it until close(). */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<OpenEventStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  let text = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  let serverEnded = () => {};
  const endedByServer = new Promise<void>((resolve) => (serverEnded = resolve));
  const reading = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return serverEnded();
        text += value;
        for (const waiter of waiters.filter((w) => w.pattern.test(text))) waiter.resolve();
      }
    } catch {
      // aborted
    }
  })();
  return {
    res,
    endedByServer,
    text: () => text,
    waitFor: (pattern) => (pattern.test(text) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ pattern, resolve }))),
    close: async () => {
      abort.abort();
      await reading;
    },
  };
}

/** The ReportChange objects of the `event: change` messages in a stream's text. */
export function changesIn(text: string): { type: string; id: string; report: { id: string } | null }[] {
  return [...text.matchAll(/event: change\ndata: (.+)\n\n/g)].map((match) => JSON.parse(match[1]!));
}
