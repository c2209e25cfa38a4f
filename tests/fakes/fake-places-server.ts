// A local stand-in for the Places API (New) for tests: records each request and answers as the test says.

import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A status and JSON body to answer with, or 'hang' to never answer (a timeout). */
export type FakeAnswer = { status: number; body: unknown } | 'hang';

export interface FakePlacesServer {
  baseUrl: string;
  requests: RecordedRequest[];
  answerWith(answer: FakeAnswer): void;
  close(): Promise<void>;
}

export async function startFakePlacesServer(initial: FakeAnswer = { status: 200, body: {} }): Promise<FakePlacesServer> {
  const requests: RecordedRequest[] = [];
  let answer = initial;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Recorded as text: the test's assertion will show what came.
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answerWith(next) {
      answer = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A place as the Places API (New) returns it with our field mask. */
export function googlePlace(id: string, name: string, address: string, latitude: number, longitude: number): unknown {
  return { id, displayName: { text: name, languageCode: 'en' }, formattedAddress: address, location: { latitude, longitude } };
}
