// The site figure's data: the parcel and the zoning polygons around it, in longitude/latitude, for the PDF to draw.
import type { Position } from 'geojson';

/** What the brief's site figure shows, in words (the PDF draws it in server/reports/pdf/site-figure-drawing.ts). */
export const SITE_FIGURE_CONTENTS =
  'The parcel on the zoning map: the zones around it in their colours and labels, the neighbouring parcels, the streets with their names, a legend, a scale bar and a north arrow';

export interface SiteZone {
  /** ZN_ZONE, e.g. 'RD'; 'Former' for former by-law areas. */
  zone: string;
  /** ZN_STRING shown as the polygon's label. */
  label: string;
  /** Outer rings then holes, as GeoJSON polygons ([lng, lat] positions). */
  polygons: Position[][][];
}

/** A street centreline in the frame, with its name as the City writes it in full (LINEAR_NAME_FULL_LEGAL). */
export interface SiteStreet {
  name: string;
  /** The name as addresses write it (LINEAR_NAME_FULL, e.g. "Queen St W"): the lot measurement finds the front street by it. */
  addressName?: string;
  line: Position[];
}

export interface SiteFigure {
  /** [west, south, east, north] of the figure's frame. */
  bbox: [number, number, number, number];
  centre: [number, number];
  parcel: Position[][] | null;
  zones: SiteZone[];
  /** The neighbouring parcels in the frame (not the subject parcel), each as its rings, nearest first. */
  parcels: Position[][][];
  /** The street centrelines in the frame. */
  streets: SiteStreet[];
}
