// The JavaScript budgets, read from the build this suite runs against (Vite's manifest): what the browser loads before
// home can draw (the entry, the home page's chunk and their static imports), gzip-compressed, and no map, sign-in
// service or PDF code among it, within 25 KB of React's own floor (React and its router alone, built the same way:
// tests/bench/framework-floor/), whose figures it prints; React's own renderer built in, and no Preact; the number
// of script files /map's first view waits on; and /blog's list without the articles' bodies.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from '../../server/http/route-preloads';
import { buildFrameworkFloor } from '../bench/framework-floor-build';
import { gzipBytes, readManifest, staticClosure } from '../bench/route-js';

const DIST_DIR = process.env.CLIENT_DIST_DIR?.trim() || 'dist';
const KB = 1000;

/** What home's JavaScript may add to the framework floor's (issue 15's 60 KB target is withdrawn: React alone passes it). */
const HOME_JS_OVER_FLOOR = 25 * KB;
/** The framework chunks vite.config.ts splits off (build.rolldownOptions.output.codeSplitting). */
const RENDERER_CHUNK = 'react';
const ROUTER_CHUNK = 'router';
/** Every production build of React's own renderer links its error codes here; Preact's compatibility layer does not. */
const REACT_RUNTIME_MARK = 'react.dev/errors';
/**
 * Preact's own production build, whichever way it came in: the vnode's children (`__k`) and a component's hooks
 * (`__H`) under the property names Preact mangles them to, which no other library here uses.
 */
const PREACT_MARKS = [/\.__k\b/, /\.__H\b/];

const HOME_PAGE = 'src/features/home/home-page.tsx';
/** The blog articles' bodies, a category's pair to a module (src/features/blog/article-bodies.ts). */
const ARTICLE_BODY_MODULES = ['zoning-guide', 'technology', 'market-analysis'].map((name) => `src/features/blog/articles/${name}.ts`);
/**
 * Chunks (by the name the build gives them) that must stay out of home's script, each loaded when a page asks for it:
 * the map engine and screen, the sign-in service and its hosted SDK, and the reports' PDF client and offline store.
 */
const LOADED_APART = ['maplibre', 'map-screen', 'create-gateway', 'supabase-gateway', 'reports', 'kept-reports'];

const manifest = readManifest(DIST_DIR);
const homeFiles = staticClosure(manifest, HOME_PAGE, staticClosure(manifest, 'index.html'));
const homeJs = [...homeFiles].filter((file) => file.endsWith('.js'));
const chunkNamed = (name: string) => Object.values(manifest).find((chunk) => chunk.name === name)?.file;
const bytesOf = (file: string | undefined) => (file && homeFiles.has(file) ? gzipBytes(DIST_DIR, [file]) : 0);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * The most script files /map's first view may wait on: the entry's four, the map screen's, what it shares with other
 * pages (one chunk: server/site/route-shared-chunk.ts), the API client, the engine and its worker. Each is a round trip
 * on one of six connections over a 560 ms link; the bundler's own splitting made it 18 (issue 13, point 5).
 */
const MAP_SCRIPT_FILES_MOST = 10;

describe('the JavaScript budgets', () => {
  /** The gzip bytes of the framework floor's JavaScript, built now with the Vite and React this build used. */
  let floor = 0;
  beforeAll(async () => {
    for (const [name, bytes] of await buildFrameworkFloor()) if (name.endsWith('.js')) floor += gzipSync(bytes, { level: 9 }).length;
  });

  it("when home loads, then its JavaScript stays within 25 KB of React's floor, and the figures are printed", () => {
    const total = gzipBytes(DIST_DIR, homeJs);
    const renderer = bytesOf(chunkNamed(RENDERER_CHUNK));
    const router = bytesOf(chunkNamed(ROUTER_CHUNK));
    const app = total - renderer - router;
    const budget = floor + HOME_JS_OVER_FLOOR;
    process.stdout.write(
      `home JavaScript: ${kb(total)} gzip in ${homeJs.length} files = React ${kb(renderer)} + router ${kb(router)} + app ${kb(app)}; ` +
        `the floor (React and its router alone) ${kb(floor)}, so ${kb(total - floor)} over it; the budget ${kb(budget)} (${(total / budget).toFixed(2)}×)\n`,
    );

    expect(floor, 'the framework floor built').toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(budget);
  });

  it("when the client is built, then React's own renderer is a chunk of its own in home's script", () => {
    const file = chunkNamed(RENDERER_CHUNK);

    expect(file, 'React has a chunk of its own (vite.config.ts)').toBeDefined();
    expect(homeFiles.has(file ?? '')).toBe(true);
    expect(readFileSync(path.join(DIST_DIR, file ?? ''), 'utf8')).toContain(REACT_RUNTIME_MARK);
  });

  it('when the client is built, then no file of it carries Preact', () => {
    const files = Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js'));
    const carriesPreact = (file: string) => {
      const code = readFileSync(path.join(DIST_DIR, file), 'utf8');
      return PREACT_MARKS.every((mark) => mark.test(code));
    };

    expect(files.length).toBeGreaterThan(0);
    expect(files.filter(carriesPreact)).toEqual([]);
  });

  it.each(LOADED_APART)('when home loads, then the %s chunk is not in its script', (name) => {
    const file = chunkNamed(name);

    expect(file, `${name} is a chunk of its own`).toBeDefined();
    expect(homeFiles.has(file ?? '')).toBe(false);
  });

  it("when /map loads, then its first view waits on few script files, the small modules it shares in one chunk", () => {
    const entry = staticClosure(manifest, 'index.html');
    const mapFiles = new Set([...entry]);
    for (const key of ROUTE_MODULES['/map'] ?? []) staticClosure(manifest, key, mapFiles);
    const scripts = [...mapFiles].filter((file) => file.endsWith('.js'));
    // The engine's worker is an asset of its chunk, started as the engine runs (route-preloads.ts names it too).
    const worker = readdirSync(path.join(DIST_DIR, 'assets')).filter((file) => /^maplibre-gl-worker-[\w-]+\.js$/.test(file));
    const count = scripts.length + worker.length;
    process.stdout.write(`/map's first view: ${count} script files (the engine's worker among them); at most ${MAP_SCRIPT_FILES_MOST}\n`);

    expect(chunkNamed('map-shared'), 'the map-shared chunk (vite.config.ts)').toBeDefined();
    expect(count).toBeLessThanOrEqual(MAP_SCRIPT_FILES_MOST);
  });

  it("when /blog loads, then its script holds the list and none of the articles' bodies, which the article page loads", () => {
    const blogFiles = staticClosure(manifest, 'src/features/blog/blog-page.tsx');
    const bodies = ARTICLE_BODY_MODULES.map((module) => manifest[module]?.file);

    expect(bodies.every((file) => file !== undefined), 'each category\'s bodies are a chunk of their own').toBe(true);
    expect(bodies.filter((file) => blogFiles.has(file ?? ''))).toEqual([]);
    expect(manifest['src/features/blog/blog-page.tsx']?.dynamicImports?.sort()).toEqual([...ARTICLE_BODY_MODULES].sort());
  });
});
