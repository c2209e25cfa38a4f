// Parcels and their address points from the laid-out lots, with the landmarks given their real addresses on their own streets.

import type { Feature, Polygon } from 'geojson';
import type { AddressPoint, ParcelProperties } from '../../../src/lib/spatial/schema';
import { rectContains, rectRing } from './frame-rect';
import { ringToLngLat } from './frame-geometry';
import { FRAME_AREA_SCALE, frameToLngLat, type FramePoint } from './grid-frame';
import { numberLots, onEvenSide } from './house-numbers';
import { placeLandmark, type LandmarkPoint } from './landmark-points';
import { LANDMARKS, type Landmark } from './landmarks';
import type { Lot } from './lots';
import type { MunicipalityAt } from './municipality';
import type { StreetNetwork } from './street-network';

const FIRST_PARCEL_ID = 1_000_001;
const FIRST_LANDMARK_POINT_ID = 10_000_001;
const FIRST_ADDRESS_POINT_ID = 20_000_001;

interface Addressed {
  lot: Lot;
  number: string;
  street: string;
  landmark: Landmark | null;
  /** The address point in the frame: the lot's own, or the landmark's. */
  point: FramePoint;
}

/** A landmark and where its address point stands, in the frame. */
interface PlacedLandmark {
  landmark: Landmark;
  point: FramePoint;
}

const fullAddress = (number: string, street: string) => `${number} ${street}`;

/**
 * The lot under a landmark's point that it names, if any. Beside its street, a lot that fronts that street on its
 * number's side (so City Hall's parcel is 100 Queen St W); a point that falls in a lot fronting another street (the
 * Eaton Centre's, on Yonge St beside a lot of Elm St) is that parcel's second address, as a corner building's is. On
 * a street the demo does not draw, the lot at its real position.
 */
function hostOf(landmark: Landmark, place: LandmarkPoint, lots: readonly Lot[], taken: ReadonlySet<number>): number {
  const [u, v] = place.point;
  const even = Number(landmark.number) % 2 === 0;
  const host = lots.findIndex((lot, k) => !taken.has(k) && rectContains(lot.rect, u, v));
  const lot = lots[host];
  if (!lot || !place.besideStreet) return host;
  return lot.street.span.name === landmark.street && onEvenSide(lot) === even ? host : -1;
}

/**
 * Gives each landmark the lot it stands on (if any) and numbers the other lots around the landmarks'
 * addresses, so a search for "100 Queen St W" finds City Hall alone and every lot keeps an address.
 */
function assignAddresses(lots: readonly Lot[], network: StreetNetwork): { addressed: Addressed[]; standalone: PlacedLandmark[] } {
  const hosts = new Map<number, PlacedLandmark>();
  const standalone: PlacedLandmark[] = [];
  for (const landmark of LANDMARKS) {
    const place = placeLandmark(landmark, network);
    const host = hostOf(landmark, place, lots, new Set(hosts.keys()));
    if (host < 0) standalone.push({ landmark, point: place.point });
    else hosts.set(host, { landmark, point: place.point });
  }
  const others = lots.filter((_, k) => !hosts.has(k));
  const numbers = numberLots(others, new Set(LANDMARKS.map((l) => fullAddress(l.number, l.street))));
  let next = 0;
  const addressed = lots.map((lot, k): Addressed => {
    const host = hosts.get(k);
    if (host) return { lot, number: host.landmark.number, street: host.landmark.street, ...host };
    const number = numbers[next];
    next += 1;
    return { lot, number: String(number), street: lot.street.span.name, landmark: null, point: lot.front };
  });
  return { addressed, standalone };
}

export interface ParcelLayer {
  parcels: Feature<Polygon, ParcelProperties>[];
  addresses: AddressPoint[];
}

export function buildParcelLayer(lots: readonly Lot[], network: StreetNetwork, municipalityAt: MunicipalityAt): ParcelLayer {
  const { addressed, standalone } = assignAddresses(lots, network);
  const parcels: Feature<Polygon, ParcelProperties>[] = [];
  const addresses: AddressPoint[] = [];
  for (const { lot, number, street, landmark, point } of addressed) {
    const ring = ringToLngLat(rectRing(lot.rect));
    if (!ring) continue;
    const full = fullAddress(number, street);
    parcels.push({
      type: 'Feature',
      properties: {
        PARCELID: String(FIRST_PARCEL_ID + parcels.length),
        ADDRESS_NUMBER: number,
        LINEAR_NAME_FULL: street,
        ADDRESS_FULL: full,
        STATEDAREA: Math.round(lot.frontage * lot.depth * FRAME_AREA_SCALE * 10) / 10,
        FEATURE_TYPE: 'COMMON',
        DEMO: 'Y',
      },
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
    const [lng, lat] = frameToLngLat(point[0], point[1]);
    addresses.push({
      ADDRESS_POINT_ID: FIRST_ADDRESS_POINT_ID + addresses.length,
      ADDRESS_NUMBER: number,
      LINEAR_NAME_FULL: street,
      ADDRESS_FULL: full,
      LONGITUDE: lng,
      LATITUDE: lat,
      MUNICIPALITY_NAME: municipalityAt(point[0], point[1]),
      ...(landmark ? { PLACE_NAME: landmark.place } : {}),
      DEMO: 'Y',
    });
  }
  standalone.forEach(({ landmark, point: [u, v] }, k) => {
    const [lng, lat] = frameToLngLat(u, v);
    addresses.push({
      ADDRESS_POINT_ID: FIRST_LANDMARK_POINT_ID + k,
      ADDRESS_NUMBER: landmark.number,
      LINEAR_NAME_FULL: landmark.street,
      ADDRESS_FULL: fullAddress(landmark.number, landmark.street),
      LONGITUDE: lng,
      LATITUDE: lat,
      MUNICIPALITY_NAME: municipalityAt(u, v),
      PLACE_NAME: landmark.place,
      DEMO: 'Y',
    });
  });
  return { parcels, addresses };
}
