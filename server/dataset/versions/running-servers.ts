// Which dataset each running server on this DATA_DIR serves: one small file per server, <DATA_DIR>/servers/<pid>.json,
// written at start and at every switch, removed on exit. data:list shows it, data:use waits on it, data:prune spares
// what it names. A server killed with -9 leaves its file; readers skip the files of processes no longer running.

import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isRunning } from '../../lib/gone-writers';

const serverEntrySchema = z.object({
  pid: z.number().int().positive(),
  datasetId: z.string(),
  datasetDir: z.string(),
  /** Started with DATASET_DIR: it does not follow CURRENT. */
  pinned: z.boolean(),
  startedAt: z.string(),
  switchedAt: z.string(),
});

export type RunningServer = z.infer<typeof serverEntrySchema>;

export function serversDirOf(dataDir: string): string {
  return path.join(dataDir, 'servers');
}

function entryFile(dataDir: string, pid: number): string {
  return path.join(serversDirOf(dataDir), `${pid}.json`);
}

/** Records (or updates) what this process serves; replaced whole, so a reader never sees half an entry. */
export async function recordRunningServer(dataDir: string, entry: RunningServer): Promise<void> {
  const file = entryFile(dataDir, entry.pid);
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  await writeFile(temp, `${JSON.stringify(entry, null, 2)}\n`);
  await rename(temp, file);
}

/** Removes this process's entry; synchronous, so it can run in an 'exit' handler. */
export function forgetRunningServer(dataDir: string, pid: number): void {
  rmSync(entryFile(dataDir, pid), { force: true });
}

/** The entries of servers still running, by pid. */
export async function listRunningServers(dataDir: string): Promise<RunningServer[]> {
  const dir = serversDirOf(dataDir);
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const servers: RunningServer[] = [];
  for (const name of names.filter((n) => /^\d+\.json$/.test(n)).sort()) {
    const parsed = serverEntrySchema.safeParse(await readFile(path.join(dir, name), 'utf8').then(JSON.parse, () => null));
    if (parsed.success && isRunning(parsed.data.pid)) servers.push(parsed.data);
  }
  return servers.sort((a, b) => a.pid - b.pid);
}

/** Deletes the entries (and half-written temp files) of servers that are gone; returns the pids removed. */
export async function removeGoneServers(dataDir: string): Promise<number[]> {
  const dir = serversDirOf(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  const removed: number[] = [];
  for (const name of names) {
    const pid = Number(/^(\d+)\.json/.exec(name)?.[1]);
    if (Number.isInteger(pid) && pid > 0 && (pid === process.pid || isRunning(pid))) continue;
    await rm(path.join(dir, name), { force: true });
    if (/^\d+\.json$/.test(name)) removed.push(pid);
  }
  return removed;
}
