// Keeps the document's head in step with the route on client-side navigation (apply-route-head.ts). A page's first
// load has its head in the HTML already (the prerender's, or the shell's), so what writes heads loads after it: once
// the page's own files are in (its load event), not on one of the few connections its first view is still waiting on.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export function RouteHead() {
  const { pathname } = useLocation();
  const firstLoad = useRef(true);
  useEffect(() => {
    let current = true;
    const apply = () => {
      // A chunk that cannot load (offline, never cached) leaves the head as it was: the page itself still shows.
      void import('./apply-route-head')
        .then(({ applyRouteHead }) => applyRouteHead(pathname, () => current))
        .catch(() => undefined);
    };
    const waitForLoad = firstLoad.current && document.readyState !== 'complete';
    firstLoad.current = false;
    if (waitForLoad) window.addEventListener('load', apply, { once: true });
    else apply();
    return () => {
      current = false;
      window.removeEventListener('load', apply);
    };
  }, [pathname]);
  return null;
}
