import { describe, expect, it } from 'vitest';
import { toLngLat } from '../../lib/geo/lng-lat';
import { mapAddressQuery } from '../../lib/geo/map-link';
import { picksPlace, readMapAddress } from './map-address';

describe('readMapAddress', () => {
  it('when lat, lng, z and parcel are given, then it reads all four', () => {
    expect(readMapAddress('?lat=43.653567&lng=-79.384207&z=17.5&parcel=1234')).toEqual({
      point: toLngLat(-79.384207, 43.653567),
      zoom: 17.5,
      parcelId: '1234',
    });
  });

  it('when the point is outside Toronto, then there is no place', () => {
    expect(readMapAddress('?lat=45.5&lng=-73.6&z=12')).toBeNull();
  });

  it('when lat or lng is missing or not a number, then there is no place', () => {
    expect(readMapAddress('?lat=43.65')).toBeNull();
    expect(readMapAddress('?lat=abc&lng=-79.38')).toBeNull();
    expect(readMapAddress('?lat=&lng=-79.38')).toBeNull();
  });

  it('when the zoom is out of range, then it is dropped and the point kept', () => {
    expect(readMapAddress('?lat=43.65&lng=-79.38&z=99')?.zoom).toBeNull();
  });
});

describe('picksPlace', () => {
  it('when a parcel is named, then the place is picked', () => {
    expect(picksPlace({ point: toLngLat(-79.38, 43.65), zoom: 16, parcelId: '7' })).toBe(true);
  });

  it('when only lat and lng are given, then whatever parcel is there is picked', () => {
    expect(picksPlace({ point: toLngLat(-79.38, 43.65), zoom: null, parcelId: null })).toBe(true);
  });

  it('when lat, lng and zoom are given without a parcel, then it is a view only', () => {
    expect(picksPlace({ point: toLngLat(-79.38, 43.65), zoom: 14, parcelId: null })).toBe(false);
  });
});

describe('mapAddressQuery', () => {
  it('when written and read back, then the place is the same', () => {
    const address = { point: toLngLat(-79.384207, 43.653567), zoom: 16.25, parcelId: '1234' };
    expect(readMapAddress(mapAddressQuery(address))).toEqual(address);
  });

  it('when there is no zoom or parcel, then only lat and lng are written', () => {
    expect(mapAddressQuery({ point: toLngLat(-79.4, 43.7), zoom: null, parcelId: null })).toBe('?lat=43.700000&lng=-79.400000');
  });
});
