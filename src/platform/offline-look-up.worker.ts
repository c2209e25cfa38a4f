// The web worker that answers offline from the saved areas: parcel clicks (src/lib/offline/saved-look-up.ts) and
// address searches (src/lib/offline/saved-search.ts), over packs opened once for both, so opening a pack, building
// its indexes and searching never hold the page's main thread.

import { createSavedLookUp } from '../lib/offline/saved-look-up';
import { createSavedSearch } from '../lib/offline/saved-search';
import { sharePacks } from '../lib/offline/shared-packs';
import { listSavedAreas, openSavedPack } from './saved-areas';
import type { OfflineLookUpReply, OfflineLookUpRequest } from './offline-look-up';

interface WorkerScope {
  onmessage: ((event: MessageEvent<OfflineLookUpRequest>) => void) | null;
  postMessage(message: OfflineLookUpReply): void;
}

const scope = self as unknown as WorkerScope;
const packs = sharePacks({ listAreas: listSavedAreas, openPack: openSavedPack });
const lookUp = createSavedLookUp(packs);
const search = createSavedSearch(packs);

function answer(request: OfflineLookUpRequest): Promise<OfflineLookUpReply> {
  const { id } = request;
  if (request.kind === 'search') return search(request.query).then((results) => ({ id, kind: 'search', results }));
  return lookUp(request.lng, request.lat).then((result) => ({ id, kind: 'look-up', result }));
}

scope.onmessage = ({ data }) => {
  answer(data).then(
    (reply) => scope.postMessage(reply),
    (error: unknown) => scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) }),
  );
};
