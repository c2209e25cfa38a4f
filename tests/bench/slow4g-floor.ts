// MapLibre's own floor under Slow 4G: a bare page that loads only the engine (its module and its worker, gzipped as the
// app's files are) and draws the app's start view from the app's own tiles, timed from navigation to its first idle
// as the app's cold visit is. The app's cold figure is printed as a ratio of this.

import { readFile } from 'node:fs/promises';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/browser';
import { ENGINE_DIR, ceilingPage } from './map-data-ready';
import { throttleToSlow4g } from './slow-4g';

const PREFIX = '/__bench-floor/';

/** The tiles the app drew, drawn plainly: one fill of the zoning layer over a background, no labels, no parcels. */
function floorStyle(tileTemplate: string): object {
  return {
    version: 8,
    sources: { map: { type: 'vector', tiles: [tileTemplate], minzoom: 0, maxzoom: 16 } },
    layers: [
      { id: 'land', type: 'background', paint: { 'background-color': '#f2efe9' } },
      { id: 'zoning', type: 'fill', source: 'map', 'source-layer': 'zoning', paint: { 'fill-color': '#9aa7b8', 'fill-opacity': 0.6 } },
    ],
  };
}

/** Serves the floor page and the engine's files under PREFIX (never cached) and forwards everything else to `target`. */
async function startFloorServer(target: string, page: (origin: string) => string): Promise<{ origin: string; close(): Promise<void> }> {
  const gzipped = new Map<string, Buffer>();
  const server: Server = createServer((incoming, answer) => {
    const url = new URL(incoming.url ?? '/', target);
    if (!url.pathname.startsWith(PREFIX)) {
      const outgoing = forward(url, { method: incoming.method, headers: incoming.headers }, (upstream) => {
        answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(answer);
      });
      outgoing.on('error', () => answer.destroy());
      return void incoming.pipe(outgoing);
    }
    const name = path.basename(url.pathname);
    const type = name.endsWith('.css') ? 'text/css' : name.endsWith('.html') ? 'text/html' : 'text/javascript';
    const body = name === 'index.html' ? Promise.resolve(Buffer.from(page(origin))) : readFile(path.join(ENGINE_DIR, name));
    body.then(
      (bytes) => {
        const zipped = gzipped.get(name) ?? gzipSync(bytes);
        if (name !== 'index.html') gzipped.set(name, zipped);
        answer.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'content-length': zipped.length, 'cache-control': 'no-store' });
        answer.end(zipped);
      },
      () => answer.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The floor's cold visit under Slow 4G at the viewport: milliseconds from navigation to the first idle.
 * `tilePath` is the app's tile URL template without its origin (`/data/<layers>/{z}/{x}/{y}.pbf?v=…`).
 */
export async function measureSlow4gFloor(
  target: string,
  viewport: { width: number; height: number },
  view: { center: readonly [number, number]; zoom: number; tilePath: string },
): Promise<number> {
  const server = await startFloorServer(target, (origin) => ceilingPage(view.center, view.zoom, floorStyle(`${origin}${view.tilePath}`)));
  const browser = await launchBrowser(viewport);
  try {
    const page = await browser.context.newPage();
    await throttleToSlow4g(page);
    const started = Date.now();
    await page.goto(`${server.origin}${PREFIX}index.html`, { waitUntil: 'commit' });
    await page.locator('body[data-idle="yes"]').waitFor({ state: 'attached', timeout: 180_000 });
    return Date.now() - started;
  } finally {
    await browser.close();
    await server.close();
  }
}
