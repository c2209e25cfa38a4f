// The dataset a running server answers from, replaceable while it serves: each request is handed, when it arrives, to
// the routers of the version current at that moment and finishes on them; a replaced version's open files are closed
// once the last request reading them has finished.

import type { RequestHandler } from 'express';
import type { PreparedDataset } from '../dataset/artifacts/prepared-dataset';
import { LeaseHolder } from './lease-holder';
import type { ServeDataset, ServedDataset } from './served-dataset';

export interface LiveDataset {
  readonly kind: 'live';
  current(): ServedDataset;
  /**
   * Builds `dataset`'s services, then makes it the one new requests get, in one step. `closed` resolves once the
   * previous version's files are closed, after the requests that started on it have finished.
   */
  switchTo(dataset: PreparedDataset): { previous: PreparedDataset; closed: Promise<void> };
  /** Hands each request to `pick`'s router of the version current when it arrives (routers holding no open files). */
  route(pick: (served: ServedDataset) => RequestHandler): RequestHandler;
  /** The same, keeping that version's files open until the response is done (tiles read from its archives). */
  leasedRoute(pick: (served: ServedDataset) => RequestHandler): RequestHandler;
  /** Closes the current version's files once its requests are done. */
  close(): Promise<void>;
}

export function isLiveDataset(source: object): source is LiveDataset {
  return 'kind' in source && source.kind === 'live';
}

export function createLiveDataset(initial: PreparedDataset, serve: ServeDataset): LiveDataset {
  const holder = new LeaseHolder<ServedDataset>(serve(initial), (served) => served.dataset.close());
  return {
    kind: 'live',
    current: () => holder.current(),
    switchTo(dataset) {
      // Built before the swap: requests keep being answered from the old version meanwhile.
      const next = serve(dataset);
      const previous = holder.current().dataset;
      return { previous, closed: holder.replace(next) };
    },
    route: (pick) => (req, res, next) => pick(holder.current())(req, res, next),
    leasedRoute: (pick) => (req, res, next) => {
      const lease = holder.acquire();
      // 'close' follows the end of every response, sent or cut off.
      res.once('close', lease.release);
      pick(lease.value)(req, res, next);
    },
    close: () => holder.close(),
  };
}
