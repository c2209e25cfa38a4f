// The map's place in the page address: what the map writes, and which address changes move the map.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NavigationType, Router, type Location, type Navigator, type To } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toLngLat } from '../../lib/geo/lng-lat';
import { useMapAddress } from './use-map-address';

const AT_Z12 = { center: toLngLat(-79.4, 43.65), zoom: 12 };
const AT_Z13 = { center: toLngLat(-79.4, 43.65), zoom: 13 };

/**
 * A router whose location the test commits by hand, as the browser router commits it when it gets round to it: the
 * map's writes are recorded, and the page shows whichever location and navigation type were committed last.
 */
function routerByHand() {
  const router = {
    committed: { location: { pathname: '/map', search: '', hash: '', state: null, key: 'start' } as Location, type: NavigationType.Pop },
    writes: [] as string[],
  };
  const record = (to: To) => router.writes.push(typeof to === 'string' ? to : (to.search ?? ''));
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
    go: () => undefined,
    push: record,
    replace: record,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router location={router.committed.location} navigationType={router.committed.type} navigator={navigator}>
      {children}
    </Router>
  );
  const commit = (search: string, type: NavigationType) => {
    router.committed = { location: { ...router.committed.location, search, key: search }, type };
  };
  return { router, wrapper, commit };
}

function renderMapAddress() {
  const { router, wrapper, commit } = routerByHand();
  const lookedUp: string[] = [];
  const hook = renderHook(
    () =>
      useMapAddress({
        lookup: { status: 'idle' },
        lookUp: (point) => lookedUp.push(point.join(',')),
        openFromAddress: true,
        onPlaceOpened: () => undefined,
      }),
    { wrapper },
  );
  return { hook, router, commit, lookedUp };
}

beforeEach(() => window.history.replaceState(null, '', '/map'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('useMapAddress', () => {
  it('when an address the map wrote is committed after the map has moved on, then the map is not sent back to it', () => {
    const { hook, router, commit } = renderMapAddress();
    act(() => hook.result.current.onMoveEnd(AT_Z12));
    act(() => hook.result.current.onMoveEnd(AT_Z13));
    expect(router.writes).toEqual(['?lat=43.650000&lng=-79.400000&z=12', '?lat=43.650000&lng=-79.400000&z=13']);

    commit('?lat=43.650000&lng=-79.400000&z=12', NavigationType.Replace);
    hook.rerender();

    expect(hook.result.current.viewTarget).toBeNull();
  });

  it('when Back brings an earlier address, then the map goes to the view it names', () => {
    const { hook, commit } = renderMapAddress();
    act(() => hook.result.current.onMoveEnd(AT_Z12));
    act(() => hook.result.current.onMoveEnd(AT_Z13));

    commit('?lat=43.650000&lng=-79.400000&z=12', NavigationType.Pop);
    hook.rerender();

    expect(hook.result.current.viewTarget?.view).toEqual(AT_Z12);
  });

  it('when Back brings an address with a parcel, then the place there is looked up', () => {
    const { hook, commit, lookedUp } = renderMapAddress();
    act(() => hook.result.current.onMoveEnd(AT_Z12));

    commit('?lat=43.653567&lng=-79.384207&z=17&parcel=123', NavigationType.Pop);
    hook.rerender();

    expect(lookedUp).toEqual(['-79.384207,43.653567']);
  });
});
