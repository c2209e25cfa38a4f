import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalReportStorage } from './local-storage-adapter';

const USER = '0b6f8a52-3c1e-4d7a-9f2b-5e8c1a7d3b90';
const PDF = new TextEncoder().encode('%PDF-1.7 test');

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
});
