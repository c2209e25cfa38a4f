// The framework floor (tests/bench/framework-floor/: React and react-router-dom alone, rendering a page of home's
// length on the client) built by Vite as the app is: Lighthouse audits it (framework-floor-server.ts) and the bundle
// budget measures home's JavaScript against its size (tests/e2e/bundle-budget.e2e.test.ts).

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const SOURCE_DIR = path.resolve('tests/bench/framework-floor');

/** The floor's built files, by their path from the site's root (`/index.html`, `/assets/…`), and their bytes. */
export async function buildFrameworkFloor(): Promise<Map<string, Buffer>> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-framework-floor-'));
  try {
    await build({
      configFile: false,
      root: SOURCE_DIR,
      logLevel: 'error',
      plugins: [react()],
      // React's production build, as `npm run build` gets it, whatever NODE_ENV the caller runs under (Vitest's is
      // "test", which would build React's development one, 60 KB more).
      mode: 'production',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
    });
    const files = new Map<string, Buffer>();
    for (const name of await readdir(outDir, { recursive: true })) {
      if (!path.extname(name)) continue;
      files.set(`/${name.split(path.sep).join('/')}`, await readFile(path.join(outDir, name)));
    }
    return files;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
