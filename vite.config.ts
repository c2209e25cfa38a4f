// Client build: the app (React 19 components: docs/decisions.md, "The renderer"), the injectManifest service worker
// with the web manifest, and the dev proxy to the server.
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// `.js`: TypeScript and Vite's config loader both resolve it to the .ts file; without an extension Vite warns.
import { parseEnv } from './src/config/env-schema.js';
import { basemapCreditWarning } from './src/lib/basemap/hosted-basemap-settings.js';
import { faviconFromSvg } from './server/http/favicon.js';
import { precompressFiles } from './server/http/precompressed.js';
import { contentDate, prerenderSite } from './server/site/prerender-plugin.js';
import { routeSharedChunk } from './server/site/route-shared-chunk.js';
import { ROUTE_MODULES } from './server/http/route-preloads.js';
import { DEFAULT_SITE_ORIGIN } from './src/lib/site/page-heads.js';
import { siteOriginOf } from './src/lib/site/sitemap.js';

const THEME_COLOUR = '#0b3b60';
/** What /map's chunks share with other pages' chunks, in one chunk (server/site/route-shared-chunk.ts). */
const MAP_SHARED = routeSharedChunk('map-shared', ROUTE_MODULES['/map'] ?? []);
const SERVER = 'http://localhost:8080';
/** The home page's sample report, built by the report engine (server/cli/build-sample-report.ts). */
export const SAMPLE_REPORT_PATH = '/zoning-analysis-sample.pdf';
/** Where public/ keeps the install dialog's screenshots. */
export const SCREENSHOTS_PATH = '/screenshots';
const SHORTCUT_ICON = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
/** Canonical and sharing URLs start with it: VITE_SITE_ORIGIN (the environment or the build's .env files), else the local server. */
const SITE_ORIGIN = siteOriginOf(loadEnv('production', process.cwd(), 'VITE_').VITE_SITE_ORIGIN || DEFAULT_SITE_ORIGIN);
const DEFINE = { __APP_VERSION__: JSON.stringify(version), __SITE_ORIGIN__: JSON.stringify(SITE_ORIGIN) };

/**
 * Checks the client's configuration before a build or the dev server writes it into the bundle (the browser carries
 * no validator: src/config/env.ts), and warns when the hosted basemap's settings would leave its provider uncredited.
 */
function clientConfigCheck(): Plugin {
  return {
    name: 'zonebrief:client-config-check',
    configResolved(config) {
      parseEnv(config.env);
      const env = config.env as Record<string, string | undefined>;
      const warning = basemapCreditWarning({ styleUrl: env.VITE_BASEMAP_STYLE_URL, attribution: env.VITE_BASEMAP_ATTRIBUTION });
      if (warning) config.logger.warn(`\nWarning (hosted basemap): ${warning}\n`);
    },
  };
}

/** /favicon.ico drawn from the logo (server/http/favicon.ts): written into the build, and served by the dev server. */
function favicon(): Plugin {
  const logo = new URL('./public/icons/icon.svg', import.meta.url);
  const ico = () => faviconFromSvg(readFileSync(logo, 'utf8'));
  return {
    name: 'zonebrief:favicon',
    configureServer(server) {
      server.middlewares.use('/favicon.ico', (_req, res) => {
        res.setHeader('Content-Type', 'image/x-icon');
        res.end(ico());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'favicon.ico', source: ico() });
    },
  };
}

/** Brotli and gzip copies of the built text files, which the server sends as they are (server/http/precompressed.ts). */
function precompress(): Plugin {
  return {
    name: 'zonebrief:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (options.dir) await precompressFiles(options.dir, Object.keys(bundle));
    },
  };
}

export default defineConfig({
  plugins: [
    // Compiles JSX for React's automatic runtime, and refreshes components in the dev server (Fast Refresh).
    react(),
    clientConfigCheck(),
    favicon(),
    precompress(),
    MAP_SHARED.plugin,
    // Before the service worker's build (writeBundle precedes closeBundle), so the worker precaches the pages.
    prerenderSite({ origin: SITE_ORIGIN, define: DEFINE, pagesDate: contentDate(process.env.SOURCE_DATE_EPOCH, process.cwd()) }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // src/platform/service-worker.ts registers it (production builds only).
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'ZoneBrief',
        short_name: 'ZoneBrief',
        description: 'AI-Powered Zoning Intelligence',
        lang: 'en-CA',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        categories: ['business', 'productivity', 'utilities'],
        icons: [
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          { name: 'Map', short_name: 'Map', description: 'The zoning map of Toronto', url: '/map', icons: [SHORTCUT_ICON] },
          { name: 'My Reports', short_name: 'Reports', description: 'Your zoning briefs', url: '/account/reports', icons: [SHORTCUT_ICON] },
        ],
        // For the browsers' richer install dialogs; tests/screenshots/capture-install-screenshots.ts takes them.
        screenshots: [
          {
            src: `${SCREENSHOTS_PATH}/map-narrow.jpg`,
            sizes: '390x844',
            type: 'image/jpeg',
            form_factor: 'narrow',
            label: 'The zoning map of Toronto on a phone',
          },
          {
            src: `${SCREENSHOTS_PATH}/map-wide.jpg`,
            sizes: '1280x800',
            type: 'image/jpeg',
            form_factor: 'wide',
            label: 'The zoning map of Toronto with its legend on a desktop',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The map chunk and MapLibre's worker are large but are the app; precache them for offline use.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // Only the browser's install dialog shows these: the app never does, offline or not.
        // Nor the sharing cards, which only other sites' link previews fetch.
        globIgnores: [`${SCREENSHOTS_PATH.slice(1)}/**`, 'og/**'],
      },
    }),
  ],
  define: DEFINE,
  worker: {
    // MapLibre starts its worker as a module worker.
    format: 'es',
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/data': SERVER,
      '/healthz': SERVER,
      // Not in public/: `npm run build` (and `npm start`) writes it into dist/, which the :8080 server serves.
      [SAMPLE_REPORT_PATH]: SERVER,
    },
  },
  preview: {
    proxy: {
      '/api': SERVER,
      '/data': SERVER,
      '/healthz': SERVER,
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json tells the benchmark which chunks each route loads.
    manifest: true,
    target: 'es2022',
    // Every browser the app supports has modulepreload; the polyfill would only add bytes to the first screen.
    modulePreload: { polyfill: false },
    // MapLibre is one ~1 MB chunk that only /map loads; it cannot be split further.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      output: {
        // The renderer and the router change far less often than the app: chunks of their own stay cached across
        // releases, and the bundle budget (tests/e2e/bundle-budget.e2e.test.ts) tells the framework's bytes from the app's.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            // The phone's sheet and menu move with these; only the phone layout loads them (map-workspace, app-shell).
            { name: 'phone-gestures', test: /node_modules[\\/](@react-spring|@use-gesture)[\\/]/ },
            MAP_SHARED.group,
          ],
        },
      },
    },
    // No source maps: dist/ is what the server publishes, and maps would publish the sources with it. The service
    // worker's build (vite-plugin-pwa's injectManifest) follows this setting.
    sourcemap: false,
  },
});
