// The page following the server to a new dataset version: an answer stamped with another version than the map holds
// makes the page ask for the dataset again, and the open place is looked up again from the new version.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSpatialData } from '../../features/place-panel/api';
import { useDataset } from '../../features/map/use-dataset';
import { usePlaceLookup } from '../../features/place-panel/use-place-lookup';
import { fetchGeocode } from '../../features/search/api';
import { toLngLat } from '../../lib/geo/lng-lat';
import { resetDatasetInUse } from '../../platform/dataset-in-use';
import { POINT, spatialAnswer } from '../../../tests/dom/spatial-answer-fixture';
import { usePlaceOnNewVersion } from './use-place-on-new-version';

const A = 'city-2026-01-01-aaaa';
const B = 'city-2026-02-20-bbbb';

/** The server: every answer comes from the version `serving` names at the time of the request. */
function serve(initial: string) {
  const server = { serving: initial, lookUps: [] as URL[] };
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input);
    const base = spatialAnswer();
    const stamp = { id: server.serving, version: '2026-02-20' };
    let body: unknown;
    if (url.pathname === '/api/dataset') body = { ...base.dataset, id: server.serving, sources: [] };
    else if (url.pathname === '/api/geocode') body = { results: [], source: 'gazetteer', dataset: stamp };
    else {
      server.lookUps.push(url);
      body = { ...base, dataset: { ...base.dataset, id: server.serving } };
    }
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  return server;
}

function useMapScreenParts() {
  const dataset = useDataset();
  const { lookup, lookUp } = usePlaceLookup();
  usePlaceOnNewVersion(lookup, lookUp, dataset.status === 'known' ? dataset.dataset.id : null);
  return { dataset, lookup, lookUp };
}

beforeEach(() => resetDatasetInUse());
afterEach(() => vi.unstubAllGlobals());

describe('following the server to a new dataset version', () => {
  it('when a look-up answers from a version other than the map was made with, then the page takes up the new version', async () => {
    const server = serve(A);
    const { result } = renderHook(() => useDataset());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'known', dataset: { id: A } }));

    server.serving = B;
    const answer = await fetchSpatialData(toLngLat(-79.3832, 43.6532), new AbortController().signal);

    expect(answer.ok && answer.data.dataset.id).toBe(B);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'known', dataset: { id: B } }));
  });

  it('when an address search answers from a new version, then the open place is looked up again, from that version', async () => {
    const server = serve(A);
    const { result } = renderHook(() => useMapScreenParts());
    await waitFor(() => expect(result.current.dataset).toMatchObject({ dataset: { id: A } }));
    act(() => result.current.lookUp(POINT, 'Address Search', '100 Queen St W'));
    await waitFor(() => expect(result.current.lookup).toMatchObject({ status: 'ready', answer: { dataset: { id: A } } }));

    server.serving = B;
    await fetchGeocode('queen', new AbortController().signal);

    await waitFor(() => expect(result.current.lookup).toMatchObject({ status: 'ready', searchedAddress: '100 Queen St W', answer: { dataset: { id: B } } }));
    expect(server.lookUps.map((url) => url.searchParams.get('v'))).toEqual([A, B]);
  });

  it('when the version stays the same, then the open place is not looked up again', async () => {
    const server = serve(A);
    const { result } = renderHook(() => useMapScreenParts());
    await waitFor(() => expect(result.current.dataset).toMatchObject({ dataset: { id: A } }));
    act(() => result.current.lookUp(POINT, 'Map Click'));
    await waitFor(() => expect(result.current.lookup.status).toBe('ready'));

    await fetchGeocode('queen', new AbortController().signal);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(server.lookUps).toHaveLength(1);
  });
});
