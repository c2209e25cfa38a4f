// The frame of every content page: skip link, top bar, mobile menu, main landmark, footer.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ConnectionStatus } from '../../features/offline/connection-status';
import { MOBILE_LAYOUT_BELOW_PX, useViewportBelow } from '../../platform/device-info';
import { PageLoading } from './loading-screen';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import './shell.css';

// With its gesture and spring code, its own chunk: a desktop asks for none of it.
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));

export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const phoneLayout = useViewportBelow(MOBILE_LAYOUT_BELOW_PX);

  useEffect(() => {
    document.documentElement.scrollTop = 0;
  }, [pathname]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <TopBar menuOpen={menuOpen} onOpenMenu={openMenu} />
      {phoneLayout ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      ) : null}
      <ConnectionStatus className="connection-status--shell" />
      <main id="main" className="app-shell__main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
