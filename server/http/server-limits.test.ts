// Node's timeouts on the server app.listen makes: SERVER_LIMITS unless told otherwise, and, with lowered limits over raw
// sockets, a request whose headers or body stall is answered 408 and closed while others are served, and a response
// that lasts (an event stream) is not cut.

import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpSession, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../../tests/support/auth-test-app';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { SERVER_LIMITS, type ServerLimits } from './server-limits';

/**
 * Low, but not so low that a busy machine's pause between accepting a connection and reading it (the app and the test
 * share one event loop) runs into the headers timeout before the headers are read.
 */
const LIMITS: ServerLimits = { headersTimeoutMs: 1_000, requestTimeoutMs: 1_500, keepAliveTimeoutMs: 5_000, checkIntervalMs: 50 };
/** A generous bound: Node closes a stalled request within its timeout plus one check interval. */
const BOUND = 5;

let db: Database;
let app: AuthTestApp;

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
  await migrate(db);
  app = await startAuthTestApp(db, { deps: { serverLimits: LIMITS } });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

/** Writes `bytes` on a new connection and never more; resolves with what came back and when the server closed it. */
function stall(bytes: string): { closed: Promise<{ received: string; error: string | undefined; ms: number }> } {
  const { port } = new URL(app.base);
  const started = performance.now();
  const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes));
  let received = '';
  let error: string | undefined;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  // A reset rather than a close shows in the assertions on what was received, not as an uncaught error.
  socket.on('error', (cause: Error) => (error = cause.message));
  return { closed: new Promise((resolve) => socket.once('close', () => resolve({ received, error, ms: performance.now() - started }))) };
}

describe('the server’s timeouts', () => {
  it('when a body stops short of its Content-Length, then the request is answered 408 and closed within the request timeout, while a GET meanwhile answers 200', async () => {
    const slow = stall('POST /api/analysis HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"lat":');

    const meanwhile = await fetch(`${app.base}/healthz`);
    const { received, error, ms } = await slow.closed;

    expect(meanwhile.status).toBe(200);
    expect({ received, error }).toEqual({ received: expect.stringMatching(/^HTTP\/1\.1 408 Request Timeout\r\nConnection: close\r\n/), error: undefined });
    expect(ms).toBeLessThan(BOUND * LIMITS.requestTimeoutMs);
  });

  it('when headers never end, then the request is answered 408 and closed within the headers timeout, while a GET meanwhile answers 200', async () => {
    const slow = stall('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');

    const meanwhile = await fetch(`${app.base}/healthz`);
    const { received, error, ms } = await slow.closed;

    expect(meanwhile.status).toBe(200);
    expect({ received, error }).toEqual({ received: expect.stringMatching(/^HTTP\/1\.1 408 Request Timeout\r\n/), error: undefined });
    expect(ms).toBeLessThan(BOUND * LIMITS.headersTimeoutMs);
  });

  it('when an event stream stays open past the request timeout, then it is not cut: the timeout is for receiving the request', async () => {
    const { access_token: token } = await signedUpSession(app, uniqueEmail('limits'));
    const { body: ticket } = await app.call('POST', '/api/reports/events/ticket', { token });
    let closedEarly = false;
    const { port } = new URL(app.base);
    const stream = request({ host: '127.0.0.1', port, path: `/api/reports/events?ticket=${encodeURIComponent((ticket as { ticket: string }).ticket)}` });
    const opened = new Promise<number>((resolve) => {
      stream.on('response', (res) => {
        res.once('data', () => resolve(res.statusCode ?? 0));
        res.on('close', () => (closedEarly = true));
      });
    });
    stream.end();
    expect(await opened).toBe(200);

    // Past the request timeout and many of Node's checks: a stream it timed would be closed by now.
    await new Promise((resolve) => setTimeout(resolve, 2 * LIMITS.requestTimeoutMs));

    expect(closedEarly).toBe(false);
    stream.destroy();
  });
});

describe('the server’s limits by default', () => {
  it('when createApp is given no limits (server/index.ts gives none), then its server keeps idle connections for SERVER_LIMITS’ keep-alive', async () => {
    const plain = await startAuthTestApp(db);
    try {
      const res = await fetch(`${plain.base}/healthz`);

      expect(res.headers.get('keep-alive')).toBe(`timeout=${SERVER_LIMITS.keepAliveTimeoutMs / 1000}`);
    } finally {
      await plain.close();
    }
  });
});
