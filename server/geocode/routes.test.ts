// API tests for GET /api/geocode: the real app from createApp, over HTTP on a free port.

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeocodeAnswer } from '../../src/lib/api/geocode';
import type { Dataset } from '../../src/lib/spatial/schema';
import { partialCityDataset } from '../../tests/fixtures/partial-city-dataset';
import { tinyDataset } from '../../tests/fixtures/tiny-dataset';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createLogger } from '../http/logger';
import { addressFixture } from '../../tests/fixtures/address-fixture';
import { googlePlace, startFakePlacesServer, type FakePlacesServer } from '../../tests/fakes/fake-places-server';

let db: Database;
let fake: FakePlacesServer;
const servers: Server[] = [];

async function startApp(env: Record<string, string>): Promise<string> {
  return startAppOn(env, { ...tinyDataset(), addresses: addressFixture() });
}

async function startAppOn(env: Record<string, string>, dataset: Dataset): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const server = createApp({ config, logger: createLogger('silent'), db, dataset }).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let gazetteerBase: string;
let googleBase: string;

beforeAll(async () => {
  // No query here touches the database; createApp only needs one to exist.
  db = await openDatabase({ kind: 'pglite' });
  fake = await startFakePlacesServer();
  gazetteerBase = await startApp({});
  googleBase = await startApp({ GOOGLE_MAPS_API_KEY: 'test-key', GOOGLE_PLACES_BASE_URL: fake.baseUrl });
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await fake.close();
  await db.close();
});

/** A success or an error body; each test reads the half it expects. */
type Body = Partial<GeocodeAnswer> & { error?: { code: string; message: string } };

async function get(base: string, pathAndQuery: string) {
  const res = await fetch(`${base}${pathAndQuery}`);
  return { status: res.status, body: (await res.json()) as Body, cacheControl: res.headers.get('cache-control') };
}

describe('GET /api/geocode without Google', () => {
  it('when the query is an address, then the gazetteer answers it first, cacheable for five minutes', async () => {
    const { status, body, cacheControl } = await get(gazetteerBase, '/api/geocode?q=100%20queen%20st%20w');

    expect(status).toBe(200);
    expect(body.source).toBe('gazetteer');
    expect(body.results?.[0]).toMatchObject({ display_name: 'Toronto City Hall, 100 Queen St W, Toronto, ON', is_google_result: false });
    expect(cacheControl).toBe('public, max-age=300');
  });

  it('when it answers, from the gazetteer or from Google, then the answer names the dataset version the server serves', async () => {
    fake.answerWith({ status: 200, body: { places: [googlePlace('g1', 'CN Tower', '290 Bremner Blvd, Toronto, ON M5V 3L9, Canada', 43.64, -79.39)] } });
    for (const base of [gazetteerBase, googleBase]) {
      expect((await get(base, '/api/geocode?q=100%20queen%20st%20w')).body.dataset).toEqual({ id: 'tiny-v1', version: '2025-07-14' });
    }
  });

  it('when nothing matches, then it is a 200 with no results', async () => {
    expect(await get(gazetteerBase, '/api/geocode?q=zzzz')).toMatchObject({ status: 200, body: { results: [], source: 'gazetteer' } });
  });

  it('when the dataset has its address points, then every answer says they are loaded', async () => {
    expect((await get(gazetteerBase, '/api/geocode?q=zzzz')).body.addresses).toBe('loaded');
  });

  it('when the dataset was imported without address points, then its empty answer says they are not loaded', async () => {
    const base = await startAppOn({}, partialCityDataset(['addresses']));
    expect(await get(base, '/api/geocode?q=100%20queen%20st%20w')).toMatchObject({ status: 200, body: { results: [], source: 'gazetteer', addresses: 'not-loaded' } });
  });

  it('when the query has spaces around it, then they are ignored', async () => {
    const { body } = await get(gazetteerBase, '/api/geocode?q=%20%20city%20hall%20%20');

    expect(body.results?.map((r) => r.display_name)).toEqual(['Toronto City Hall, 100 Queen St W, Toronto, ON']);
  });

  it.each([
    ['', 'q is required: type at least 2 characters to search'],
    ['?q=', 'Type at least 2 characters to search'],
    ['?q=a', 'Type at least 2 characters to search'],
    ['?q=%20a%20%20', 'Type at least 2 characters to search'],
    [`?q=${'a'.repeat(201)}`, 'Search text is too long: use at most 200 characters (got 201)'],
    ['?q=city&q=hall', 'q must be given once, as text'],
    ['?q[x]=city', 'q is required: type at least 2 characters to search'],
  ])('when the query string is "%s", then it is a 400 saying "%s"', async (query, message) => {
    expect(await get(gazetteerBase, `/api/geocode${query}`)).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_query', message } },
    });
  });

  it('when the query is exactly 200 characters, then it is searched', async () => {
    expect((await get(gazetteerBase, `/api/geocode?q=${'a'.repeat(200)}`)).status).toBe(200);
  });

  it('when the query is two characters outside the Basic Latin range, then it is searched', async () => {
    expect((await get(gazetteerBase, `/api/geocode?q=${encodeURIComponent('🏠🏠')}`)).status).toBe(200);
  });

  it.each(['constructor', '10 Constructor St', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '1 valueOf Ave constructor'])(
    'when the query is "%s", a name every object has, then it is searched like any word: 200, no results',
    async (q) => {
      expect(await get(gazetteerBase, `/api/geocode?q=${encodeURIComponent(q)}`)).toMatchObject({ status: 200, body: { results: [] } });
    },
  );
});

describe('GET /api/geocode with Google', () => {
  it('when Google finds the place, then its answer is passed on', async () => {
    fake.answerWith({ status: 200, body: { places: [googlePlace('g1', 'CN Tower', '290 Bremner Blvd, Toronto, ON M5V 3L9, Canada', 43.64, -79.39)] } });

    const { status, body } = await get(googleBase, '/api/geocode?q=cn%20tower');

    expect(status).toBe(200);
    expect(body).toMatchObject({ source: 'google', results: [{ place_id: 'g1', highlighted_name: 'CN Tower', is_google_result: true }] });
    expect(fake.requests.at(-1)?.body).toMatchObject({ textQuery: 'cn tower' });
  });

  it('when Google fails, then the landmark list answers and the answer is not cached', async () => {
    fake.answerWith({ status: 500, body: {} });

    const { status, body, cacheControl } = await get(googleBase, '/api/geocode?q=city%20hall');

    expect(status).toBe(200);
    expect(body).toMatchObject({ source: 'landmarks', results: [{ display_name: 'Toronto City Hall, 100 Queen St W, Toronto, ON' }] });
    expect(cacheControl).toBe('no-store');
  });

  it('when the query is too short, then Google is not asked', async () => {
    const before = fake.requests.length;

    expect((await get(googleBase, '/api/geocode?q=c')).status).toBe(400);
    expect(fake.requests).toHaveLength(before);
  });
});
