// For the place panel's tests: the look-up answer for an RD parcel downtown, built by the brief's spatial fixture.
import type { SpatialDataAnswer } from '../../src/lib/api/spatial';
import { toLngLat } from '../../src/lib/geo/lng-lat';
import { spatialFixture } from '../fixtures/spatial-fixture';
import { chapterUrl } from '../../src/lib/zoning/bylaw-links';

export const POINT = toLngLat(-79.3832, 43.6532);

export function spatialAnswer(overrides: Partial<SpatialDataAnswer> = {}): SpatialDataAnswer {
  const answer = spatialFixture({
    label: 'RD (f12.0; a370; d0.6) (x42)',
    lotAreaM2: 420.05,
    address: '100 Queen St W',
    overlays: { height: { HT_STRING: 'HT 10.0, ST 3', HT_HEIGHT: 10, HT_STORIES: 3 }, coverage: { PRCNT_CVER: 35 } },
  });
  return {
    ...answer,
    // As the server fills it for a zone of Chapter 10.
    zone: { ...answer.zone, bylaw_url: chapterUrl(10) },
    location: { lat: POINT[1], lng: POINT[0] },
    dataset: { ...answer.dataset, version: '2025-07-14' },
    ...overrides,
  };
}
