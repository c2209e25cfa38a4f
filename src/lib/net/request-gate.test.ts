import { describe, expect, it } from 'vitest';
import { createRequestGate, GateAbortedError } from './request-gate';

/** A task that finishes when told to. */
function deferred(): { task: () => Promise<string>; finish: (value: string) => void; started: () => boolean } {
  let resolve: (value: string) => void = () => undefined;
  let started = false;
  const promise = new Promise<string>((r) => (resolve = r));
  return {
    task: () => {
      started = true;
      return promise;
    },
    finish: (value) => resolve(value),
    started: () => started,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRequestGate', () => {
  it('when more tasks arrive than the limit, then only the limit run and the rest wait in order', async () => {
    const gate = createRequestGate(2);
    const tasks = [deferred(), deferred(), deferred(), deferred()];
    const results = tasks.map((t) => gate.run(t.task));

    expect(tasks.map((t) => t.started())).toEqual([true, true, false, false]);
    expect([gate.inFlight, gate.waiting]).toEqual([2, 2]);

    tasks[1]?.finish('b');
    await tick();
    expect(tasks.map((t) => t.started())).toEqual([true, true, true, false]);

    tasks[0]?.finish('a');
    tasks[2]?.finish('c');
    await tick();
    tasks[3]?.finish('d');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect([gate.inFlight, gate.waiting]).toEqual([0, 0]);
  });

  it('when a task fails, then its slot is freed for the next', async () => {
    const gate = createRequestGate(1);
    const failing = gate.run(() => Promise.reject(new Error('503')));
    const second = deferred();
    const next = gate.run(second.task);

    await expect(failing).rejects.toThrow('503');
    await tick();
    expect(second.started()).toBe(true);
    second.finish('ok');
    expect(await next).toBe('ok');
  });

  it('when a waiting task is aborted, then it never starts and rejects with an AbortError', async () => {
    const gate = createRequestGate(1);
    const first = deferred();
    void gate.run(first.task);
    const waiting = deferred();
    const controller = new AbortController();
    const aborted = gate.run(waiting.task, controller.signal);

    controller.abort();

    await expect(aborted).rejects.toBeInstanceOf(GateAbortedError);
    expect(gate.waiting).toBe(0);
    first.finish('a');
    await tick();
    expect(waiting.started()).toBe(false);
  });

  it('when the limit is raised, then waiting tasks start on the next finish', async () => {
    const gate = createRequestGate(1);
    const tasks = [deferred(), deferred(), deferred()];
    tasks.forEach((t) => void gate.run(t.task));
    gate.limit = 3;
    tasks[0]?.finish('a');
    await tick();
    expect(tasks.map((t) => t.started())).toEqual([true, true, true]);
  });
});
