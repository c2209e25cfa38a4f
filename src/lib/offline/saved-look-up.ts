// The look-up offline: the saved area holding the point, its pack opened once into the shared look-up
// (src/lib/spatial/point-look-up.ts, the server's own), and the answer with when and from which dataset it was saved.

import { createPointLookUp, type PointLookUp } from '../spatial/point-look-up';
import { isNotCoveredAnswer } from '../api/spatial';
import { LookUpMiss } from '../spatial/spatial-answer';
import type { AreaPack } from './area-pack';
import type { SavedLookUpResult } from './saved-answer';
import { savedAreaAt, type SavedArea } from './saved-areas';

export interface SavedLookUpDeps {
  listAreas: () => Promise<SavedArea[]>;
  openPack: (id: string) => Promise<AreaPack | null>;
}

export function createSavedLookUp({ listAreas, openPack }: SavedLookUpDeps): (lng: number, lat: number) => Promise<SavedLookUpResult> {
  // A pack is opened once per saved area: its indexes are then as fast as the server's.
  const opened = new Map<string, Promise<PointLookUp | null>>();
  const lookUpOf = (id: string) => {
    let found = opened.get(id);
    if (!found) opened.set(id, (found = openPack(id).then((pack) => (pack ? createPointLookUp(pack.layers) : null))));
    return found;
  };
  return async (lng, lat) => {
    const areas = await listAreas();
    // Forget the packs of areas deleted since.
    for (const id of opened.keys()) if (!areas.some((area) => area.id === id)) opened.delete(id);
    const area = savedAreaAt(areas, lng, lat);
    const lookUp = area ? await lookUpOf(area.id) : null;
    if (!area || !lookUp) return { kind: 'not-saved' };
    // The pack names its own version: a record kept from an older build may not.
    const source = { areaName: area.name, savedAt: area.savedAt, datasetId: lookUp.dataset.id, datasetVersion: lookUp.dataset.version };
    const answer = lookUp.spatialData(lng, lat);
    if (answer instanceof LookUpMiss) return { kind: 'miss', code: answer.code, message: answer.message, source };
    return isNotCoveredAnswer(answer) ? { kind: 'not-covered', answer, source } : { kind: 'answer', answer, source };
  };
}
