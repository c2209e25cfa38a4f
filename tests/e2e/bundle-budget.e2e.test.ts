// The home page's JavaScript budget, read from the build this suite runs against (Vite's manifest): what the browser
// loads before home can draw (the entry, the home page's chunk and their static imports), gzip-compressed, and no map,
// sign-in service or PDF code among it. Prints the figures beside the 60 KB target of issue 15.

import { describe, expect, it } from 'vitest';
import { gzipBytes, readManifest, staticClosure } from '../bench/route-js';

const DIST_DIR = process.env.CLIENT_DIST_DIR?.trim() || 'dist';
const KB = 1000;

/** Issue 15's target for all of home's JavaScript. React 19's own runtime is larger (see the printed figures). */
const HOME_JS_TARGET = 60 * KB;
/**
 * What home may load besides React's runtime: the router, the shell and the page. The runtime is measured, not
 * budgeted, so a React update moves it and the rest stays held.
 */
const BESIDES_REACT_BUDGET = 32 * KB;
/** The framework chunks vite.config.ts splits off (build.rolldownOptions.output.codeSplitting). */
const REACT_CHUNK = 'react';
const ROUTER_CHUNK = 'router';

const HOME_PAGE = 'src/features/home/home-page.tsx';
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

describe('the home page JavaScript budget', () => {
  it('when home loads, then its JavaScript besides React stays within the budget, and the figures are printed', () => {
    const total = gzipBytes(DIST_DIR, homeJs);
    const react = bytesOf(chunkNamed(REACT_CHUNK));
    const router = bytesOf(chunkNamed(ROUTER_CHUNK));
    const app = total - react - router;
    process.stdout.write(
      `home JavaScript: ${kb(total)} gzip in ${homeJs.length} files = React ${kb(react)} + router ${kb(router)} + app ${kb(app)}; ` +
        `${(total / HOME_JS_TARGET).toFixed(2)}× the ${kb(HOME_JS_TARGET)} target (React alone ${(react / HOME_JS_TARGET).toFixed(2)}×)\n`,
    );

    expect(react, 'React has a chunk of its own (vite.config.ts)').toBeGreaterThan(0);
    expect(total - react).toBeLessThanOrEqual(BESIDES_REACT_BUDGET);
  });

  it.each(LOADED_APART)('when home loads, then the %s chunk is not in its script', (name) => {
    const file = chunkNamed(name);

    expect(file, `${name} is a chunk of its own`).toBeDefined();
    expect(homeFiles.has(file ?? '')).toBe(false);
  });
});
