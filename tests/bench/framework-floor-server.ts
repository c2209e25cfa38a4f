// The floor a content page can reach on this machine: the framework alone (React 19 and its router:
// tests/bench/framework-floor/), built by Vite as the app is (framework-floor-build.ts) and served compressed as the
// app's files are (Brotli, or gzip to a browser that asks for no Brotli), on a port of its own, so Lighthouse can audit
// it exactly as it audits home, /pricing and /blog, and print their scores as ratios of it.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildFrameworkFloor } from './framework-floor-build';

const CONTENT_TYPES: Readonly<Record<string, string>> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

export interface FrameworkFloorServer {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startFrameworkFloorServer(): Promise<FrameworkFloorServer> {
  const files = new Map<string, { type: string; brotli: Buffer; gzip: Buffer }>();
  for (const [name, bytes] of await buildFrameworkFloor()) {
    const type = CONTENT_TYPES[path.extname(name)];
    if (!type) continue;
    const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
    files.set(name, { type, brotli, gzip: gzipSync(bytes, { level: 9 }) });
  }

  const server: Server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://floor');
    const file = files.get(pathname === '/' ? '/index.html' : pathname);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const brotli = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const immutable = pathname.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': file.type,
      'content-encoding': brotli ? 'br' : 'gzip',
      vary: 'Accept-Encoding',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(brotli ? file.brotli : file.gzip);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
