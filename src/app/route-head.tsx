// Keeps the document's head in step with the route on client-side navigation (apply-route-head.ts). A page's first
// load has its head in the HTML already (the prerender's, or the shell's), so what writes heads loads after it.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function RouteHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    let current = true;
    // A chunk that cannot load (offline, never cached) leaves the head as it was: the page itself still shows.
    void import('./apply-route-head')
      .then(({ applyRouteHead }) => applyRouteHead(pathname, () => current))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname]);
  return null;
}
