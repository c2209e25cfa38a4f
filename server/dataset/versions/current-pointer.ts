// The current-version pointer, <DATA_DIR>/datasets/CURRENT: one line naming the dataset version a server serves when
// DATASET_DIR does not pin one. Replaced whole (written beside, then renamed), so a reader sees the old id or the new.

import { randomUUID } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { TEMP_PREFIX } from '../store';

export const CURRENT_FILE = 'CURRENT';

/** A dataset id is also its folder's name (the manifest's rule): nothing that could climb out of the datasets folder. */
const DATASET_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function datasetsDirOf(dataDir: string): string {
  return path.join(dataDir, 'datasets');
}

/** A pointer file that names no possible dataset folder (edited by hand, or not ours). */
export class CurrentPointerError extends Error {
  override readonly name = 'CurrentPointerError';
  constructor(readonly file: string, problem: string) {
    super(`${file}: ${problem}`);
  }
}

export function isDatasetId(id: string): boolean {
  return DATASET_ID.test(id) && !id.startsWith(TEMP_PREFIX);
}

/** The id CURRENT names, or null when there is no pointer. Throws CurrentPointerError for one that names no folder. */
export async function readCurrentPointer(datasetsDir: string): Promise<string | null> {
  const file = path.join(datasetsDir, CURRENT_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const id = text.trim();
  if (!isDatasetId(id)) throw new CurrentPointerError(file, `does not name a dataset version (${JSON.stringify(text.slice(0, 80))})`);
  return id;
}

/** Points CURRENT at `id`: the new file is written and flushed beside the old one, then renamed over it. */
export async function writeCurrentPointer(datasetsDir: string, id: string): Promise<void> {
  if (!isDatasetId(id)) throw new CurrentPointerError(path.join(datasetsDir, CURRENT_FILE), `cannot name "${id}": not a dataset id`);
  // The writer's pid in the name, as for dataset folders: removeStaleTempFolders clears one a killed writer left.
  const temp = path.join(datasetsDir, `${TEMP_PREFIX}${CURRENT_FILE}-${process.pid}-${randomUUID()}`);
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(`${id}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, path.join(datasetsDir, CURRENT_FILE));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
