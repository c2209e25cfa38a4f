// /map: loads the city outline behind the loading screen (spec §4, §9), then hands over to the map workspace, whose
// drawn start view starts the zoning file's download.
//
// Two device rules meet here (spec §9), each where it belongs: device detection (width ≤ 768 or a phone's user
// agent, with hysteresis) picks the data-loading plan and the tile request limit, because those are about the
// device and its network; the layout follows the viewport alone (mobile below 768 px, the stylesheet's breakpoint).
import { useEffect } from 'react';
import { canShowMap, preloadProgress, preloadStatusText } from '../../features/map/map-data-plan';
import { loadMapEngine } from '../../features/map/map-view';
import { useDataset } from '../../features/map/use-dataset';
import { ConnectionStatus } from '../../features/offline/connection-status';
import { useMapData } from '../../features/map/use-map-data';
import { MOBILE_LAYOUT_BELOW_PX, useDeviceInfo, useViewportBelow } from '../../platform/device-info';
import { useDocumentTitle } from '../../ui/page';
import { LoadingScreen } from '../shell/loading-screen';
import { MapWorkspace } from './map-workspace';
import './map-screen.css';


export function MapScreen() {
  useDocumentTitle('Toronto Zoning Map');
  const device = useDeviceInfo();
  const mobileLayout = useViewportBelow(MOBILE_LAYOUT_BELOW_PX);
  const dataset = useDataset();
  const data = useMapData(device.isMobile, dataset.status === 'known' ? dataset.dataset.id : null);
  useEffect(() => void loadMapEngine(), []);

  if (!canShowMap(data.status) || dataset.status === 'loading') {
    return (
      <main className="map-screen">
        <h1 className="sr-only">Toronto Zoning Map</h1>
        <LoadingScreen status={preloadStatusText(data.status)} progress={preloadProgress(data.status)} />
        <ConnectionStatus className="map-screen__loading-connection" />
      </main>
    );
  }

  return (
    <MapWorkspace
      mobileLayout={mobileLayout}
      isMobileDevice={device.isMobile}
      dataStatus={data.status}
      boundary={data.boundary}
      onStartViewDrawn={data.loadZoning}
      dataset={dataset.status === 'known' ? dataset.dataset : null}
    />
  );
}
