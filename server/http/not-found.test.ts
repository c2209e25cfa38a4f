// Unknown paths over HTTP through the real app: each answers a JSON 404 that names the request as it came, whatever the
// method and whichever mount (/api, /data, /dev) it fell through; none is answered by the client app's HTML.

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthTestApp, type AuthTestApp } from '../../tests/support/auth-test-app';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'n'.repeat(40),
  PUBLIC_URL: 'https://zonebrief.example',
  STRIPE_SECRET_KEY: 'sk_test_not_found',
  STRIPE_WEBHOOK_SECRET: 'whsec_not_found',
  SMTP_URL: 'smtp://127.0.0.1:9',
};

let db: Database;
let development: AuthTestApp;
let production: AuthTestApp;

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
  await migrate(db);
  development = await startAuthTestApp(db);
  production = await startAuthTestApp(db, { env: PRODUCTION_ENV });
  for (const app of [development, production]) {
    await mkdir(path.join(app.dataDir, 'dist'), { recursive: true });
    await writeFile(path.join(app.dataDir, 'dist', 'index.html'), '<!doctype html><title>ZoneBrief</title><div id="root"></div>');
  }
});

afterAll(async () => {
  await development.close();
  await production.close();
  await db.close();
});

async function answer(app: AuthTestApp, method: string, pathAndQuery: string, headers: Record<string, string> = {}, body?: string) {
  const res = await fetch(`${app.base}${pathAndQuery}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text };
}

describe('an unknown /api path', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])(
    'when it is asked with %s, then the 404 names the method and the whole path with its query',
    async (method) => {
      const { status, type, text } = await answer(development, method, '/api/nope/deeper?x=1&y=two');

      expect(status).toBe(404);
      expect(type).toMatch(/^application\/json/);
      expect(JSON.parse(text)).toEqual({ error: { code: 'not_found', message: `No route for ${method} /api/nope/deeper?x=1&y=two` } });
    },
  );

  it.each([
    ['malformed JSON', '{"email": '],
    ['a JSON body over the 100 kB limit', JSON.stringify({ email: 'x'.repeat(120_000) })],
  ])('when it is sent %s, then it is the same 404: the body is judged only by a route that reads it', async (_, body) => {
    const { status, text } = await answer(development, 'POST', '/api/nope', { 'content-type': 'application/json' }, body);

    expect(status).toBe(404);
    expect(JSON.parse(text)).toEqual({ error: { code: 'not_found', message: 'No route for POST /api/nope' } });
  });

  it.each([
    ['malformed JSON', '{"email": ', 400, 'invalid_json'],
    ['a JSON body over the 100 kB limit', JSON.stringify({ email: 'x'.repeat(120_000) }), 413, 'payload_too_large'],
  ])('when a route that reads the body is sent %s, then it says so', async (_, body, wanted, code) => {
    const { status, text } = await answer(development, 'POST', '/api/auth/check-existing', { 'content-type': 'application/json' }, body);

    expect(status).toBe(wanted);
    expect(JSON.parse(text).error.code).toBe(code);
  });

  it('when it is asked with HEAD, then it is a 404 with no body', async () => {
    const { status, text } = await answer(development, 'HEAD', '/api/nope');

    expect(status).toBe(404);
    expect(text).toBe('');
  });

  it('when it is asked for HTML, then it is still the JSON 404, not the client app', async () => {
    const { status, text } = await answer(development, 'GET', '/api/reports/unknown/deeper', { accept: 'text/html' });

    expect(status).toBe(404);
    expect(JSON.parse(text).error.message).toBe('No route for GET /api/reports/unknown/deeper');
  });

  it('when the path is /api itself, then the 404 names /api', async () => {
    const { status, text } = await answer(development, 'GET', '/api?probe=1');

    expect(status).toBe(404);
    expect(JSON.parse(text).error.message).toBe('No route for GET /api?probe=1');
  });

  it('when a path of the area-pack mount is unknown, then the 404 names it whole', async () => {
    const { status, text } = await answer(development, 'GET', '/api/area-pack/nope/more?v=2');

    expect(status).toBe(404);
    expect(JSON.parse(text).error.message).toBe('No route for GET /api/area-pack/nope/more?v=2');
  });
});

describe('unknown paths under the other mounts', () => {
  it.each([
    ['/data/nope', 'No route for GET /data/nope'],
    ['/data/nope.json?v=3', 'No route for GET /data/nope.json?v=3'],
    ['/dev/nope?to=a', 'No route for GET /dev/nope?to=a'],
  ])('when %s is asked for a page, then it is a JSON 404 saying "%s", not the client app', async (pathAndQuery, message) => {
    const { status, type, text } = await answer(development, 'GET', pathAndQuery, { accept: 'text/html' });

    expect(status).toBe(404);
    expect(type).toMatch(/^application\/json/);
    expect(JSON.parse(text)).toEqual({ error: { code: 'not_found', message } });
  });

  it('when production is asked for the mailbox, then the 404 names /dev/mailbox whole', async () => {
    const { status, text } = await answer(production, 'GET', '/dev/mailbox?to=someone%40example.com');

    expect(status).toBe(404);
    expect(JSON.parse(text).error.message).toBe('No route for GET /dev/mailbox?to=someone%40example.com');
  });

  it('when a file the client build does not have is asked for, then the 404 names its path and query', async () => {
    const { status, text } = await answer(development, 'GET', '/assets/missing-abc.js?v=1');

    expect(status).toBe(404);
    expect(JSON.parse(text).error.message).toBe('No route for GET /assets/missing-abc.js?v=1');
  });
});
