import { afterEach, describe, expect, it } from 'vitest';
import { toLngLat } from '../lib/geo/lng-lat';
import { clearReturnPlace, readReturnPlace, RETURN_PLACE_MAX_AGE_MS, saveReturnPlace } from './return-place';

afterEach(() => {
  sessionStorage.clear();
});

const POINT = toLngLat(-79.3832, 43.6532);

describe('return place', () => {
  it('when a place is saved, then it reads back with its point and source', () => {
    saveReturnPlace({ point: POINT, source: 'Address Search' }, 1_000);
    expect(readReturnPlace(2_000)).toEqual({ point: POINT, source: 'Address Search', at: 1_000 });
  });

  it('when a searched place is saved, then the address the user picked comes back with it', () => {
    saveReturnPlace({ point: POINT, source: 'Address Search', searchedAddress: '100 Queen St W' }, 1_000);
    expect(readReturnPlace(2_000)).toEqual({ point: POINT, source: 'Address Search', searchedAddress: '100 Queen St W', at: 1_000 });
  });

  it('when the place is older than an hour, then there is none', () => {
    saveReturnPlace({ point: POINT, source: 'Map Click' }, 0);
    expect(readReturnPlace(RETURN_PLACE_MAX_AGE_MS + 1)).toBeNull();
  });

  it('when the stored value is not a place, then there is none', () => {
    sessionStorage.setItem('zonebrief.returnPlace', JSON.stringify({ lng: 'x', lat: 43, source: 'Map Click', at: 0 }));
    expect(readReturnPlace(1)).toBeNull();
  });

  it('when cleared, then there is none', () => {
    saveReturnPlace({ point: POINT, source: 'Map Click' }, 0);
    clearReturnPlace();
    expect(readReturnPlace(1)).toBeNull();
  });
});
