// For the kill -9 test of local report storage: saves large PDFs for one user under the DATA_DIR given as the first
// argument, one after another, until it is killed. Run as `node --import tsx tests/support/report-writer-process.ts <dir>`.

import { createLocalReportStorage } from '../../server/reports/local-storage-adapter';

export const WRITER_USER = '5d0c6f0e-8a4b-4b8e-9f1a-2c3d4e5f6a7b';
/** Large enough for a kill to land inside the write most times. */
const PDF_BYTES = 16 * 1024 * 1024;

async function writeUntilKilled(dataDir: string): Promise<void> {
  const storage = createLocalReportStorage(dataDir);
  const pdf = new Uint8Array(PDF_BYTES).fill(0x25);
  for (let k = 0; ; k += 1) await storage.save(WRITER_USER, `ZP-${String(k % 1e8).padStart(8, '0')}`, pdf);
}

if (process.argv[1]?.endsWith('report-writer-process.ts')) {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: report-writer-process.ts <data dir>');
  void writeUntilKilled(dataDir);
}
