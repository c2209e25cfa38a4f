// Lets at most N requests run at once and queues the rest in order (spec §9: 6 concurrent tile requests, 3 on phones).

export interface RequestGate {
  /** Runs task when a slot is free; a signal that aborts while the task waits drops it from the queue. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly inFlight: number;
  readonly waiting: number;
  limit: number;
}

export class GateAbortedError extends Error {
  override readonly name = 'AbortError';
}

export function createRequestGate(limit: number): RequestGate {
  let inFlight = 0;
  const queue: { start: () => void; signal?: AbortSignal }[] = [];

  const gate: RequestGate = {
    limit,
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return queue.length;
    },
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) {
          reject(new GateAbortedError('aborted before it started'));
          return;
        }
        const entry = {
          signal,
          start: () => {
            signal?.removeEventListener('abort', onAbort);
            inFlight += 1;
            task()
              .then(resolve, reject)
              .finally(() => {
                inFlight -= 1;
                next();
              });
          },
        };
        const onAbort = () => {
          const index = queue.indexOf(entry);
          if (index >= 0) queue.splice(index, 1);
          reject(new GateAbortedError('aborted while waiting'));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(entry);
        next();
      });
    },
  };

  function next(): void {
    while (inFlight < gate.limit && queue.length > 0) queue.shift()?.start();
  }

  return gate;
}
