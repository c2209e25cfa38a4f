// Entry: hydrates the page the build prerendered, or renders the app where there is none, then registers the service
// worker (production builds only; the registrar decides).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The global stylesheet first, so the feature stylesheets that follow can refine it.
import './app/styles.css';
import { App } from './app/app';
import { preloadPrerenderedPage } from './app/routes';
import { appUpdate } from './platform/app-update';
import { installPrompt } from './platform/install-prompt';
import { MAP_DATA_READY_MARK } from './features/map/map-data-ready-mark';
import { hasRenderingQuery, normalisePath } from './lib/site/site-routes';

/** How long /map's first view may take before the service worker is registered anyway (a map that never settles). */
const FIRST_VIEW_WAIT_MS = 15_000;

// Before the first render: Chromium may hand over its install prompt before any component could listen for it.
installPrompt().listen();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (isPrerenderedFor(root, window.location)) {
  // The page's module first: its link is in the page's head, so this is mostly the time to run it.
  void preloadPrerenderedPage(window.location.pathname).then(
    () => hydrateRoot(root, app),
    () => createRoot(root).render(app),
  );
} else createRoot(root).render(app);

// Registered once the first view is in, so neither workbox-window nor the worker's precache (megabytes on a first
// visit) competes with what that view downloads; what the page loaded before is handed to the worker then.
void firstViewDrawn()
  .then(() => import('./platform/service-worker'))
  .then(({ registerServiceWorker }) => registerServiceWorker({ onUpdateWaiting: appUpdate.offer }));

/**
 * Whether the root holds markup prerendered for this very page: the build marks it with the path it rendered (the
 * server writes a 404's own path). A query the page reads (?tab=, ?showLogin=…) or another path draws afresh.
 */
function isPrerenderedFor(element: HTMLElement, { pathname, search }: Location): boolean {
  const rendered = element.dataset.prerendered;
  return rendered !== undefined && rendered === normalisePath(pathname) && !hasRenderingQuery(search);
}

/** /map: its first view drawn (the map's data-ready mark), or 15 s at most; any other page: its load event. */
function firstViewDrawn(): Promise<void> {
  return new Promise((resolve) => {
    if (!window.location.pathname.startsWith('/map')) {
      if (document.readyState === 'complete') resolve();
      else window.addEventListener('load', () => resolve(), { once: true });
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName(MAP_DATA_READY_MARK).length > 0) done();
    });
    const timer = setTimeout(done, FIRST_VIEW_WAIT_MS);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'mark', buffered: true });
  });
}
