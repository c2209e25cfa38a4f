// Each saved area's pack opened once for everything the offline worker answers (clicks and address search), and
// dropped once its area is no longer saved.

import type { SavedLookUpDeps } from './saved-look-up';

export function sharePacks({ listAreas, openPack }: SavedLookUpDeps): SavedLookUpDeps {
  const opened = new Map<string, ReturnType<SavedLookUpDeps['openPack']>>();
  return {
    async listAreas() {
      const areas = await listAreas();
      for (const id of opened.keys()) if (!areas.some((area) => area.id === id)) opened.delete(id);
      return areas;
    },
    openPack(id) {
      let pack = opened.get(id);
      if (!pack) {
        pack = openPack(id);
        opened.set(id, pack);
        // A failure is not kept: the next request opens the pack again.
        pack.catch(() => opened.delete(id));
      }
      return pack;
    },
  };
}
