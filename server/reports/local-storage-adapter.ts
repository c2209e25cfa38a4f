// Report files on the local disk (embedded mode): DATA_DIR/reports/<user id>/<report id>.pdf, written atomically.

import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { wasLeftByGoneWriter } from '../lib/gone-writers';
import { areaOf, parsePdfPath, pdfPathOf, type ReportStorage } from './storage';

/**
 * '<report id>.pdf.<writer pid>.<12 hex>.tmp'; names written before the pid was added have no pid part (their writers
 * are long gone).
 */
const TEMPORARY_FILE = /^ZP-[A-Za-z0-9]{8}\.pdf\.(?:(\d+)\.)?[0-9a-f]{12}\.tmp$/;

export function createLocalReportStorage(dataDir: string): ReportStorage {
  const root = path.join(dataDir, 'reports');
  const fileOf = (pdfPath: string): string => {
    const { area, file } = parsePdfPath(pdfPath);
    return path.join(root, area, file);
  };

  return {
    kind: 'local',

    async save(userId, reportId, pdf) {
      const pdfPath = pdfPathOf(userId, reportId);
      const target = fileOf(pdfPath);
      await mkdir(path.dirname(target), { recursive: true });
      // A reader never sees half a file: write beside it, then rename over it (atomic on one file system). The pid
      // tells removeStaleTemporaries whether the writer of a file left behind is still running.
      const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, pdf);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return pdfPath;
    },

    async read(pdfPath) {
      try {
        return new Uint8Array(await readFile(fileOf(pdfPath)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(pdfPath) {
      await rm(fileOf(pdfPath), { force: true });
    },

    async signedUrl() {
      return null;
    },

    async removeArea(userId) {
      const folder = path.join(root, areaOf(userId));
      let entries;
      try {
        entries = await readdir(folder, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      const files = entries.filter((entry) => entry.isFile()).length;
      await rm(folder, { recursive: true, force: true });
      return files;
    },

    async removeStaleTemporaries() {
      let removed = 0;
      for (const area of await entriesOf(root)) {
        if (!area.isDirectory()) continue;
        const folder = path.join(root, area.name);
        for (const entry of await entriesOf(folder)) {
          const match = entry.isFile() ? TEMPORARY_FILE.exec(entry.name) : null;
          if (!match) continue;
          const file = path.join(folder, entry.name);
          // Gone already: its writer renamed it into place since the folder was read.
          const changedAtMs = (await stat(file).catch(() => null))?.mtimeMs;
          if (changedAtMs === undefined || !wasLeftByGoneWriter(Number(match[1]), changedAtMs)) continue;
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

/** A folder's entries; none when it does not exist. */
async function entriesOf(folder: string) {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
