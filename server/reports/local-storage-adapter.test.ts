import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WRITER_USER } from '../../tests/support/report-writer-process';
import { createLocalReportStorage } from './local-storage-adapter';

const USER = '0b6f8a52-3c1e-4d7a-9f2b-5e8c1a7d3b90';
const PDF = new TextEncoder().encode('%PDF-1.7 test');
/** Above the kernel's largest pid_max (2^22): never a running process. */
const NEVER_RUNNING_PID = 4_194_305;
const isTemporary = (name: string) => name.endsWith('.tmp');

/**
 * Runs a process that saves large PDFs one after another and kills it with SIGKILL as soon as a temporary file is
 * seen; answers whether one was left (the kill may land between two writes, then the caller tries again).
 */
async function killWriterMidWrite(dataDir: string): Promise<boolean> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/report-writer-process.ts', dataDir], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const area = path.join(dataDir, 'reports', WRITER_USER);
  try {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && child.exitCode === null) {
      const names = await readdir(area).catch(() => [] as string[]);
      if (names.some(isTemporary)) break;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
  return (await readdir(area).catch(() => [] as string[])).some(isTemporary);
}

describe('local report storage', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-reports-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('when a PDF is saved, then it lies at reports/<user>/<report id>.pdf with no temporary file beside it', async () => {
    const storage = createLocalReportStorage(dataDir);

    const pdfPath = await storage.save(USER, 'ZP-0A1B2C3D', PDF);

    expect(pdfPath).toBe(`${USER}/ZP-0A1B2C3D.pdf`);
    expect(await readdir(path.join(dataDir, 'reports', USER))).toEqual(['ZP-0A1B2C3D.pdf']);
    expect(await storage.read(pdfPath)).toEqual(PDF);
  });

  it("when the report id is the spec's lower-case form ('ZP-' + the id's first 8 characters), then it is saved under it", async () => {
    const storage = createLocalReportStorage(dataDir);

    const pdfPath = await storage.save(USER, 'ZP-0a1b2c3d', PDF);

    expect(pdfPath).toBe(`${USER}/ZP-0a1b2c3d.pdf`);
    expect(await storage.read(pdfPath)).toEqual(PDF);
  });

  it('when a file is removed, then reading it answers null and removing it again is fine', async () => {
    const storage = createLocalReportStorage(dataDir);
    const pdfPath = await storage.save(USER, 'ZP-0A1B2C3D', PDF);

    await storage.remove(pdfPath);

    expect(await storage.read(pdfPath)).toBeNull();
    await expect(storage.remove(pdfPath)).resolves.toBeUndefined();
  });

  it('when the area is removed, then its files and folder go and the answer counts the files', async () => {
    const storage = createLocalReportStorage(dataDir);
    await storage.save(USER, 'ZP-0A1B2C3D', PDF);
    await storage.save(USER, 'ZP-11112222', PDF);
    await mkdir(path.join(dataDir, 'reports', USER, 'older'));
    await writeFile(path.join(dataDir, 'reports', USER, 'older', 'ZP-33334444.pdf'), PDF);

    expect(await storage.removeArea(USER)).toBe(3);

    await expect(stat(path.join(dataDir, 'reports', USER))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await storage.removeArea(USER)).toBe(0);
  });

  it('when a user id or path could leave the reports folder, then it is refused', async () => {
    const storage = createLocalReportStorage(dataDir);

    await expect(storage.save('../etc', 'ZP-0A1B2C3D', PDF)).rejects.toThrow(/user id/);
    await expect(storage.read(`${USER}/../../secret.pdf`)).rejects.toThrow(/pdf_path/);
    await expect(storage.removeArea('..')).rejects.toThrow(/user id/);
  });

  it('when temporary files are found, then those of writers no longer running are removed and the rest kept', async () => {
    const storage = createLocalReportStorage(dataDir);
    await storage.save(USER, 'ZP-0A1B2C3D', PDF);
    const area = path.join(dataDir, 'reports', USER);
    const otherArea = path.join(dataDir, 'reports', WRITER_USER);
    await mkdir(otherArea);
    const gone = [
      path.join(area, `ZP-0A1B2C3D.pdf.${NEVER_RUNNING_PID}.0123456789ab.tmp`),
      // Written before temporary names carried their writer's pid.
      path.join(area, 'ZP-11112222.pdf.0123456789ab.tmp'),
      // This process's pid, but older than this process: a pid handed out again after a restart.
      path.join(otherArea, `ZP-33334444.pdf.${process.pid}.0123456789ab.tmp`),
    ];
    const kept = [
      path.join(area, `ZP-55556666.pdf.${process.ppid}.0123456789ab.tmp`),
      path.join(otherArea, `ZP-77778888.pdf.${process.pid}.0123456789ab.tmp`),
      path.join(otherArea, 'notes.tmp'),
    ];
    for (const file of [...gone, ...kept]) await writeFile(file, PDF);
    const beforeThisProcess = new Date(performance.timeOrigin - 60_000);
    await utimes(gone[2]!, beforeThisProcess, beforeThisProcess);

    expect(await storage.removeStaleTemporaries()).toBe(gone.length);

    expect((await readdir(area)).sort()).toEqual(['ZP-0A1B2C3D.pdf', ...kept.slice(0, 1).map((file) => path.basename(file))].sort());
    expect((await readdir(otherArea)).sort()).toEqual(kept.slice(1).map((file) => path.basename(file)).sort());
  });

  it('when there is no reports folder yet, then there is nothing to remove', async () => {
    expect(await createLocalReportStorage(dataDir).removeStaleTemporaries()).toBe(0);
  });

  it('when a writing process is killed with SIGKILL mid-write, then its temporary file is removed and its finished PDFs kept', { timeout: 120_000 }, async () => {
    let left = false;
    for (let attempt = 0; attempt < 5 && !left; attempt += 1) left = await killWriterMidWrite(dataDir);
    expect(left).toBe(true);
    const area = path.join(dataDir, 'reports', WRITER_USER);
    const finished = (await readdir(area)).filter((name) => !isTemporary(name));

    expect(await createLocalReportStorage(dataDir).removeStaleTemporaries()).toBeGreaterThan(0);

    expect((await readdir(area)).sort()).toEqual(finished.sort());
  });
});
