// Report files on the local disk (embedded mode): DATA_DIR/reports/<user id>/<report id>.pdf, written atomically.

import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { areaOf, parsePdfPath, pdfPathOf, type ReportStorage } from './storage';

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
      // A reader never sees half a file: write beside it, then rename over it (atomic on one file system).
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
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
  };
}
