// The frame of every content page: skip link, top bar, mobile menu, main landmark, footer.
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ConnectionStatus } from '../../features/offline/connection-status';
import { PageLoading } from './loading-screen';
import { MobileMenu } from './mobile-menu';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import './shell.css';

export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => {
    document.documentElement.scrollTop = 0;
  }, [pathname]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <TopBar menuOpen={menuOpen} onOpenMenu={openMenu} />
      <MobileMenu open={menuOpen} onClose={closeMenu} />
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
