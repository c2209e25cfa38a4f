// The web worker that answers parcel clicks offline from the saved areas (src/lib/offline/saved-look-up.ts), so opening
// a pack and looking up never holds the page's main thread.

import { createSavedLookUp } from '../lib/offline/saved-look-up';
import { listSavedAreas, openSavedPack } from './saved-areas';
import type { OfflineLookUpReply, OfflineLookUpRequest } from './offline-look-up';

interface WorkerScope {
  onmessage: ((event: MessageEvent<OfflineLookUpRequest>) => void) | null;
  postMessage(message: OfflineLookUpReply): void;
}

const scope = self as unknown as WorkerScope;
const lookUp = createSavedLookUp({ listAreas: listSavedAreas, openPack: openSavedPack });

scope.onmessage = ({ data: { id, lng, lat } }) => {
  lookUp(lng, lat).then(
    (result) => scope.postMessage({ id, result }),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
};
