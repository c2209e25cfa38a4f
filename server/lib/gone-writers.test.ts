import { describe, expect, it } from 'vitest';
import { wasLeftByGoneWriter } from './gone-writers';

/** Above the kernel's largest pid_max (2^22): never a running process. */
const NEVER_RUNNING_PID = 4_194_305;

describe('wasLeftByGoneWriter', () => {
  it('when no process has the pid, then the entry was left by a gone writer', () => {
    expect(wasLeftByGoneWriter(NEVER_RUNNING_PID, Date.now())).toBe(true);
  });

  it('when another running process has the pid, then the entry is its own and kept', () => {
    expect(wasLeftByGoneWriter(process.ppid, 0)).toBe(false);
  });

  it('when the pid is this process and the entry changed since it started, then it is being written', () => {
    expect(wasLeftByGoneWriter(process.pid, Date.now())).toBe(false);
  });

  it('when the pid is this process but the entry is older than it (a pid handed out again), then its writer is gone', () => {
    expect(wasLeftByGoneWriter(process.pid, performance.timeOrigin - 1_000)).toBe(true);
  });

  it('when the name holds no usable pid, then no running writer is named', () => {
    for (const pid of [Number.NaN, 0, -1, 1.5]) expect(wasLeftByGoneWriter(pid, Date.now())).toBe(true);
  });
});
