// Every route of spec §2. Pages load lazily so the first screen carries only the shell; the map has its own chunk.
import { Suspense } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { AppShell } from './shell/app-shell';
import { LoadingScreen } from './shell/loading-screen';

const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
// The map engine's chunk is the longest pole of /map: its download starts with the screen's, not after it renders.
const MapScreen = lazyPage(() => {
  void import('../platform/maplibre');
  return import('./screens/map-screen');
}, 'MapScreen');
const LoginPage = lazyPage(() => import('../features/auth/login-page'), 'LoginPage');
const AuthCallbackPage = lazyPage(() => import('../features/auth/auth-callback-page'), 'AuthCallbackPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const LegalPage = lazyPage(() => import('../features/legal/legal-page'), 'LegalPage');
const PricingPage = lazyPage(() => import('../features/pricing/pricing-page'), 'PricingPage');
const CheckoutPage = lazyPage(() => import('../features/checkout/checkout-page'), 'CheckoutPage');
const BlogPage = lazyPage(() => import('../features/blog/blog-page'), 'BlogPage');
const BlogArticlePage = lazyPage(() => import('../features/blog/blog-page'), 'BlogArticlePage');
const ContactPage = lazyPage(() => import('../features/contact/contact-page'), 'ContactPage');
const AccountOverviewPage = lazyPage(() => import('../features/account/overview-page'), 'AccountOverviewPage');
const AccountSettingsPage = lazyPage(() => import('../features/account/settings-page'), 'AccountSettingsPage');
const AccountReportsPage = lazyPage(() => import('../features/account/reports-page'), 'AccountReportsPage');
const AccountPricingPage = lazyPage(() => import('../features/account/account-pricing-page'), 'AccountPricingPage');
const AccountOldPage = lazyPage(() => import('../features/account/account-old-page'), 'AccountOldPage');
const ReportsPage = lazyPage(() => import('../features/reports/reports-page'), 'ReportsPage');
const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');

/** The pages the build prerenders (src/lib/site/site-routes.ts), by route. */
const PRERENDERED_PAGES = [
  ['/', HomePage],
  ['/pricing', PricingPage],
  ['/blog', BlogPage],
  ['/blog/:articleId', BlogArticlePage],
  ['/contact', ContactPage],
  ['/legal', LegalPage],
] as const;

/** Loads the page a prerendered path shows, so that main.tsx hydrates it whole (lazy-page.ts). */
export function preloadPrerenderedPage(pathname: string): Promise<void> {
  const match = PRERENDERED_PAGES.find(([pattern]) => matchPath(pattern, pathname));
  return match ? match[1].preload() : Promise.resolve();
}

/** /email-confirmed is where confirmation links land: on to /login with the query (code, error…) intact. */
function EmailConfirmedRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/login', search }} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/map"
        element={
          <Suspense fallback={<LoadingScreen status="Loading map" />}>
            <MapScreen />
          </Suspense>
        }
      />
      <Route path="/email-confirmed" element={<EmailConfirmedRedirect />} />
      <Route element={<AppShell />}>
        <Route index element={<HomePage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/legal" element={<LegalPage />} />
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/checkout/:sessionId" element={<CheckoutPage />} />
        <Route path="/blog" element={<BlogPage />} />
        <Route path="/blog/:articleId" element={<BlogArticlePage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/account" element={<AccountOverviewPage />} />
        <Route path="/account/overview" element={<AccountOverviewPage />} />
        <Route path="/account/settings" element={<AccountSettingsPage />} />
        <Route path="/account/reports" element={<AccountReportsPage />} />
        <Route path="/account/pricing" element={<AccountPricingPage />} />
        <Route path="/account-old" element={<AccountOldPage />} />
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
