// Parcels and their address points from the laid-out lots, with the landmarks given their real addresses.

import type { Feature, Polygon } from 'geojson';
import type { AddressPoint, ParcelProperties } from '../../../src/lib/spatial/schema';
import { rectContains, rectRing } from './frame-rect';
import { ringToLngLat } from './frame-geometry';
import { FRAME_AREA_SCALE, frameToLngLat, lngLatToFrame } from './grid-frame';
import { numberLots } from './house-numbers';
import { LANDMARKS, type Landmark } from './landmarks';
import type { Lot } from './lots';
import type { MunicipalityAt } from './municipality';

const FIRST_PARCEL_ID = 1_000_001;
const FIRST_LANDMARK_POINT_ID = 10_000_001;
const FIRST_ADDRESS_POINT_ID = 20_000_001;

interface Addressed {
  lot: Lot;
  number: string;
  street: string;
  landmark: Landmark | null;
}

const fullAddress = (number: string, street: string) => `${number} ${street}`;

/**
 * Gives each landmark the lot it stands on (if any) and numbers the other lots around the landmarks'
 * addresses, so a search for "100 Queen St W" finds City Hall alone and every lot keeps an address.
 */
function assignAddresses(lots: readonly Lot[]): { addressed: Addressed[]; standalone: Landmark[] } {
  const hosts = new Map<number, Landmark>();
  const standalone: Landmark[] = [];
  for (const landmark of LANDMARKS) {
    const [u, v] = lngLatToFrame(landmark.lng, landmark.lat);
    const host = lots.findIndex((lot, k) => !hosts.has(k) && rectContains(lot.rect, u, v));
    if (host < 0) standalone.push(landmark);
    else hosts.set(host, landmark);
  }
  const others = lots.filter((_, k) => !hosts.has(k));
  const numbers = numberLots(others, new Set(LANDMARKS.map((l) => fullAddress(l.number, l.street))));
  let next = 0;
  const addressed = lots.map((lot, k): Addressed => {
    const landmark = hosts.get(k);
    if (landmark) return { lot, number: landmark.number, street: landmark.street, landmark };
    const number = numbers[next];
    next += 1;
    return { lot, number: String(number), street: lot.street.span.name, landmark: null };
  });
  return { addressed, standalone };
}

export interface ParcelLayer {
  parcels: Feature<Polygon, ParcelProperties>[];
  addresses: AddressPoint[];
}

export function buildParcelLayer(lots: readonly Lot[], municipalityAt: MunicipalityAt): ParcelLayer {
  const { addressed, standalone } = assignAddresses(lots);
  const parcels: Feature<Polygon, ParcelProperties>[] = [];
  const addresses: AddressPoint[] = [];
  for (const { lot, number, street, landmark } of addressed) {
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
    const [lng, lat] = landmark ? [landmark.lng, landmark.lat] : frameToLngLat(lot.front[0], lot.front[1]);
    addresses.push({
      ADDRESS_POINT_ID: FIRST_ADDRESS_POINT_ID + addresses.length,
      ADDRESS_NUMBER: number,
      LINEAR_NAME_FULL: street,
      ADDRESS_FULL: full,
      LONGITUDE: lng,
      LATITUDE: lat,
      MUNICIPALITY_NAME: municipalityAt(lot.front[0], lot.front[1]),
      ...(landmark ? { PLACE_NAME: landmark.place } : {}),
      DEMO: 'Y',
    });
  }
  standalone.forEach((landmark, k) => {
    const [u, v] = lngLatToFrame(landmark.lng, landmark.lat);
    addresses.push({
      ADDRESS_POINT_ID: FIRST_LANDMARK_POINT_ID + k,
      ADDRESS_NUMBER: landmark.number,
      LINEAR_NAME_FULL: landmark.street,
      ADDRESS_FULL: fullAddress(landmark.number, landmark.street),
      LONGITUDE: landmark.lng,
      LATITUDE: landmark.lat,
      MUNICIPALITY_NAME: municipalityAt(u, v),
      PLACE_NAME: landmark.place,
      DEMO: 'Y',
    });
  });
  return { parcels, addresses };
}
