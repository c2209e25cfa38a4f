// The floor a map page can reach on this machine: a page with MapLibre alone (its own files, Brotli-compressed as the
// app's are) drawing the app's start view from the same tiles, with one fill layer and no app code. Served over real
// HTTP on a port of its own, its tile requests passed through to the app's server, so Lighthouse and a throttled
// browser can measure it exactly as they measure /map and print the app's figures as ratios of it.

import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const ENGINE_DIR = path.resolve('node_modules/maplibre-gl/dist');
const ENGINE_FILES: Readonly<Record<string, string>> = {
  '/maplibre-gl.mjs': 'text/javascript',
  '/maplibre-gl-worker.mjs': 'text/javascript',
  '/maplibre-gl.css': 'text/css',
};
export const FLOOR_READY_ATTRIBUTE = 'data-idle';

export interface FloorView {
  center: readonly [number, number];
  zoom: number;
  /** The app's joined zoning tiles, as its style names them (`/data/<layers>/{z}/{x}/{y}.pbf?v=<dataset>`). */
  tilePath: string;
}

function floorPage({ center, zoom, tilePath }: FloorView): string {
  const style = {
    version: 8,
    sources: { zoning: { type: 'vector', tiles: [] as string[], maxzoom: 16 } },
    layers: [
      { id: 'land', type: 'background', paint: { 'background-color': '#f4f1ea' } },
      { id: 'zoning', type: 'fill', source: 'zoning', 'source-layer': 'zoning', paint: { 'fill-color': '#9ab', 'fill-opacity': 0.5 } },
    ],
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>MapLibre alone</title><meta name="description" content="MapLibre alone, drawing the same tiles.">
<link rel="modulepreload" href="/maplibre-gl.mjs"><link rel="modulepreload" href="/maplibre-gl-worker.mjs">
<link rel="stylesheet" href="/maplibre-gl.css"><style>html,body,main,#map{margin:0;height:100%}</style></head>
<body><main><h1 style="position:absolute;z-index:1;margin:8px;font:16px sans-serif">MapLibre alone</h1><div id="map"></div></main>
<script type="module">
import * as maplibregl from '/maplibre-gl.mjs';
maplibregl.setWorkerUrl(new URL('/maplibre-gl-worker.mjs', location.href).href);
const style = ${JSON.stringify(style)};
// Made absolute on the page: MapLibre's worker cannot resolve a relative tile URL.
style.sources.zoning.tiles = [location.origin + ${JSON.stringify(tilePath)}];
const map = new maplibregl.Map({ container: 'map', style, center: ${JSON.stringify(center)}, zoom: ${zoom} });
map.once('idle', () => document.body.setAttribute('${FLOOR_READY_ATTRIBUTE}', 'yes'));
</script></body></html>`;
}

export interface FloorServer {
  baseUrl: string;
  close(): Promise<void>;
}

/** Serves the floor page at `/` and MapLibre's files; passes `/data/` on to the app at appBaseUrl. */
export async function startMapFloorServer(appBaseUrl: string, view: FloorView): Promise<FloorServer> {
  const page = Buffer.from(floorPage(view));
  const engine = new Map(
    Object.entries(ENGINE_FILES).map(([name, type]) => {
      const bytes = readFileSync(path.join(ENGINE_DIR, name.slice(1)));
      return [name, { type, brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }) }];
    }),
  );
  const app = new URL(appBaseUrl);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://floor');
    if (url.pathname.startsWith('/data/')) {
      const upstream = request({ host: app.hostname, port: app.port, path: req.url, headers: { 'accept-encoding': req.headers['accept-encoding'] ?? '' } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      upstream.end();
      return;
    }
    const file = engine.get(url.pathname);
    if (file) {
      res.writeHead(200, { 'content-type': file.type, 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable' });
      res.end(file.brotli);
      return;
    }
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(page);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
