// For tests: a local HTTP server that answers POST /v1/chat/completions the way an OpenAI-compatible API does, records
// what it was sent, and can be told to fail, stall, answer nothing or answer late.

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeChatBehaviour = { kind: 'answer'; content: string; /** Waits this long before answering. */ delayMs?: number } | { kind: 'error'; status: number } | { kind: 'stall' };

export interface FakeChatServer {
  /** The base URL to use as LLM_BASE_URL (ends in /v1). */
  baseUrl: string;
  requests: { path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }[];
  behave(behaviour: FakeChatBehaviour): void;
  close(): Promise<void>;
}

export async function startFakeChatServer(): Promise<FakeChatServer> {
  let behaviour: FakeChatBehaviour = { kind: 'answer', content: 'A narrative.' };
  const requests: FakeChatServer['requests'] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    requests.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown> });
    if (behaviour.kind === 'stall') return; // never answers; the client's timeout has to end it
    if (behaviour.kind === 'error') {
      res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model overloaded' } }));
      return;
    }
    const { content, delayMs } = behaviour;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const answer = { id: 'chatcmpl-fake', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    behave: (next) => void (behaviour = next),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
