import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles, servePrecompressed } from './precompressed';

const SCRIPT = `export const answer = ${JSON.stringify('zoning '.repeat(600))};\n`;

let dist: string;
let server: Server;
let base: string;

/** A raw GET (fetch would decode the body and hide what was sent). */
function get(pathname: string, acceptEncoding: string | null, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${pathname}`, { method, headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'zonebrief-precompressed-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets', 'app-1.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'tiny-1.js'), 'export {};\n');
  await writeFile(path.join(dist, 'assets', 'icon.png'), Buffer.alloc(4096, 7));
  await precompressFiles(dist, ['assets/app-1.js', 'assets/tiny-1.js', 'assets/icon.png']);
  const app = express();
  app.use(servePrecompressed(dist, (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')));
  app.use(express.static(dist));
  await new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', () => resolve())));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dist, { recursive: true, force: true });
});

describe('files compressed when built', () => {
  it('when the build is compressed, then text files of a kilobyte or more get a Brotli and a gzip copy; small files and images none', async () => {
    const files = await readdir(path.join(dist, 'assets'));

    expect(files.sort()).toEqual(['app-1.js', 'app-1.js.br', 'app-1.js.gz', 'icon.png', 'tiny-1.js']);
  });

  it('when a client takes Brotli, then the Brotli copy is sent as the script, with its caching, and decodes to the file', async () => {
    const res = await get('/assets/app-1.js', 'gzip, deflate, br, zstd');

    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('when a client takes gzip only, then the gzip copy is sent', async () => {
    const res = await get('/assets/app-1.js', 'gzip');

    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
  });

  it('when a client takes neither, or refuses Brotli, then the file goes as it is or as gzip', async () => {
    const plain = await get('/assets/app-1.js', 'identity');
    const noBrotli = await get('/assets/app-1.js', 'br;q=0, gzip');

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
  });

  it('when HEAD asks, then the headers are the copy’s and no body comes', async () => {
    const res = await get('/assets/app-1.js', 'br', 'HEAD');

    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
  });

  it('when a file has no copies, or the path leaves the folder, then the plain files answer as before', async () => {
    const tiny = await get('/assets/tiny-1.js', 'br');
    const outside = await get('/assets/..%2F..%2Fetc%2Fpasswd.js', 'br');
    const missing = await get('/assets/none.js', 'br');

    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
    expect(outside.status).toBe(404);
    expect(missing.status).toBe(404);
  });
});
