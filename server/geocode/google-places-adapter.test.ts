import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { googlePlace, startFakePlacesServer, type FakePlacesServer } from '../../tests/fakes/fake-places-server';
import { createGooglePlaces, GooglePlacesError } from './google-places-adapter';

let fake: FakePlacesServer;

beforeEach(async () => {
  fake = await startFakePlacesServer();
});

afterEach(async () => {
  await fake.close();
});

const CN_TOWER = googlePlace('ChIJmzrzi9Y0K4gRgXUc3sTY7RU', 'CN Tower', '290 Bremner Blvd, Toronto, ON M5V 3L9, Canada', 43.6425662, -79.3870568);

describe('createGooglePlaces searchText', () => {
  it('when it searches, then it POSTs a text search with the key, the field mask and the Toronto bias', async () => {
    await createGooglePlaces({ apiKey: 'test-key', baseUrl: fake.baseUrl }).searchText('cn tower');

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/places:searchText' });
    expect(request?.headers).toMatchObject({
      'x-goog-api-key': 'test-key',
      'x-goog-fieldmask': 'places.id,places.displayName,places.formattedAddress,places.location',
      'content-type': 'application/json',
    });
    expect(request?.body).toEqual({
      textQuery: 'cn tower',
      locationBias: { circle: { center: { latitude: 43.7, longitude: -79.4 }, radius: 20000 } },
      regionCode: 'ca',
      maxResultCount: 10,
    });
  });

  it('when Google finds places, then each becomes a Google result with its name, address and point', async () => {
    fake.answerWith({ status: 200, body: { places: [CN_TOWER] } });

    const results = await createGooglePlaces({ apiKey: 'k', baseUrl: fake.baseUrl }).searchText('cn tower');

    expect(results).toEqual([{
      place_id: 'ChIJmzrzi9Y0K4gRgXUc3sTY7RU',
      display_name: 'CN Tower, 290 Bremner Blvd, Toronto, ON M5V 3L9, Canada',
      lat: 43.6425662,
      lng: -79.3870568,
      highlighted_name: 'CN Tower',
      is_google_result: true,
      place_name: 'CN Tower',
    }]);
  });

  it('when the place name is its address, then the address is not repeated', async () => {
    fake.answerWith({ status: 200, body: { places: [googlePlace('p1', '100 Queen St W', '100 Queen St W, Toronto, ON M5H 2N2, Canada', 43.65, -79.38)] } });

    const [result] = await createGooglePlaces({ apiKey: 'k', baseUrl: fake.baseUrl }).searchText('100 queen st w');

    expect(result).toMatchObject({ display_name: '100 Queen St W, Toronto, ON M5H 2N2, Canada', highlighted_name: '100 Queen St W' });
    expect(result).not.toHaveProperty('place_name');
  });

  it('when one place is malformed, then the others are still answered', async () => {
    fake.answerWith({ status: 200, body: { places: [{ id: 'bad', displayName: { text: 'No location' } }, CN_TOWER] } });

    const results = await createGooglePlaces({ apiKey: 'k', baseUrl: fake.baseUrl }).searchText('cn tower');

    expect(results.map((r) => r.place_id)).toEqual(['ChIJmzrzi9Y0K4gRgXUc3sTY7RU']);
  });

  it('when Google finds nothing, then the list is empty', async () => {
    fake.answerWith({ status: 200, body: {} });

    expect(await createGooglePlaces({ apiKey: 'k', baseUrl: fake.baseUrl }).searchText('zzzz')).toEqual([]);
  });

  it('when Google answers an error, then it throws naming the status but not the key', async () => {
    fake.answerWith({ status: 403, body: { error: { code: 403, message: 'API key not valid.', status: 'PERMISSION_DENIED' } } });

    const failure = createGooglePlaces({ apiKey: 'secret-key', baseUrl: fake.baseUrl }).searchText('cn tower');

    await expect(failure).rejects.toThrow(GooglePlacesError);
    await expect(failure).rejects.toThrow('Google Places answered HTTP 403 PERMISSION_DENIED');
    await expect(failure).rejects.not.toThrow(/secret-key/);
  });

  it('when Google does not answer in time, then it throws a timeout', async () => {
    fake.answerWith('hang');

    const failure = createGooglePlaces({ apiKey: 'k', baseUrl: fake.baseUrl, timeoutMs: 100 }).searchText('cn tower');

    await expect(failure).rejects.toThrow('Google Places did not answer within 100 ms');
  });

  it('when Google cannot be reached, then it throws', async () => {
    await fake.close();

    await expect(createGooglePlaces({ apiKey: 'k', baseUrl: fake.baseUrl }).searchText('cn tower')).rejects.toThrow('Google Places could not be reached');
    fake = await startFakePlacesServer();
  });
});
