// The offline look-up the page's worker runs (src/lib/offline/saved-look-up.ts) over real packs of the demo dataset:
// a point in a saved area answers as the server does, with the area's date and dataset; a point in none says so; an
// area deleted is no longer asked.

import { beforeAll, describe, expect, it } from 'vitest';
import { openAreaPack, type AreaPack } from '../../src/lib/offline/area-pack';
import { createSavedLookUp } from '../../src/lib/offline/saved-look-up';
import type { SavedArea } from '../../src/lib/offline/saved-areas';
import { toLngLat } from '../../src/lib/geo/lng-lat';
import type { Box } from '../../src/lib/spatial/area-geometries';
import { prepareInMemory, type PreparedDataset } from '../dataset/artifacts/prepared-dataset';
import { generateDemoDataset } from '../dataset/demo/generate';
import { createSpatialService } from '../spatial/spatial-service';
import { createJoinedTiles } from '../tiles/joined-tiles';
import { cutAreaPack } from './cut-area-pack';

describe('the offline look-up over saved areas', () => {
  let dataset: PreparedDataset;
  const packs = new Map<string, AreaPack>();
  const areas: SavedArea[] = [];
  const opened: string[] = [];

  const save = async (id: string, bbox: Box) => {
    packs.set(id, openAreaPack(new Uint8Array(await cutAreaPack(dataset, createJoinedTiles(dataset.tiles), { bbox, tileSets: [] }))));
    areas.push({ id, name: `Area ${id}`, bbox, savedAt: '2026-11-27T09:00:00.000Z', datasetId: dataset.manifest.id, datasetVersion: dataset.manifest.version, bytes: 1, tileCount: 0, tileUrls: [] });
  };
  const lookUp = () =>
    createSavedLookUp({
      listAreas: async () => [...areas],
      openPack: async (id) => {
        opened.push(id);
        return packs.get(id) ?? null;
      },
    });

  beforeAll(async () => {
    dataset = prepareInMemory(generateDemoDataset());
    const [lng, lat] = [dataset.addresses.lng[0]!, dataset.addresses.lat[0]!];
    await save('a', [lng - 0.004, lat - 0.003, lng + 0.004, lat + 0.003]);
  });

  it('when a point inside a saved area is looked up, then the server’s answer comes back with the area’s name, date and dataset; its pack is opened once', async () => {
    const service = createSpatialService(dataset.spatial);
    const saved = lookUp();
    const [lng, lat] = [dataset.addresses.lng[0]!, dataset.addresses.lat[0]!];
    for (const [dx, dy] of [[0, 0], [0.001, 0.001], [-0.002, 0.001]] as const) {
      const result = await saved(lng + dx, lat + dy);
      expect(result).toEqual({
        kind: 'answer',
        answer: service.spatialData(toLngLat(lng + dx, lat + dy)),
        source: { areaName: 'Area a', savedAt: '2026-11-27T09:00:00.000Z', datasetId: dataset.manifest.id, datasetVersion: dataset.manifest.version },
      });
    }
    expect(opened.filter((id) => id === 'a')).toHaveLength(1);
  });

  it('when the area’s record is one kept from before versions were recorded, then the answer names the version its pack was cut from', async () => {
    const { datasetId: _id, datasetVersion: _version, ...kept } = areas[0]!;
    const saved = createSavedLookUp({ listAreas: async () => [kept], openPack: async (id) => packs.get(id) ?? null });
    const result = await saved(dataset.addresses.lng[0]!, dataset.addresses.lat[0]!);
    expect(result.kind === 'answer' ? result.source : null).toMatchObject({ datasetId: dataset.manifest.id, datasetVersion: dataset.manifest.version });
  });

  it('when a point is in no saved area, then it says not saved; once an area is deleted, its points are not saved either', async () => {
    const saved = lookUp();
    const [lng, lat] = [dataset.addresses.lng[0]!, dataset.addresses.lat[0]!];
    expect(await saved(lng + 0.05, lat)).toEqual({ kind: 'not-saved' });
    expect((await saved(lng, lat)).kind).toBe('answer');
    areas.splice(0, areas.length);
    expect(await saved(lng, lat)).toEqual({ kind: 'not-saved' });
  });
});
