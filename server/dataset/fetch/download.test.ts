import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeCkanServer, type FakeCkanServer } from '../../../tests/fakes/fake-ckan-server';
import { cityFile } from '../../../tests/fixtures/city-portal';
import { cityDataAvailable } from '../../../tests/support/city-data';
import { DownloadError, downloadFile, type DownloadRequest } from './download';
import type { RetryPolicy } from './retry';

const ID = '75b9805b-bc65-4c30-97fa-9c57c17233b2';
const NAME = 'Zoning Rooming House Overlay - 4326.geojson';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const FAST: RetryPolicy = { retries: 3, baseDelayMs: 1, maxDelayMs: 5 };

const withCityData = cityDataAvailable();

describe.skipIf(!withCityData)('downloadFile from a CKAN-like server serving the City’s files', () => {
  const source = withCityData ? cityFile('overlay-rooming-house.geojson') : Buffer.alloc(0);
  let server: FakeCkanServer;
  let dir: string;
  let file: string;
  let url: string;
  const waits: number[] = [];

  beforeEach(async () => {
    server = await startFakeCkanServer([{ name: 'zoning-by-law', resources: [{ id: ID, name: NAME, format: 'GeoJSON', body: source }] }]);
    dir = await mkdtemp(path.join(tmpdir(), 'zonebrief-download-'));
    file = path.join(dir, `${ID}-rooming-house.geojson`);
    url = `${server.baseUrl}/dataset/download/${ID}/${encodeURIComponent(NAME)}`;
    waits.length = 0;
  });

  afterEach(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const download = (extra: Partial<DownloadRequest> = {}) =>
    downloadFile({
      url,
      file,
      retry: FAST,
      wait: async (ms) => {
        waits.push(ms);
      },
      ...extra,
    });

  it('when the connection drops halfway, then the next request asks for the rest with Range and If-Range, and the file is the source byte for byte', async () => {
    const half = Math.floor(source.length / 2);
    server.setFaults(ID, { cutAfterBytes: half });

    const result = await download({ expectedSize: source.length });

    const [first, second, ...more] = server.downloadsOf(ID);
    expect(more).toEqual([]);
    expect(first!.headers.range).toBeUndefined();
    const resumedAt = Number(/^bytes=(\d+)-$/.exec(second!.headers.range ?? '')?.[1]);
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(half);
    expect(second!.headers['if-range']).toBe(`"${createHash('sha1').update(source).digest('hex')}"`);
    expect(second!.status).toBe(206);
    expect(second!.bytesSent).toBe(source.length - resumedAt);
    expect(result.resumedFrom).toBe(resumedAt);
    expect(sha256(await readFile(file))).toBe(sha256(source));
    expect(result.sha256).toBe(sha256(source));
    expect(existsSync(`${file}.part`)).toBe(false);
    expect(existsSync(`${file}.part.json`)).toBe(false);
  });

  it('when a run stops after a cut, then the next run resumes its .part from where it stopped', async () => {
    server.setFaults(ID, { cutAfterBytes: 1_000_000 });
    await expect(download({ retry: { ...FAST, retries: 0 } })).rejects.toThrow(DownloadError);
    const kept = (await stat(`${file}.part`)).size;
    expect(kept).toBeGreaterThan(0);
    expect(existsSync(file)).toBe(false);

    const result = await download();

    expect(server.downloadsOf(ID)[1]!.headers.range).toBe(`bytes=${kept}-`);
    expect(result.resumedFrom).toBe(kept);
    expect(sha256(await readFile(file))).toBe(sha256(source));
  });

  it('when the server ignores Range (200 to a Range request), then the download starts again from zero and the file is whole', async () => {
    server.setFaults(ID, { cutAfterBytes: 1_000_000, ignoreRange: true });

    const result = await download({ expectedSize: source.length });

    const [, second] = server.downloadsOf(ID);
    expect(second!.headers.range).toMatch(/^bytes=\d+-$/);
    expect(second!.status).toBe(200);
    expect(result.resumedFrom).toBe(0);
    expect((await stat(file)).size).toBe(source.length);
    expect(sha256(await readFile(file))).toBe(sha256(source));
  });

  it('when the file changed on the server between runs, then If-Range gets the new file whole rather than a splice of two', async () => {
    server.setFaults(ID, { cutAfterBytes: 1_000_000 });
    await expect(download({ retry: { ...FAST, retries: 0 } })).rejects.toThrow(DownloadError);
    const changed = Buffer.concat([Buffer.from('{"changed":true}'), source.subarray(16)]);
    server.replaceBody(ID, changed);

    await download();

    expect(server.downloadsOf(ID)[1]!.status).toBe(200);
    expect(sha256(await readFile(file))).toBe(sha256(changed));
  });

  it('when the server answers 503 with Retry-After, then it waits that long, retries and completes', async () => {
    server.setFaults(ID, { statuses: [{ status: 503, retryAfter: '2' }, { status: 502 }] });

    const result = await download({ retry: { retries: 3, baseDelayMs: 100, maxDelayMs: 10_000 } });

    expect(server.downloadsOf(ID).map((r) => r.status)).toEqual([503, 502, 200]);
    expect(waits[0]).toBe(2_000);
    expect(waits[1]).toBeGreaterThanOrEqual(100);
    expect(waits[1]).toBeLessThanOrEqual(200);
    expect(result.attempts).toBe(3);
    expect(sha256(await readFile(file))).toBe(sha256(source));
  });

  it('when 429s and 5xx go on past the retries, then the error names the URL, the status and the attempts, and nothing is kept', async () => {
    server.setFaults(ID, { statuses: [{ status: 503 }, { status: 429 }, { status: 503 }, { status: 503 }, { status: 503 }] });

    const error = await download().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(DownloadError);
    expect((error as DownloadError).message).toBe(`GET ${url} failed after 4 attempts: HTTP 503 Service Unavailable`);
    expect((error as DownloadError).status).toBe(503);
    expect(waits).toHaveLength(3);
    expect(existsSync(file)).toBe(false);
  });

  it('when the server answers 404, then it fails at once with the URL and status, without retrying', async () => {
    const missing = `${server.baseUrl}/dataset/download/no-such-resource/x.geojson`;

    const error = await downloadFile({ url: missing, file, retry: FAST, wait: async () => {} }).catch((caught: unknown) => caught);

    expect((error as DownloadError).message).toBe(`GET ${missing} failed: the server answered HTTP 404 Not Found`);
    expect(server.requests).toHaveLength(1);
  });

  it('when the server sends another size than the portal publishes, then it fails and keeps no file', async () => {
    const error = await download({ expectedSize: source.length + 7 }).catch((caught: unknown) => caught);

    expect((error as DownloadError).message).toMatch(new RegExp(`${source.length} bytes .*publishes a size of ${source.length + 7}; nothing was kept`));
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.part`)).toBe(false);
  });

  it('when the checksum differs from the published one, then it fails and keeps no file', async () => {
    const wrong = sha256(Buffer.from('another file'));

    const error = await download({ expectedSize: source.length, expectedHash: { algorithm: 'sha256', hex: wrong } }).catch((caught: unknown) => caught);

    expect((error as DownloadError).message).toBe(`GET ${url}: the file's sha256 is ${sha256(source)} but the portal publishes ${wrong}; nothing was kept`);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.part`)).toBe(false);
  });

  it('when the published md5 matches, then the file is kept', async () => {
    const md5 = createHash('md5').update(source).digest('hex');

    await download({ expectedHash: { algorithm: 'md5', hex: md5 } });

    expect(sha256(await readFile(file))).toBe(sha256(source));
  });

  it('when the server stalls mid-file, then the attempt is abandoned after the idle time and the rest is fetched with Range', async () => {
    server.setFaults(ID, { stallAfterBytes: 500_000 });

    const result = await download({ idleTimeoutMs: 300 });

    const [, second] = server.downloadsOf(ID);
    expect(second!.headers.range).toMatch(/^bytes=\d+-$/);
    expect(result.resumedFrom).toBeGreaterThan(0);
    expect(sha256(await readFile(file))).toBe(sha256(source));
  });
});
