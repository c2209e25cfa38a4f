// /map: composes the map, the address search and the place panel. Desktop: sidebar + map; mobile: full-screen map,
// search overlay and a bottom panel.
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { LngLat } from '../../lib/geo/lng-lat';
import { DemoBadge } from '../../features/map/demo-badge';
import { FloatingNav } from '../../features/map/floating-nav';
import { MapLegend } from '../../features/map/map-legend';
import { MapView } from '../../features/map/map-view';
import { useDataset } from '../../features/map/use-dataset';
import { PlacePanel } from '../../features/place-panel/place-panel';
import { usePlaceLookup } from '../../features/place-panel/use-place-lookup';
import { AddressSearchBox } from '../../features/search/address-search-box';
import { Logo } from '../../ui/logo';
import { useDocumentTitle } from '../../ui/page';
import './map-screen.css';

export function MapScreen() {
  useDocumentTitle('Toronto Zoning Map');
  const dataset = useDataset();
  const { lookup, lookUp } = usePlaceLookup();
  const [panelOpen, setPanelOpen] = useState(false);

  const onMapClick = useCallback(
    (point: LngLat) => {
      lookUp(point, 'Map Click');
      setPanelOpen(true);
    },
    [lookUp],
  );

  const knownDataset = dataset.status === 'known' ? dataset.dataset : null;
  const isDemo = Boolean(knownDataset?.demo) || (lookup.status === 'ready' && lookup.answer.dataset.demo);
  const selectedPoint = lookup.status === 'idle' ? null : lookup.point;

  return (
    <main className={panelOpen ? 'map-screen map-screen--panel-open' : 'map-screen'}>
      <h1 className="sr-only">Toronto Zoning Map</h1>
      <div className="map-screen__search">
        <Link to="/" className="map-screen__brand" aria-label="ZoneBrief home">
          <Logo />
        </Link>
        <AddressSearchBox />
      </div>

      <section className="map-screen__map" aria-label="Zoning map">
        <MapView
          enabled={dataset.status !== 'loading'}
          datasetId={knownDataset?.id ?? null}
          attribution={knownDataset?.attribution ?? null}
          selectedPoint={selectedPoint}
          onMapClick={onMapClick}
        />
        <div className="map-screen__overlays">
          <FloatingNav />
          {isDemo ? <DemoBadge /> : null}
        </div>
        <MapLegend />
      </section>

      <aside className="map-screen__panel" aria-label="Property details">
        <button
          type="button"
          className="map-screen__panel-toggle"
          aria-expanded={panelOpen}
          aria-controls="map-screen-panel-body"
          onClick={() => setPanelOpen((open) => !open)}
        >
          <span className="map-screen__panel-handle" aria-hidden="true" />
          {panelOpen ? 'Hide details' : 'Show details'}
        </button>
        <div id="map-screen-panel-body" className="map-screen__panel-body">
          <h2 className="sr-only">Property details</h2>
          <PlacePanel lookup={lookup} />
        </div>
      </aside>
    </main>
  );
}
