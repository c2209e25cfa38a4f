// The look-ups answered ahead of Express: the same answers as Express's routes for them, header for header, and only
// the requests they are for.

import type { AddressInfo } from 'node:net';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyDataset } from '../../tests/fixtures/tiny-dataset';
import { PRODUCTION_LIKE_ENV } from '../../tests/support/server-process';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { createLogger } from '../http/logger';
import { createFastLookUps } from './fast-look-ups';
import type { SpatialBackend } from './spatial-backend';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request, headers and body as received (fetch would hide HEAD's and 304's details). */
function ask(server: Server, method: string, pathAndQuery: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: pathAndQuery, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function listening(server: Server): Promise<Server> {
  await new Promise((resolve) => server.once('listening', resolve));
  return server;
}

/** The headers that differ between any two answers (the time), or between connections. */
const comparable = ({ date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest }: IncomingHttpHeaders) => rest;

describe('look-ups ahead of Express', () => {
  let db: Database;
  let fast: Server;
  let expressOnly: Server;

  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite' });
    await migrate(db);
    // Production's headers (HSTS, upgrade-insecure-requests) are the ones compared.
    const config = loadConfig({ ...PRODUCTION_LIKE_ENV });
    const app = createApp({ config, logger: createLogger('silent'), db, dataset: tinyDataset() });
    fast = await listening(app.listen(0, '127.0.0.1'));
    expressOnly = await listening(createServer(app).listen(0, '127.0.0.1'));
  });

  afterAll(async () => {
    await Promise.all([fast, expressOnly].map((server) => new Promise((resolve) => server?.close(resolve))));
    await db?.close();
  });

  const paths = [
    '/api/zoning/spatial-data?lat=43.6515&lng=-79.3985',
    '/api/zoning/spatial-data?lng=-79.3985&lat=43.6515&extra=1',
    '/api/zoning/spatial-data?lat=43.6&lng=-79.9',
    '/api/zoning/spatial-data?lat=abc&lng=-79.39',
    '/api/zoning/spatial-data?lat=43.65&lat=43.66&lng=-79.39',
    '/api/zoning/spatial-data?lat[x]=1&lng=-79.39',
    '/api/zoning/spatial-data',
    '/api/zoning/spatial-data?lat=43.6515%00&lng=-79.3985',
    '/api/zoning/spatial-data/?lat=43.6515&lng=-79.3985',
    '/api/parcel-by-point?lat=43.6515&lng=-79.3985',
    '/api/parcel-by-point?lat=43.6&lng=-79.9',
    '/api/parcel-by-point?lat=91&lng=-79.39',
  ];

  it.each(paths.flatMap((path) => ['GET', 'HEAD'].map((method) => [method, path])))(
    'when %s %s is asked of both, then the answers are the same: status, headers and body',
    async (method, path) => {
      const headers = { 'X-Request-Id': 'parity-check-0001' };
      const [a, b] = await Promise.all([ask(fast, method, path, headers), ask(expressOnly, method, path, headers)]);
      expect(comparable(a.headers)).toEqual(comparable(b.headers));
      expect(a.status).toBe(b.status);
      expect(a.body).toBe(b.body);
    },
  );

  it('when a request holds the ETag of an earlier answer, then both answer 304 with the same headers', async () => {
    const path = paths[0]!;
    const { headers } = await ask(fast, 'GET', path);
    const conditional = { 'If-None-Match': String(headers.etag), 'X-Request-Id': 'parity-check-0002' };
    const [a, b] = await Promise.all([ask(fast, 'GET', path, conditional), ask(expressOnly, 'GET', path, conditional)]);
    expect(a.status).toBe(304);
    expect(comparable(a.headers)).toEqual(comparable(b.headers));
  });

  it('when no request id is sent, then each answer gets a new one', async () => {
    const [a, b] = await Promise.all([ask(fast, 'GET', paths[0]!), ask(fast, 'GET', paths[0]!)]);
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('createFastLookUps', () => {
  /** A server where the fast path answers what it takes and everything else is answered 599 "passed on". */
  async function serverWith(spatial: () => SpatialBackend, lines: string[] = []): Promise<Server> {
    const memory = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const fastPath = createFastLookUps({ spatial, securityHeaders: (res) => res.setHeader('X-Secure', 'yes'), logger: createLogger('info', memory) });
    return listening(
      createServer((req, res) => {
        if (fastPath(req, res)) return;
        res.statusCode = 599;
        res.end('passed on');
      }).listen(0, '127.0.0.1'),
    );
  }

  const failing = (error: unknown) => (): SpatialBackend => ({ spatialData: () => Promise.reject(error) }) as unknown as SpatialBackend;

  it.each([
    ['POST', '/api/zoning/spatial-data?lat=43.65&lng=-79.39'],
    ['PUT', '/api/parcel-by-point?lat=43.65&lng=-79.39'],
    ['GET', '/api/zoning/spatial-data/?lat=43.65&lng=-79.39'],
    ['GET', '/API/zoning/spatial-data?lat=43.65&lng=-79.39'],
    ['GET', '/api/zoning/spatial-data?lat=43.65%00&lng=-79.39'],
    ['GET', '/api/dataset'],
    ['GET', '/api/geocode?q=1'],
  ])('when %s %s arrives, then it is passed on to Express', async (method, path) => {
    const server = await serverWith(failing(new Error('not to be asked')));
    try {
      expect(await ask(server, method, path)).toMatchObject({ status: 599, body: 'passed on' });
    } finally {
      server.close();
    }
  });

  it('when the look-up fails unexpectedly, then it answers 500 internal_error with the headers and logs the failure with the request id', async () => {
    const lines: string[] = [];
    const server = await serverWith(failing(new Error('disk gone')), lines);
    try {
      const answer = await ask(server, 'GET', '/api/zoning/spatial-data?lat=43.65&lng=-79.39', { 'X-Request-Id': 'failing-look-up-01' });
      expect(answer.status).toBe(500);
      expect(JSON.parse(answer.body)).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } });
      expect(answer.headers).toMatchObject({ 'x-secure': 'yes', 'x-request-id': 'failing-look-up-01' });
      for (let i = 0; i < 50 && lines.length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; reqId: string; status?: number });
      expect(logged).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ msg: 'unhandled error', reqId: 'failing-look-up-01' }),
          expect.objectContaining({ msg: 'request failed', reqId: 'failing-look-up-01', status: 500 }),
        ]),
      );
    } finally {
      server.close();
    }
  });
});
