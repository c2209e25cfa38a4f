// Parcels and their address points from the laid-out lots, with the landmarks given their real addresses.

import type { Feature, Polygon } from 'geojson';
import type { AddressPoint, ParcelProperties } from '../schema';
import { rectContains, rectRing } from './frame-rect';
import { ringToLngLat } from './frame-geometry';
import { FRAME_AREA_SCALE, frameToLngLat, lngLatToFrame } from './grid-frame';
import { LANDMARKS, type Landmark } from './landmarks';
import { MIN_FRONTAGE, type Lot } from './lots';
import type { MunicipalityAt } from './municipality';

/** Metres of frontage per pair of house numbers: no lot is narrower, so no two lots share a number. */
const METRES_PER_NUMBER = MIN_FRONTAGE;
const FIRST_PARCEL_ID = 1_000_001;
const FIRST_LANDMARK_POINT_ID = 10_000_001;
const FIRST_ADDRESS_POINT_ID = 20_000_001;

/**
 * Numbers grow with the distance from the street's origin; even numbers on the north side of east–west
 * streets and the west side of north–south ones (as at 100 Queen St W and 220 Yonge St), odd opposite.
 */
export function houseNumber(lot: Lot): number {
  const distance = Math.abs(lot.along - lot.street.span.origin);
  const even = lot.street.line.axis === 'ew' ? lot.side === 'south' : lot.side === 'east';
  return 2 * Math.floor(distance / METRES_PER_NUMBER) + (even ? 2 : 1);
}

interface Addressed {
  lot: Lot;
  number: string;
  street: string;
  landmark: Landmark | null;
}

const fullAddress = (number: string, street: string) => `${number} ${street}`;

/** Gives each landmark the lot it stands on (if any) and drops lots whose own address a landmark already has. */
function assignAddresses(lots: readonly Lot[]): { addressed: Addressed[]; standalone: Landmark[] } {
  const addressed: Addressed[] = lots.map((lot) => ({
    lot,
    number: String(houseNumber(lot)),
    street: lot.street.span.name,
    landmark: null,
  }));
  const standalone: Landmark[] = [];
  for (const landmark of LANDMARKS) {
    const [u, v] = lngLatToFrame(landmark.lng, landmark.lat);
    const host = addressed.find((entry) => entry.landmark === null && rectContains(entry.lot.rect, u, v));
    if (!host) {
      standalone.push(landmark);
      continue;
    }
    Object.assign(host, { number: landmark.number, street: landmark.street, landmark });
  }
  const taken = new Set(LANDMARKS.map((l) => fullAddress(l.number, l.street)));
  return {
    addressed: addressed.filter((e) => e.landmark !== null || !taken.has(fullAddress(e.number, e.street))),
    standalone,
  };
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
