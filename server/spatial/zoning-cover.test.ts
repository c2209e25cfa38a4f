// A dataset whose zoning covers part of the city: a point beyond its cover is not called a gap in the zoning map. The
// look-up answers what the dataset has there (200 over HTTP), a gap inside the cover keeps its 404 no_zoning.

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotCoveredAnswer } from '../../src/lib/api/spatial';
import { toLngLat } from '../../src/lib/geo/lng-lat';
import { GAP_IN_COVER, NOT_COVERED, NOT_COVERED_POLICY_ID, partlyZonedDataset } from '../../tests/fixtures/partly-zoned-dataset';
import { tinyDataset } from '../../tests/fixtures/tiny-dataset';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { appErrorOf } from '../../tests/support/app-error-of';
import { createLogger } from '../http/logger';
import { createSpatialService } from './spatial-service';

const spatial = createSpatialService(partlyZonedDataset());
const point = ({ lng, lat }: { lng: number; lat: number }) => toLngLat(lng, lat);

describe('a dataset whose zoning covers part of the city', () => {
  it('when a point in the city lies beyond the zoning’s cover, then the answer says the dataset does not cover it, with the overlays there', () => {
    const answer = spatial.spatialReply(point(NOT_COVERED)) as NotCoveredAnswer;

    expect(answer).toMatchObject({ zone: null, coverage: 'outside-dataset', parcel: null, location: NOT_COVERED });
    expect(answer.overlays.policy_area).toEqual({ POLICY_ID: NOT_COVERED_POLICY_ID, CHAPT_200: 'Chapter970.htm' });
    expect(answer.dataset).toMatchObject({ id: 'city-2026-02-20-0badc0de', name: 'City of Toronto open data', version: '2026-02-20' });
  });

  it('when a point lies in a gap between zoning areas inside the cover, then it is still 404 no_zoning', () => {
    for (const ask of [() => spatial.spatialReply(point(GAP_IN_COVER)), () => spatial.spatialData(point(GAP_IN_COVER))]) {
      const error = appErrorOf(ask);
      expect([error.status, error.code, error.message]).toEqual([
        404, 'no_zoning', 'There is no zoning area at this point (a gap in the zoning map, such as a rail or hydro corridor).',
      ]);
    }
  });

  it('when what needs the zoning (a brief) asks beyond the cover, then it is 404 not_covered saying the dataset does not cover the point', () => {
    for (const ask of [() => spatial.spatialData(point(NOT_COVERED)), () => spatial.lookUpSite(point(NOT_COVERED))]) {
      const error = appErrorOf(ask);
      expect([error.status, error.code, error.message]).toEqual([
        404, 'not_covered', 'This dataset’s zoning does not cover this point: City of Toronto open data (city-2026-02-20-0badc0de) holds the zoning of part of the city only.',
      ]);
    }
  });

  it('when a dataset records no cover (the demo, older imports), then the same point is a gap, as before', () => {
    const error = appErrorOf(() => createSpatialService(tinyDataset()).spatialReply(point(NOT_COVERED)));
    expect(error.code).toBe('no_zoning');
  });
});

describe('GET /api/zoning/spatial-data on a dataset whose zoning covers part of the city', () => {
  let db: Database;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite' });
    server = createApp({ config: loadConfig({ NODE_ENV: 'test' }), logger: createLogger('silent'), db, dataset: partlyZonedDataset() }).listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await db.close();
  });

  const get = async ({ lng, lat }: { lng: number; lat: number }) => {
    const res = await fetch(`${base}/api/zoning/spatial-data?lat=${lat}&lng=${lng}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, cacheControl: res.headers.get('cache-control') };
  };

  it('when the point is beyond the cover, then it is a 200 with zone null, the coverage marker and the overlays, cached as any answer', async () => {
    const { status, body, cacheControl } = await get(NOT_COVERED);

    expect(status).toBe(200);
    expect(body).toMatchObject({ zone: null, coverage: 'outside-dataset', overlays: { policy_area: { POLICY_ID: NOT_COVERED_POLICY_ID } } });
    expect(cacheControl).toBe('public, max-age=300');
  });

  it('when the point is in a gap inside the cover, then it is the 404 no_zoning it was', async () => {
    expect(await get(GAP_IN_COVER)).toMatchObject({ status: 404, body: { error: { code: 'no_zoning' } } });
  });
});
