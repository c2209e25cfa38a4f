// API tests: the real app, built by createApp with the embedded adapters, over HTTP on a free port.

import type { AddressInfo } from 'node:net';
import { mkdtemp, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyDataset } from '../tests/fixtures/tiny-dataset';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { createLogger } from './http/logger';

let server: Server;
let db: Database;
let base: string;

beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'zonebrief-dist-'));
  // Over a kilobyte, so compression applies to it.
  await writeFile(path.join(dist, 'index.html'), `<!doctype html><title>ZoneBrief</title><p>${'zoning '.repeat(300)}</p>`);
  db = await openDatabase({ kind: 'pglite' });
  await migrate(db);
  const config = loadConfig({ NODE_ENV: 'test', CLIENT_DIST_DIR: dist });
  const app = createApp({ config, logger: createLogger('silent'), db, dataset: tinyDataset() });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.close();
});

// Answers are checked field by field below, so the body is left loosely typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function getJson(pathAndQuery: string, init?: RequestInit): Promise<{ status: number; body: Json; headers: Headers }> {
  const res = await fetch(`${base}${pathAndQuery}`, init);
  return { status: res.status, body: await res.json(), headers: res.headers };
}

describe('health', () => {
  it('when /healthz is asked, then it answers ok', async () => {
    expect(await getJson('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('when /readyz is asked and the database answers, then it says ready with the database and dataset', async () => {
    expect(await getJson('/readyz')).toMatchObject({ status: 200, body: { status: 'ready', database: 'pglite', dataset: 'tiny-v1' } });
  });
});

describe('GET /api/zoning/spatial-data', () => {
  it('when the point is on a parcel, then it answers zone and parcel', async () => {
    const { status, body } = await getJson('/api/zoning/spatial-data?lat=43.6515&lng=-79.3985');

    expect(status).toBe(200);
    expect(body.zone).toMatchObject({ base_zone: 'RD', zone_code: 'RD (f13.5; a510; d0.45) (x42)' });
    expect(body.parcel).toMatchObject({ parceli2: 'P-0001', address_full: '12 Euclid Ave', lot_area_ft2: 4305.6 });
    expect(body.former_bylaw_area).toBe(false);
    expect(body.dataset).toMatchObject({ id: 'tiny-v1', demo: true });
  });

  it.each([
    ['lng=-79.39', 'lat is required'],
    ['lat=&lng=-79.39', 'lat is required'],
    ['lat=43.65', 'lng is required'],
    ['lat=abc&lng=-79.39', 'lat must be a number (got "abc")'],
    ['lat=NaN&lng=-79.39', 'lat must be a number (got "NaN")'],
    ['lat=Infinity&lng=-79.39', 'lat must be a number (got "Infinity")'],
    ['lat=1e999&lng=-79.39', 'lat must be a finite number'],
    ['lat=91&lng=-79.39', 'lat must be between -90 and 90'],
    ['lat=43.65&lng=-181', 'lng must be between -180 and 180'],
    ['lat=43.65&lat=43.66&lng=-79.39', 'lat must be given once, as a number'],
    ['lat[x]=1&lng=-79.39', 'lat is required'],
  ])('when the query is %s, then it is a 400 saying "%s"', async (query, message) => {
    const { status, body } = await getJson(`/api/zoning/spatial-data?${query}`);

    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'invalid_query', message } });
  });

  it('when the point is outside Toronto, then it is a 404 outside_toronto', async () => {
    const { status, body } = await getJson('/api/zoning/spatial-data?lat=45.4215&lng=-75.6972');

    expect(status).toBe(404);
    expect(body.error.code).toBe('outside_toronto');
  });
});

describe('GET /api/parcel-by-point', () => {
  it('when the point is on a parcel, then it answers the parcel id and area', async () => {
    expect(await getJson('/api/parcel-by-point?lat=43.6515&lng=-79.3985')).toMatchObject({
      status: 200,
      body: { parceli2: 'P-0001', lot_area_ft2: 4305.6, lot_area_m2: 400 },
    });
  });

  it('when lng is missing, then it is a 400', async () => {
    expect((await getJson('/api/parcel-by-point?lat=43.6515')).status).toBe(400);
  });

  it('when it answers, then the answer names the dataset version it came from', async () => {
    expect((await getJson('/api/parcel-by-point?lat=43.6515&lng=-79.3985')).body.dataset).toEqual({ id: 'tiny-v1', version: '2025-07-14' });
  });
});

describe('errors and headers', () => {
  it('when an API path does not exist, then it is a JSON 404', async () => {
    expect(await getJson('/api/nope')).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
  });

  it('when a route that reads a body is sent one that is not valid JSON, then it is a 400 invalid_json', async () => {
    const { status, body } = await getJson('/api/auth/check-existing', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });

    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_json');
  });

  it('when any response is sent, then it carries a Content-Security-Policy and a request id', async () => {
    const { headers } = await getJson('/healthz');

    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when the caller sends a request id, then the same id comes back', async () => {
    const { headers } = await getJson('/healthz', { headers: { 'x-request-id': 'trace-12345678' } });
    expect(headers.get('x-request-id')).toBe('trace-12345678');
  });

  it('when a page route is asked for HTML, then the client app is served', async () => {
    const res = await fetch(`${base}/account/settings`, { headers: { accept: 'text/html' } });

    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>ZoneBrief</title>');
  });
});

describe('GET /api/payments-simple/products', () => {
  it('when asked, then it lists the single report at 49 CAD', async () => {
    const { body } = await getJson('/api/payments-simple/products');
    expect(body.products[0]).toMatchObject({ id: 'single-report', price_cad: 49, credits: 1 });
  });
});

describe('compression', () => {
  it('when a client file is asked for with gzip, then it comes compressed', async () => {
    const res = await fetch(`${base}/account/settings`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('when an API answer is asked for, then it is sent as is', async () => {
    const res = await fetch(`${base}/api/zoning/spatial-data?lat=43.6515&lng=-79.3985`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});
