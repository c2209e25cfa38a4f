// The site figure's data: the parcel and the zoning polygons around it, in longitude/latitude, for the PDF to draw.
import type { Position } from 'geojson';

export interface SiteZone {
  /** ZN_ZONE, e.g. 'RD'; 'Former' for former by-law areas. */
  zone: string;
  /** ZN_STRING shown as the polygon's label. */
  label: string;
  /** Outer rings then holes, as GeoJSON polygons ([lng, lat] positions). */
  polygons: Position[][][];
}

export interface SiteFigure {
  /** [west, south, east, north] of the figure's frame. */
  bbox: [number, number, number, number];
  centre: [number, number];
  parcel: Position[][] | null;
  zones: SiteZone[];
}
