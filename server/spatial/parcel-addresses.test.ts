// API test: a parcel answers every address whose point lies inside it, the same list from any point of the parcel.

import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyDataset } from '../../tests/fixtures/tiny-dataset';
import type { SpatialDataAnswer } from '../../src/lib/api/spatial';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import type { AddressPoint } from '../../src/lib/spatial/schema';
import { createLogger } from '../http/logger';

/** An address point of the tiny dataset's parcel P-0001 (-79.399..-79.398, 43.651..43.652), or beside it. */
function addressPoint(id: number, address: string, lng: number, lat: number): AddressPoint {
  const [number = '', ...street] = address.split(' ');
  return {
    ADDRESS_POINT_ID: id,
    ADDRESS_NUMBER: number,
    LINEAR_NAME_FULL: street.join(' '),
    ADDRESS_FULL: address,
    LONGITUDE: lng,
    LATITUDE: lat,
    MUNICIPALITY_NAME: 'former Toronto',
    DEMO: 'Y',
  };
}

let server: Server;
let db: Database;
let base: string;

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
  await migrate(db);
  const dataset = {
    ...tinyDataset(),
    addresses: [
      addressPoint(1, '12 Euclid Ave', -79.3985, 43.6511),
      addressPoint(2, '301 Dundas St W', -79.3981, 43.6519),
      // The parcel's own address repeated at a second entrance, and a neighbour's point just outside.
      addressPoint(3, '12 Euclid Ave', -79.3989, 43.6511),
      addressPoint(4, '14 Euclid Ave', -79.3975, 43.6511),
    ],
  };
  const app = createApp({ config: loadConfig({ NODE_ENV: 'test' }), logger: createLogger('silent'), db, dataset });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.close();
});

async function parcelAt(lat: number, lng: number): Promise<SpatialDataAnswer['parcel']> {
  const response = await fetch(`${base}/api/zoning/spatial-data?lat=${lat}&lng=${lng}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as SpatialDataAnswer).parcel;
}

describe('GET /api/zoning/spatial-data, the parcel\'s addresses', () => {
  it('when a parcel holds several address points, then it lists each address once, its own first', async () => {
    const parcel = await parcelAt(43.6515, -79.3985);

    expect(parcel?.address_full).toBe('12 Euclid Ave');
    expect(parcel?.addresses).toEqual(['12 Euclid Ave', '301 Dundas St W']);
  });

  it('when the parcel is reached at its corner or at the point of its other address, then the list is the same', async () => {
    const corner = await parcelAt(43.65195, -79.39895);
    const atOtherAddress = await parcelAt(43.6519, -79.3981);

    expect(corner?.addresses).toEqual(['12 Euclid Ave', '301 Dundas St W']);
    expect(atOtherAddress?.addresses).toEqual(corner?.addresses);
  });
});
