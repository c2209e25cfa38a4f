// The gazetteer over the real demo dataset (about 100,000 addresses), generated once and cached between runs.

import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../src/lib/spatial/schema';
import { ensureDemoDataset } from '../dataset/store';
import { createGazetteer, type Gazetteer } from '../../src/lib/search/gazetteer';

let dataset: Dataset;
let gazetteer: Gazetteer;

beforeAll(async () => {
  dataset = await ensureDemoDataset(path.resolve('node_modules/.cache/zonebrief-e2e'));
  gazetteer = createGazetteer(dataset.addresses);
});

describe('gazetteer over the demo dataset', () => {
  it('when "100 queen st w" is searched, then City Hall is the first result', () => {
    const [first] = gazetteer.search('100 queen st w');
    const cityHall = dataset.addresses.find((a) => a.PLACE_NAME === 'Toronto City Hall');

    // Where the demo puts it: beside its own Queen St W, not at its real coordinates (server/dataset/demo/landmark-points.ts).
    expect(first).toMatchObject({ display_name: 'Toronto City Hall, 100 Queen St W, Toronto, ON', lat: cityHall?.LATITUDE, lng: cityHall?.LONGITUDE });
  });

  it('when every landmark is searched by name, then it is the first result', () => {
    for (const point of dataset.addresses.filter((a) => a.PLACE_NAME)) {
      expect(gazetteer.search(point.PLACE_NAME ?? '')[0]?.place_id, point.PLACE_NAME).toBe(`address:${point.ADDRESS_POINT_ID}`);
    }
  });

  it('when a sample of addresses is searched as written, then each is the first result', () => {
    const sample = dataset.addresses.filter((_, i) => i % 997 === 0);
    for (const point of sample) {
      expect(gazetteer.search(point.ADDRESS_FULL)[0]?.place_id, point.ADDRESS_FULL).toBe(`address:${point.ADDRESS_POINT_ID}`);
    }
  });

  it('when a short common query is searched, then at most ten results come back', () => {
    expect(gazetteer.search('1 s')).toHaveLength(10);
  });
});
