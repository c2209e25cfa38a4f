// Keeps the map's place in the page address (issue 11): a link or a reload opens the same parcel with its panel, a new
// pick is a new history entry (Back returns to the last one), and panning or zooming only rewrites the current entry.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { picksPlace, readMapAddress } from '../../features/map/map-address';
import type { MapViewState } from '../../features/map/map-view';
import { searchZoomForWidth } from '../../features/map/search-zoom';
import type { LookUpPlace } from '../../features/place-panel/use-place-lookup';
import type { PlaceLookup } from '../../features/place-panel/model';
import { mapAddressQuery, type MapAddress } from '../../lib/geo/map-link';

interface MapAddressOptions {
  lookup: PlaceLookup;
  lookUp: LookUpPlace;
  /** Whether a place in the address opens at the start (not when the user is brought back to another place). */
  openFromAddress: boolean;
  /** Called when the address opens a place, so the panel shows. */
  onPlaceOpened: () => void;
}

export interface MapAddressState {
  /** The view the address names, if any. */
  startView: MapViewState | undefined;
  /** Whether the address opens a place at the start. */
  opensPlace: boolean;
  /** A view to jump to when the address changes under the map (Back, Forward). */
  viewTarget: { id: number; view: MapViewState } | null;
  onMoveEnd: (view: MapViewState) => void;
}

/** The picked parcel's id, once the look-up has answered. */
function pickedParcelId(lookup: PlaceLookup): string | null {
  return lookup.status === 'ready' ? (lookup.answer.parcel?.parceli2 ?? null) : null;
}

export function useMapAddress({ lookup, lookUp, openFromAddress, onPlaceOpened }: MapAddressOptions): MapAddressState {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [start] = useState(() => readMapAddress(search));
  const opensPlace = openFromAddress && start !== null && picksPlace(start);
  const [startView] = useState<MapViewState | undefined>(() =>
    start ? { center: start.point, zoom: start.zoom ?? searchZoomForWidth(window.innerWidth) } : undefined,
  );
  const view = useRef(startView);
  const written = useRef(search);
  const [viewTarget, setViewTarget] = useState<MapAddressState['viewTarget']>(null);
  const current = useRef(lookup);
  useLayoutEffect(() => {
    current.current = lookup;
  });

  const write = useCallback(
    (address: MapAddress, replace: boolean) => {
      const query = mapAddressQuery(address);
      // The page may already have moved on (a link out of the map while its next page loads keeps the map drawn and
      // moving): writing then would bring the user back to the map.
      if (query === written.current || window.location.pathname !== pathname) return;
      written.current = query;
      void navigate({ search: query }, { replace });
    },
    [navigate, pathname],
  );

  useEffect(() => {
    if (!opensPlace) return;
    lookUp(start.point, 'Map Click');
    onPlaceOpened();
    // Once, at the start: the address read then is the one the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A settled pick is written: a new history entry for a new point, the same entry when only its parcel id arrives.
  useEffect(() => {
    if (lookup.status !== 'ready' && lookup.status !== 'failed') return;
    const shown = readMapAddress(written.current);
    const samePoint = shown !== null && mapAddressQuery({ ...shown, zoom: null, parcelId: null }) === mapAddressQuery({ point: lookup.point, zoom: null, parcelId: null });
    write({ point: lookup.point, zoom: view.current?.zoom ?? null, parcelId: pickedParcelId(lookup) }, samePoint);
  }, [lookup, write]);

  const onMoveEnd = useCallback(
    (moved: MapViewState) => {
      view.current = moved;
      const picked = current.current;
      if (picked.status === 'idle') write({ point: moved.center, zoom: moved.zoom, parcelId: null }, true);
      else if (picked.status !== 'loading') write({ point: picked.point, zoom: moved.zoom, parcelId: pickedParcelId(picked) }, true);
    },
    [write],
  );

  // Back and Forward change the address under the map: go to the place it names. Only they (POP): the router commits
  // each address the map writes as a transition, which a busy page may commit after the map has moved on and written
  // the next; such a late address is the map's own past view, not a place to go back to.
  useEffect(() => {
    if (search === written.current || navigationType !== NavigationType.Pop) return;
    written.current = search;
    const address = readMapAddress(search);
    if (!address) return;
    setViewTarget((last) => ({ id: (last?.id ?? 0) + 1, view: { center: address.point, zoom: address.zoom ?? view.current?.zoom ?? searchZoomForWidth(window.innerWidth) } }));
    if (!picksPlace(address)) return;
    lookUp(address.point, 'Map Click');
    onPlaceOpened();
  }, [search, navigationType, lookUp, onPlaceOpened]);

  return { startView, opensPlace, viewTarget, onMoveEnd };
}
