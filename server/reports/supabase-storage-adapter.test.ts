import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStorage, type FakeStorage } from '../../tests/fakes/fake-storage-server';
import { MISSING_FILE } from './storage';
import { createSupabaseReportStorage } from './supabase-storage-adapter';

const KEY = 'service-role-test-key';
const USER = '0b6f8a52-3c1e-4d7a-9f2b-5e8c1a7d3b90';
const PDF = new TextEncoder().encode('%PDF-1.7 test');

describe('Supabase Storage report adapter', () => {
  let fake: FakeStorage;
  beforeAll(async () => {
    fake = await startFakeStorage(KEY);
  });
  afterAll(async () => {
    await fake.close();
  });

  it('when the user has no bucket yet, then the first save creates a private one named after the user id and uploads', async () => {
    const storage = createSupabaseReportStorage({ url: fake.url, serviceRoleKey: KEY });

    const pdfPath = await storage.save(USER, 'ZP-0A1B2C3D', PDF);

    expect(pdfPath).toBe(`${USER}/ZP-0A1B2C3D.pdf`);
    expect(fake.buckets.get(USER)?.get('ZP-0A1B2C3D.pdf')).toEqual(PDF);
    const create = fake.requests.find((r) => r.path === '/storage/v1/bucket');
    expect(JSON.parse(create!.body.toString())).toEqual({ id: USER, name: USER, public: false });
    const upload = fake.requests.findLast((r) => r.method === 'POST' && r.path === `/storage/v1/object/${USER}/ZP-0A1B2C3D.pdf`);
    expect(upload?.headers['x-upsert']).toBe('true');
    expect(upload?.headers['content-type']).toBe('application/pdf');
  });

  it('when a file is saved, then it reads back, signs for 3600 s with the download name, and deletes', async () => {
    const storage = createSupabaseReportStorage({ url: fake.url, serviceRoleKey: KEY });
    const pdfPath = await storage.save(USER, 'ZP-11112222', PDF);

    const bytes = await storage.read(pdfPath);
    const url = new URL((await storage.signedUrl(pdfPath, 3600, 'ZoneBrief-Report-ZP-11112222.pdf'))!);
    await storage.remove(pdfPath);

    expect(bytes).toEqual(PDF);
    expect(url.origin + url.pathname).toBe(`${fake.url}/storage/v1/object/sign/${USER}/ZP-11112222.pdf`);
    expect(url.searchParams.get('token')).toBe('fake-3600');
    expect(url.searchParams.get('download')).toBe('ZoneBrief-Report-ZP-11112222.pdf');
    expect(await storage.read(pdfPath)).toBeNull();
  });

  it('when the file or its bucket is missing, then signing it answers MISSING_FILE (not a storage failure)', async () => {
    const storage = createSupabaseReportStorage({ url: fake.url, serviceRoleKey: KEY });
    await storage.save(USER, 'ZP-55556666', PDF);

    const missing = storage.signedUrl(`${USER}/ZP-77778888.pdf`, 3600, 'ZoneBrief-Report-ZP-77778888.pdf');
    const noBucket = storage.signedUrl('5d2e7c1a-0000-4000-8000-00000000beef/ZP-77778888.pdf', 3600, 'x.pdf');

    await expect(missing).resolves.toBe(MISSING_FILE);
    await expect(noBucket).resolves.toBe(MISSING_FILE);
  });

  it('when the key is wrong, then signing fails as a storage failure', async () => {
    const storage = createSupabaseReportStorage({ url: fake.url, serviceRoleKey: 'wrong' });

    await expect(storage.signedUrl(`${USER}/ZP-11112222.pdf`, 3600, 'x.pdf')).rejects.toMatchObject({ name: 'StorageError', message: expect.stringMatching(/HTTP 403/) });
  });

  it('when a file is already gone, then removing it again succeeds', async () => {
    const storage = createSupabaseReportStorage({ url: fake.url, serviceRoleKey: KEY });

    await expect(storage.remove(`${USER}/ZP-99998888.pdf`)).resolves.toBeUndefined();
  });

  it('when a bucket holds more than a page of files, then removeArea lists page by page, deletes them and the bucket', async () => {
    const storage = createSupabaseReportStorage({ url: fake.url, serviceRoleKey: KEY });
    const user = '5d2e7c1a-0000-4000-8000-000000000150';
    fake.buckets.set(user, new Map(Array.from({ length: 150 }, (_, i) => [`ZP-${String(i).padStart(8, '0')}.pdf`, PDF])));
    const before = fake.requests.length;

    const removed = await storage.removeArea(user);

    expect(removed).toBe(150);
    expect(fake.buckets.has(user)).toBe(false);
    const calls = fake.requests.slice(before);
    const lists = calls.filter((r) => r.path === `/storage/v1/object/list/${user}`).map((r) => JSON.parse(r.body.toString()));
    expect(lists).toEqual([0, 100].map((offset) => ({ prefix: '', limit: 100, offset, sortBy: { column: 'name', order: 'asc' } })));
    const deletes = calls.filter((r) => r.method === 'DELETE' && r.path === `/storage/v1/object/${user}`);
    expect(deletes.flatMap((r) => (JSON.parse(r.body.toString()) as { prefixes: string[] }).prefixes)).toHaveLength(150);
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/storage/v1/bucket/${user}` });
  });

  it('when the user has no bucket, then removeArea answers 0', async () => {
    const storage = createSupabaseReportStorage({ url: fake.url, serviceRoleKey: KEY });

    await expect(storage.removeArea('5d2e7c1a-0000-4000-8000-000000000000')).resolves.toBe(0);
  });

  it('when an area was removed, then a later save creates the bucket again', async () => {
    const storage = createSupabaseReportStorage({ url: fake.url, serviceRoleKey: KEY });
    const user = '5d2e7c1a-0000-4000-8000-000000000001';
    await storage.save(user, 'ZP-AAAA1111', PDF);

    expect(await storage.removeArea(user)).toBe(1);
    await storage.save(user, 'ZP-AAAA2222', PDF);

    expect([...(fake.buckets.get(user)?.keys() ?? [])]).toEqual(['ZP-AAAA2222.pdf']);
  });

  it('when the key is wrong, then saving fails with the storage status', async () => {
    const storage = createSupabaseReportStorage({ url: fake.url, serviceRoleKey: 'wrong' });

    await expect(storage.save(USER, 'ZP-33334444', PDF)).rejects.toThrow(/HTTP 403/);
  });

  it('when a pdf_path could climb out of the user area, then it is refused before any call', async () => {
    const storage = createSupabaseReportStorage({ url: fake.url, serviceRoleKey: KEY });
    const before = fake.requests.length;

    await expect(storage.read('../other/ZP-11112222.pdf')).rejects.toThrow(/unexpected pdf_path/);
    await expect(storage.removeArea('../other')).rejects.toThrow(/unexpected user id/);
    expect(fake.requests.length).toBe(before);
  });
});

describe('Supabase Storage report adapter, newer Storage (a missing object is a plain 404)', () => {
  let fake: FakeStorage;
  beforeAll(async () => {
    fake = await startFakeStorage(KEY, { notFoundStatus: 404 });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('when the file is missing, then signing it answers MISSING_FILE and reading it answers null', async () => {
    const storage = createSupabaseReportStorage({ url: fake.url, serviceRoleKey: KEY });
    await storage.save(USER, 'ZP-55556666', PDF);

    await expect(storage.signedUrl(`${USER}/ZP-77778888.pdf`, 3600, 'x.pdf')).resolves.toBe(MISSING_FILE);
    expect(await storage.read(`${USER}/ZP-77778888.pdf`)).toBeNull();
  });
});
