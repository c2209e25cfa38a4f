// Temporary files and folders carry their writer's pid in their name, so that a later run can tell the ones a writer
// left when it was killed mid-write (and remove them) from the ones a running writer is still filling.

/** Whether a process with this id is running on this machine (EPERM: it is, under another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a temporary entry named with writer `pid` and last changed at `changedAtMs` (its mtimeMs) was left by a
 * writer that is gone: no process with that pid runs, or the pid is this process's own but the entry is older than
 * this process (a restarted container hands out the same pids again). A pid that is not a positive integer (a name
 * from before pids were written) names no running writer.
 */
export function wasLeftByGoneWriter(pid: number, changedAtMs: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return true;
  if (pid === process.pid) return changedAtMs < performance.timeOrigin;
  return !isRunning(pid);
}
