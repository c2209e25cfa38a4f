// Entry: renders the app, then registers the service worker (production builds only; the registrar decides).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The global stylesheet first, so the feature stylesheets that follow can refine it.
import './app/styles.css';
import { App } from './app/app';
import { appUpdate } from './platform/app-update';
import { installPrompt } from './platform/install-prompt';

// Before the first render: Chromium may hand over its install prompt before any component could listen for it.
installPrompt().listen();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Loaded after the first render so neither workbox-window nor the env parser weighs on the first page.
void import('./platform/service-worker').then(({ registerServiceWorker }) => registerServiceWorker({ onUpdateWaiting: appUpdate.offer }));
