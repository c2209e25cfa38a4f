// Request logging: one line per request, with credentials in the query string never written.

import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createLogger, redactedUrl, requestLogging } from './logger';

/** Requests one path through an app that logs at debug into memory; the request lines written. */
async function loggedUrls(pathAndQuery: string): Promise<string[]> {
  const lines: string[] = [];
  const memory = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = express();
  app.use(requestLogging(createLogger('debug', memory)));
  app.get('/{*rest}', (_req, res) => void res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${pathAndQuery}`)).text();
    // The line is written on 'finish', which may come a moment after the client has the answer.
    for (let i = 0; i < 50 && lines.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return lines.map((line) => (JSON.parse(line) as { url: string }).url);
}

describe('request logging', () => {
  it('when a request carries ?access_token=, then its line shows the URL with the value redacted and the rest kept', async () => {
    const urls = await loggedUrls('/api/reports/events?access_token=abc&x=1');

    expect(urls).toEqual(['/api/reports/events?access_token=%5Bredacted%5D&x=1']);
    expect(urls.join()).not.toContain('abc');
  });

  it('when e-mail link tokens, auth codes and download signatures travel in the query, then none is logged', async () => {
    const urls = await loggedUrls('/api/auth/local/verify?token=t0ken&type=signup&code=c0de&sig=5ig');

    expect(urls).toEqual(['/api/auth/local/verify?token=%5Bredacted%5D&type=signup&code=%5Bredacted%5D&sig=%5Bredacted%5D']);
  });

  it('when a stream ticket, a refresh token or a password travels in the query, then none is logged', async () => {
    const urls = await loggedUrls('/api/reports/events?ticket=t1cket&refresh_token=r3fresh&password=pa55&x=1');

    expect(urls).toEqual(['/api/reports/events?ticket=%5Bredacted%5D&refresh_token=%5Bredacted%5D&password=%5Bredacted%5D&x=1']);
  });
});

describe('request logging of a stream', () => {
  it('when the client goes before the answer ends (an event stream), then the line is still written, marked closedEarly, without the ticket', async () => {
    const lines: { url: string; status: number; closedEarly?: boolean }[] = [];
    const memory = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean).map((line) => JSON.parse(line) as (typeof lines)[number]));
        done();
      },
    });
    const app = express();
    app.use(requestLogging(createLogger('debug', memory)));
    app.get('/stream', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(': connected\n\n');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const abort = new AbortController();
      await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/stream?ticket=t1cket`, { signal: abort.signal });
      abort.abort();
      for (let i = 0; i < 100 && lines.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }

    expect(lines).toMatchObject([{ url: '/stream?ticket=%5Bredacted%5D', status: 200, closedEarly: true }]);
  });
});

describe('request logging above debug (production)', () => {
  /** Asks each path of an app logging at `level` into memory; the lines written. */
  async function linesAt(level: string, paths: string[], route: express.RequestHandler): Promise<Record<string, unknown>[]> {
    const lines: Record<string, unknown>[] = [];
    const memory = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>));
        done();
      },
    });
    const app = express();
    app.use(requestLogging(createLogger(level, memory)));
    app.get('/{*rest}', route);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      for (const path of paths) await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`)).text();
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    return lines;
  }

  it('when the logger is at info, then an answered request writes no line and a 5xx writes its request-failed line, URL redacted', async () => {
    const lines = await linesAt('info', ['/fine?x=1', '/broken?token=t0ken'], (req, res) => {
      res.status(req.path === '/broken' ? 503 : 200).send('answer');
    });

    expect(lines).toMatchObject([{ msg: 'request failed', url: '/broken?token=%5Bredacted%5D', status: 503, level: 50 }]);
    expect(lines[0]?.reqId).toEqual(expect.any(String));
  });

  it("when a route logs through req.log, then the line carries the request's id, the one it sent back", async () => {
    let sentId = '';
    const lines = await linesAt('info', ['/work'], (req, res) => {
      req.log.info({ step: 'done' }, 'route line');
      sentId = req.id;
      res.send('ok');
    });

    expect(lines).toMatchObject([{ msg: 'route line', step: 'done', reqId: sentId }]);
    expect(sentId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when a route replaces req.log, then its lines go through the logger it set', async () => {
    const lines = await linesAt('info', ['/work'], (req, res) => {
      req.log = req.log.child({ area: 'payments' });
      req.log.warn('replaced');
      res.send('ok');
    });

    expect(lines).toMatchObject([{ msg: 'replaced', area: 'payments', reqId: expect.any(String) }]);
  });
});

describe('redactedUrl', () => {
  it('when a URL has no credential parameter, then it is unchanged', () => {
    expect(redactedUrl('/api/reports?page=2&user=x')).toBe('/api/reports?page=2&user=x');
    expect(redactedUrl('/healthz')).toBe('/healthz');
  });

  it('when a credential name is encoded, repeated or has no value, then every occurrence is redacted', () => {
    expect(redactedUrl('/login?%63ode=a&code=b&Token')).toBe('/login?%63ode=%5Bredacted%5D&code=%5Bredacted%5D&Token=%5Bredacted%5D');
  });
});
