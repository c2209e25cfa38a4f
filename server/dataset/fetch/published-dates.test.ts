import { describe, expect, it } from 'vitest';
import type { FetchCityDataResult, FetchedLayer } from './fetch-city-data';
import { publishedDatesOf } from './import-fetched';

const fetched = (layers: Pick<FetchedLayer, 'layer' | 'lastModified'>[]): FetchCityDataResult => ({
  layers: layers as FetchedLayer[],
  missing: [],
  files: {},
});

describe('publishedDatesOf: each downloaded file dated by its resource on the portal', () => {
  it('when the portal gives last_modified, then each layer gets that day', () => {
    expect(
      publishedDatesOf(
        fetched([
          { layer: 'zoning', lastModified: '2026-02-20T21:25:57.000000' },
          { layer: 'parcels', lastModified: '2026-03-01T08:00:00' },
        ]),
      ),
    ).toEqual({ zoning: '2026-02-20', parcels: '2026-03-01' });
  });

  it('when the portal gives no date or one that is not a day, then the layer gets none', () => {
    expect(publishedDatesOf(fetched([{ layer: 'height', lastModified: undefined }, { layer: 'coverage', lastModified: 'yesterday' }]))).toEqual({});
  });
});
