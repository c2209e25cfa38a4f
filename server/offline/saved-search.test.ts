// Address search offline (src/lib/offline/saved-search.ts) over real packs of the demo dataset: the server's own
// gazetteer over the saved areas' addresses, so an address inside a saved area is found as the server finds it, one
// outside none is not, and a deleted area's addresses go with it.

import { beforeAll, describe, expect, it } from 'vitest';
import { openAreaPack, type AreaPack } from '../../src/lib/offline/area-pack';
import type { SavedArea } from '../../src/lib/offline/saved-areas';
import { createSavedSearch } from '../../src/lib/offline/saved-search';
import { sharePacks } from '../../src/lib/offline/shared-packs';
import { createGazetteer } from '../../src/lib/search/gazetteer';
import type { Box } from '../../src/lib/spatial/area-geometries';
import { prepareInMemory, type PreparedDataset } from '../dataset/artifacts/prepared-dataset';
import { generateDemoDataset } from '../dataset/demo/generate';
import { createJoinedTiles } from '../tiles/joined-tiles';
import { cutAreaPack } from './cut-area-pack';

describe('address search over saved areas', () => {
  let dataset: PreparedDataset;
  const packs = new Map<string, AreaPack>();
  let areas: SavedArea[] = [];
  let opened: string[] = [];
  let box: Box;

  const save = async (id: string, bbox: Box) => {
    packs.set(id, openAreaPack(new Uint8Array(await cutAreaPack(dataset, createJoinedTiles(dataset.tiles), { bbox, tileSets: [] }))));
    areas.push({ id, name: `Area ${id}`, bbox, savedAt: '2026-11-27T09:00:00.000Z', datasetId: dataset.manifest.id, datasetVersion: dataset.manifest.version, bytes: 1, tileCount: 0, tileUrls: [] });
  };
  const deps = () => ({
    listAreas: async () => [...areas],
    openPack: async (id: string) => {
      opened.push(id);
      return packs.get(id) ?? null;
    },
  });
  const inBox = (lng: number, lat: number, [w, s, e, n]: Box) => lng >= w && lng <= e && lat >= s && lat <= n;

  beforeAll(async () => {
    dataset = prepareInMemory(generateDemoDataset());
    const [lng, lat] = [dataset.addresses.lng[0]!, dataset.addresses.lat[0]!];
    box = [lng - 0.004, lat - 0.003, lng + 0.004, lat + 0.003];
    await save('a', box);
  });

  it('when an address inside a saved area is typed, then the results are the server gazetteer’s over the area’s addresses', async () => {
    const search = createSavedSearch(deps());
    const address = dataset.addresses.get(0);
    const inside = [];
    for (let i = 0; i < dataset.addresses.length; i += 1) {
      if (inBox(dataset.addresses.lng[i]!, dataset.addresses.lat[i]!, box)) inside.push(dataset.addresses.get(i));
    }
    const server = createGazetteer(inside);
    for (const query of [address.ADDRESS_FULL, address.ADDRESS_FULL.toLowerCase(), String(address.LINEAR_NAME_FULL)]) {
      const results = await search(query);
      expect(results.length).toBeGreaterThan(0);
      expect(results).toEqual(server.search(query));
    }
    expect((await search(address.ADDRESS_FULL))[0]?.display_name).toContain(address.ADDRESS_FULL);
  });

  it('when a found address is offered, then it lies inside the saved area (a click on it is answered)', async () => {
    const search = createSavedSearch(deps());
    const street = String(dataset.addresses.get(0).LINEAR_NAME_FULL);
    for (const result of await search(street)) expect(inBox(result.lng, result.lat, box)).toBe(true);
  });

  it('when an address outside every saved area is typed, then nothing is found', async () => {
    const search = createSavedSearch(deps());
    let outside = -1;
    for (let i = 0; i < dataset.addresses.length && outside < 0; i += 1) {
      const [lng, lat] = [dataset.addresses.lng[i]!, dataset.addresses.lat[i]!];
      if (!inBox(lng, lat, [box[0] - 0.01, box[1] - 0.01, box[2] + 0.01, box[3] + 0.01])) outside = i;
    }
    const far = dataset.addresses.get(outside);
    const results = await search(far.ADDRESS_FULL);
    expect(results.some((r) => r.place_id === `address:${far.ADDRESS_POINT_ID}`)).toBe(false);
  });

  it('when the look-up and the search share packs, then each pack is opened once; once deleted, its addresses are not found', async () => {
    opened = [];
    const shared = sharePacks(deps());
    const search = createSavedSearch(shared);
    const address = dataset.addresses.get(0);
    await search(address.ADDRESS_FULL);
    await shared.openPack('a');
    await search(`${address.ADDRESS_FULL} `);
    expect(opened).toEqual(['a']);
    const kept = areas;
    areas = [];
    expect(await search(address.ADDRESS_FULL)).toEqual([]);
    areas = kept;
  });
});
