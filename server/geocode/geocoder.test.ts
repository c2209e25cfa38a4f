import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addressFixture } from '../../tests/fixtures/address-fixture';
import { googlePlace, startFakePlacesServer, type FakePlacesServer } from '../../tests/fakes/fake-places-server';
import { createGeocoder } from './geocoder';

let fake: FakePlacesServer;
let logged: string[];

/** A real logger whose lines the test can read. */
function capturingLogger() {
  logged = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString('utf8'));
      done();
    },
  });
  return pino({ level: 'warn' }, sink);
}

beforeEach(async () => {
  fake = await startFakePlacesServer();
});

afterEach(async () => {
  await fake.close();
});

const dataset = { addresses: addressFixture() };

function googleGeocoder(timeoutMs?: number) {
  const config = { GOOGLE_MAPS_API_KEY: 'secret-key', GOOGLE_PLACES_BASE_URL: fake.baseUrl };
  return createGeocoder(config, dataset, capturingLogger(), { timeoutMs });
}

describe('createGeocoder', () => {
  it('when no Google key is configured, then the gazetteer answers', async () => {
    const geocoder = createGeocoder({ GOOGLE_MAPS_API_KEY: undefined, GOOGLE_PLACES_BASE_URL: undefined }, dataset, capturingLogger());

    const answer = await geocoder.geocode('100 queen st w');

    expect(geocoder.kind).toBe('gazetteer');
    expect(answer.source).toBe('gazetteer');
    expect(answer.results[0]?.display_name).toBe('Toronto City Hall, 100 Queen St W, Toronto, ON');
    expect(fake.requests).toHaveLength(0);
  });

  it('when a Google key is configured and Google finds places, then Google answers', async () => {
    fake.answerWith({ status: 200, body: { places: [googlePlace('g1', 'CN Tower', '290 Bremner Blvd, Toronto, ON M5V 3L9, Canada', 43.64, -79.39)] } });
    const geocoder = googleGeocoder();

    const answer = await geocoder.geocode('cn tower');

    expect(geocoder.kind).toBe('google places');
    expect(answer).toMatchObject({ source: 'google', results: [{ place_id: 'g1', is_google_result: true }] });
  });

  it('when Google answers 500, then the landmark list answers and the failure is logged without the key', async () => {
    fake.answerWith({ status: 500, body: { error: { status: 'INTERNAL' } } });

    const answer = await googleGeocoder().geocode('city hall');

    expect(answer).toEqual({
      source: 'landmarks',
      results: [expect.objectContaining({ display_name: 'Toronto City Hall, 100 Queen St W, Toronto, ON', is_google_result: false })],
    });
    expect(logged.join('')).toContain('Google Places answered HTTP 500 INTERNAL');
    expect(logged.join('')).not.toContain('secret-key');
  });

  it('when Google does not answer in time, then the landmark list answers', async () => {
    fake.answerWith('hang');

    const answer = await googleGeocoder(100).geocode('cn tower');

    expect(answer.source).toBe('landmarks');
    expect(answer.results.map((r) => r.display_name)).toEqual(['CN Tower, 290 Bremner Blvd, Toronto, ON']);
    expect(logged.join('')).toContain('did not answer within 100 ms');
  });

  it('when Google finds nothing, then the landmark list is searched by address too', async () => {
    const answer = await googleGeocoder().geocode('290 bremner blvd');

    expect(answer).toMatchObject({ source: 'landmarks', results: [{ display_name: 'CN Tower, 290 Bremner Blvd, Toronto, ON' }] });
  });

  it('when Google fails and no landmark matches, then the answer is an empty landmark list', async () => {
    fake.answerWith({ status: 503, body: {} });

    expect(await googleGeocoder().geocode('12 euclid ave')).toEqual({ source: 'landmarks', results: [] });
  });
});
