import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreBrowserOnline, setBrowserOnline } from '../../../tests/dom/connection-kit';
import { analysisAddress } from './model';
import { POINT, spatialAnswer } from '../../../tests/dom/spatial-answer-fixture';
import { usePlaceLookup } from './use-place-lookup';

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(spatialAnswer({ parcel: null })), { headers: { 'Content-Type': 'application/json' } }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  restoreBrowserOnline();
});

describe('usePlaceLookup', () => {
  it('when a place comes from an address search, then the searched address stays with it through the look-up', async () => {
    const { result } = renderHook(() => usePlaceLookup());

    act(() => result.current.lookUp(POINT, 'Address Search', '1 Yonge St, Toronto'));
    expect(result.current.lookup).toMatchObject({ status: 'loading', searchedAddress: '1 Yonge St, Toronto' });

    await waitFor(() => expect(result.current.lookup.status).toBe('ready'));
    expect(result.current.lookup).toMatchObject({ source: 'Address Search', searchedAddress: '1 Yonge St, Toronto' });
  });

  it('when a place comes from a map click, then it carries no searched address', async () => {
    const { result } = renderHook(() => usePlaceLookup());

    act(() => result.current.lookUp(POINT, 'Map Click', 'ignored'));

    await waitFor(() => expect(result.current.lookup.status).toBe('ready'));
    expect(result.current.lookup).not.toHaveProperty('searchedAddress');
  });

  it('when the server answers that the dataset’s zoning does not cover the point, then the look-up has no zoning, says so, and keeps the overlays', async () => {
    const { zone: _zone, former_bylaw_area: _former, ...rest } = spatialAnswer({ parcel: null });
    const reply = { ...rest, zone: null, coverage: 'outside-dataset' };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(reply), { headers: { 'Content-Type': 'application/json' } }));
    const { result } = renderHook(() => usePlaceLookup());

    act(() => result.current.lookUp(POINT, 'Map Click'));

    await waitFor(() => expect(result.current.lookup.status).toBe('failed'));
    expect(result.current.lookup).toMatchObject({
      error: { code: 'not_covered', message: expect.stringMatching(/^This dataset’s zoning does not cover this point/) },
      notCovered: { coverage: 'outside-dataset', overlays: rest.overlays },
    });
  });
});

describe('usePlaceLookup offline', () => {
  it('when the look-up fails offline, then it says the device is offline, and a retry once back online finds the place', async () => {
    const answer = () => new Response(JSON.stringify(spatialAnswer()), { headers: { 'Content-Type': 'application/json' } });
    let asked = 0;
    vi.stubGlobal('fetch', async () => {
      asked += 1;
      return navigator.onLine ? answer() : Promise.reject(new TypeError('Failed to fetch'));
    });
    setBrowserOnline(false);
    const { result } = renderHook(() => usePlaceLookup());

    act(() => result.current.lookUp(POINT, 'Address Search', '1 Yonge St, Toronto'));
    await waitFor(() => expect(result.current.lookup.status).toBe('failed'));
    expect(result.current.lookup).toMatchObject({ error: { code: 'offline', message: 'You are offline. This needs a connection.' } });
    // The browser said it was offline: the saved areas were asked (none here), the server not.
    expect(asked).toBe(0);

    setBrowserOnline(true);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.lookup.status).toBe('ready'));
    expect(result.current.lookup).toMatchObject({ point: POINT, source: 'Address Search', searchedAddress: '1 Yonge St, Toronto' });
  });
});

describe('analysisAddress', () => {
  const withParcel = spatialAnswer();

  it("when the place has a parcel, then it is named by the parcel's addresses, whether searched or clicked", () => {
    const corner = spatialAnswer({ parcel: withParcel.parcel && { ...withParcel.parcel, addresses: ['100 Queen St W', '2 Bay St'] } });
    expect(analysisAddress({ source: 'Address Search', searchedAddress: '2 Bay St, Toronto, ON' }, corner)).toBe('100 Queen St W / 2 Bay St');
    expect(analysisAddress({ source: 'Map Click' }, corner)).toBe('100 Queen St W / 2 Bay St');
    expect(analysisAddress({ source: 'Address Search' }, withParcel)).toBe('100 Queen St W');
  });

  it('when there is no parcel, then the searched address names the point, and a click has none', () => {
    expect(analysisAddress({ source: 'Address Search', searchedAddress: ' 1 Yonge St ' }, spatialAnswer({ parcel: null }))).toBe('1 Yonge St');
    expect(analysisAddress({ source: 'Map Click' }, spatialAnswer({ parcel: null }))).toBe('');
  });
});
