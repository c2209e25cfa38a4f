// The map screen once data is in: composes map, search and place panel — a sidebar on wide screens, a bottom sheet on phones.
import type { FeatureCollection } from 'geojson';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AddressSearchResult } from '../../lib/api/geocode';
import type { DatasetDescription } from '../../lib/api/spatial';
import { mapCredit } from '../../lib/dataset/attribution';
import { toLngLat, type LngLat } from '../../lib/geo/lng-lat';
import { DemoBadge } from '../../features/map/demo-badge';
import { BalanceChip, FloatingNav } from '../../features/map/floating-nav';
import { missingDataMessages, preloadProgress, type PreloadStatus } from '../../features/map/map-data-plan';
import { MapDataNotice, ZoningProgress } from '../../features/map/map-data-status';
import { MapLegend } from '../../features/map/map-legend';
import { mapTileSets } from '../../features/map/map-style';
import { MapView, type ScreenBox, type SearchMarker, type ViewInsets } from '../../features/map/map-view';
import { ConnectionStatus } from '../../features/offline/connection-status';
import type { Box } from '../../lib/spatial/area-geometries';
import { PlacePanel } from '../../features/place-panel/place-panel';
import { analyticsEvents, track } from '../../platform/analytics';
import { isBrowserOnline } from '../../platform/connection';
import { prepareSavedArea } from '../../platform/offline-look-up';
import { useSession } from '../../platform/session';
import { clearReturnPlace, readReturnPlace } from '../../platform/return-place';
import { usePlaceLookup } from '../../features/place-panel/use-place-lookup';
import { useHighlightedParcel } from './use-highlighted-parcel';
import { SearchBox } from '../../features/search/search-box';
import { SHEET_OPEN_PERCENT } from '../../ui/bottom-sheet-snap';
import { Logo } from '../../ui/logo';
import { MenuButton } from '../shell/menu-button';
import { MapAccountButton } from './map-account-button';
import { topOverlaysBottom } from './map-insets';
import { useMapAddress } from './use-map-address';
import { usePlaceOnNewVersion } from './use-place-on-new-version';

/** Gap kept between the sheet's handle and anything above it. */
const SHEET_CLEARANCE_PX = 8;
// Its own chunk (with IndexedDB and the area pack's reader), fetched after the map's: the first view does not need it.
const OfflineAreasCard = lazy(async () => ({ default: (await import('../../features/offline/offline-areas-card')).OfflineAreasCard }));
// The phone layout's sheet and menu, with their gesture and spring code, in chunks of their own: the desktop map asks
// for none of it, and the phone for it once the start view is drawn (or a pick or the menu wants it sooner), so that
// on a slow link it does not take connections the view's tiles need.
const BottomSheet = lazy(async () => ({ default: (await import('../../ui/bottom-sheet')).BottomSheet }));
const MobileMenu = lazy(async () => ({ default: (await import('../shell/mobile-menu')).MobileMenu }));
/** The map's tile sources, which a saved area holds. */
const { main: MAIN_TILES, parcels: PARCEL_TILES } = mapTileSets();
const TILE_SETS = [MAIN_TILES, PARCEL_TILES];

interface MapWorkspaceProps {
  mobileLayout: boolean;
  isMobileDevice: boolean;
  dataStatus: PreloadStatus;
  boundary: FeatureCollection | null;
  /** Called once, when the map has drawn its start view. */
  onStartViewDrawn: () => void;
  dataset: DatasetDescription | null;
}

export function MapWorkspace({ mobileLayout, isMobileDevice, dataStatus, boundary, onStartViewDrawn, dataset }: MapWorkspaceProps) {
  const { lookup, lookUp, retry } = usePlaceLookup();
  // Whether the visitor holds credits, which the map's analytics events carry (spec §1); a ref, so no callback changes.
  const { credits } = useSession();
  const hasCredits = useRef(false);
  useLayoutEffect(() => {
    hasCredits.current = (credits ?? 0) > 0;
  }, [credits]);
  usePlaceOnNewVersion(lookup, lookUp, dataset?.id ?? null);
  // The place the user was analysing before signing in or buying credits (spec: "comes back to the same place").
  const [returnPlace] = useState(readReturnPlace);
  const [sheetOpen, setSheetOpen] = useState(returnPlace !== null);
  const openSheet = useCallback(() => setSheetOpen(true), []);
  // The phone screen has no top bar, so it opens the site's slide-in menu itself (spec §2 "Mobile layout").
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const address = useMapAddress({ lookup, lookUp, openFromAddress: returnPlace === null, onPlaceOpened: openSheet });
  const [searchMarker, setSearchMarker] = useState<SearchMarker | null>(null);
  const [startViewDrawn, setStartViewDrawn] = useState(false);
  const onFirstIdle = useCallback(() => {
    setStartViewDrawn(true);
    onStartViewDrawn();
  }, [onStartViewDrawn]);
  // Where the selection is on screen, so the legend can fold off it.
  const [selectionOnScreen, setSelectionOnScreen] = useState<ScreenBox | null>(null);
  const searchCount = useRef(0);
  const root = useRef<HTMLElement>(null);
  // What the map shows, for "Save this area offline"; kept out of state so a pan re-renders nothing.
  const viewBounds = useRef<Box | null>(null);
  const currentBounds = useCallback(() => viewBounds.current, []);
  const onViewBounds = useCallback((bounds: Box) => {
    viewBounds.current = bounds;
    // Offline, the saved area under the view is opened before the first click on it, not by that click.
    if (!isBrowserOnline()) prepareSavedArea((bounds[0] + bounds[2]) / 2, (bounds[1] + bounds[3]) / 2);
  }, []);

  const onMapClick = useCallback(
    (point: LngLat) => {
      track(analyticsEvents.mapClick({ latitude: point[1], longitude: point[0], hasCredits: hasCredits.current }));
      setSearchMarker(null);
      lookUp(point, 'Map Click');
      setSheetOpen(true);
    },
    [lookUp],
  );

  const onSearchSelect = useCallback(
    (result: AddressSearchResult) => {
      track(analyticsEvents.mapSearch({ address: result.display_name, latitude: result.lat, longitude: result.lng, hasCredits: hasCredits.current }));
      let point: LngLat;
      try {
        point = toLngLat(result.lng, result.lat);
      } catch (error) {
        console.error('The search result has no usable coordinates:', error);
        return;
      }
      searchCount.current += 1;
      setSearchMarker({ id: searchCount.current, point, label: result.display_name });
      lookUp(point, 'Address Search', result.display_name);
      setSheetOpen(true);
      // The phone's search overlay is open while its field has focus: a pick closes it to show the place.
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && topColumn.current?.contains(focused)) focused.blur();
    },
    [lookUp],
  );

  useEffect(() => {
    if (!returnPlace) return;
    clearReturnPlace();
    lookUp(returnPlace.point, returnPlace.source, returnPlace.searchedAddress);
  }, [returnPlace, lookUp]);

  // Straight to the DOM each frame, without re-rendering React: the zoom buttons ride above the sheet (a CSS variable),
  // and whatever on the top column the rising handle would run into is hidden under the sheet rather than overlapped.
  const topColumn = useRef<HTMLDivElement>(null);
  const onSheetHeight = useCallback((percent: number, handleTopPx: number) => {
    const items = topColumn.current ? [...topColumn.current.children] : [];
    const covered = items.map((item) => item.getBoundingClientRect().bottom > handleTopPx - SHEET_CLEARANCE_PX);
    items.forEach((item, index) => item.classList.toggle('map-screen__covered', covered[index] === true));
    root.current?.style.setProperty('--sheet-height', `${percent}dvh`);
  }, []);

  // A pick is framed in the map left free by what floats over it, measured as it is framed (the chips and the notice
  // come and go): below the phone's top column or the desktop's row of buttons, above the phone's sheet as it opens.
  const mapSection = useRef<HTMLElement>(null);
  const overlays = useRef<HTMLDivElement>(null);
  const framingInsets = useCallback((): ViewInsets => {
    const top = mobileLayout ? topColumn.current : overlays.current;
    const mapTop = mapSection.current?.getBoundingClientRect().top ?? 0;
    return {
      top: top ? Math.max(0, topOverlaysBottom(top) - mapTop) : 0,
      bottom: mobileLayout ? Math.round((window.innerHeight * SHEET_OPEN_PERCENT) / 100) : 0,
    };
  }, [mobileLayout]);
  // The desktop legend stands above the map's credit line, however many lines that takes (see map-screen.css).
  const onCreditHeight = useCallback((px: number) => root.current?.style.setProperty('--map-credit-height', `${px}px`), []);

  const phoneChrome = mobileLayout && (startViewDrawn || sheetOpen || menuOpen);
  const isDemo = Boolean(dataset?.demo) || (lookup.status === 'ready' && lookup.answer.dataset.demo);
  const selectedPoint = lookup.status !== 'idle' && lookup.source === 'Map Click' ? lookup.point : null;
  const highlightedParcelId = useHighlightedParcel(lookup);
  const missing = missingDataMessages(dataStatus);
  const panel = (
    <>
      <h2 className="sr-only">Property details</h2>
      <PlacePanel
        lookup={lookup}
        initialTab={returnPlace ? 'analysis' : 'property'}
        onRetry={retry}
        mapDataset={dataset}
        {...(dataset ? { sources: dataset.sources } : {})}
      />
      {/* Its code (six files) waits for the start view: on a slow link they would take connections the view needs. */}
      {startViewDrawn ? (
        <Suspense fallback={null}>
          <OfflineAreasCard tileSets={TILE_SETS} currentBounds={currentBounds} mapDataset={dataset} />
        </Suspense>
      ) : null}
    </>
  );

  // Every child is keyed and the map section keeps its key, so crossing 768 px re-lays the screen without a new map.
  return (
    <main ref={root} className={mobileLayout ? 'map-screen map-screen--mobile' : 'map-screen map-screen--desktop'}>
      <h1 key="title" className="sr-only">
        Toronto Zoning Map
      </h1>
      {mobileLayout ? (
        <div key="top" ref={topColumn} className="map-screen__top">
          <div className="map-screen__header">
            <MenuButton className="map-screen__menu-button" open={menuOpen} onOpen={openMenu} />
            <div className="map-screen__search">
              <SearchBox onSelect={onSearchSelect} />
            </div>
            <MapAccountButton />
          </div>
          <div className="map-screen__chips">
            <MapLegend defaultOpen={false} selection={selectionOnScreen} />
            {isDemo ? <DemoBadge /> : null}
            {dataStatus.zoning === 'loading' ? <ZoningProgress progress={preloadProgress(dataStatus)} /> : null}
            <ConnectionStatus />
            <BalanceChip />
          </div>
          <MapDataNotice messages={missing} />
        </div>
      ) : (
        <aside key="sidebar" className="map-screen__sidebar" aria-label="Address search and property details">
          <Link to="/" className="map-screen__brand" aria-label="ZoneBrief home">
            <Logo />
          </Link>
          <SearchBox onSelect={onSearchSelect} />
          <ConnectionStatus className="map-screen__connection" />
          <div className="map-screen__panel">{panel}</div>
        </aside>
      )}
      <section key="map" ref={mapSection} className="map-screen__map" aria-label="Zoning map">
        <MapView
          datasetId={dataset?.id ?? null}
          attribution={dataset ? mapCredit(dataset) : null}
          boundary={boundary}
          isMobileDevice={isMobileDevice}
          selectedPoint={selectedPoint}
          highlightedParcelId={highlightedParcelId}
          searchMarker={searchMarker}
          framingInsets={framingInsets}
          onCreditHeight={onCreditHeight}
          compactLayout={mobileLayout}
          onMapClick={onMapClick}
          onFirstIdle={onFirstIdle}
          startView={address.startView}
          viewTarget={address.viewTarget}
          onMoveEnd={address.onMoveEnd}
          onViewBounds={onViewBounds}
          onSelectionOnScreen={setSelectionOnScreen}
        />
        {mobileLayout ? null : (
          <>
            <div ref={overlays} className="map-screen__overlays">
              <FloatingNav />
              {isDemo ? <DemoBadge /> : null}
            </div>
            <MapDataNotice messages={missing} />
            <div className="map-screen__legend">
              <MapLegend defaultOpen selection={selectionOnScreen} />
            </div>
          </>
        )}
      </section>
      {phoneChrome ? (
        <Suspense key="sheet" fallback={null}>
          <BottomSheet
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            label="Property details"
            showLabel="Show details"
            hideLabel="Hide details"
            onHeightChange={onSheetHeight}
          >
            {panel}
          </BottomSheet>
        </Suspense>
      ) : null}
      {phoneChrome ? (
        <Suspense key="menu" fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      ) : null}
    </main>
  );
}
