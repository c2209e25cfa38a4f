// The app: browser router around the app's content. The build's prerender renders the same content in a static router.
import { BrowserRouter } from 'react-router-dom';
import { UpdateNotice } from '../features/offline/update-notice';
import { AnalyticsConsent } from './analytics-consent';
import { Providers } from './providers';
import { RouteHead } from './route-head';
import { AppRoutes } from './routes';

/** The providers, the route table, the head of the route shown and the update notice every screen shares. */
export function AppContent() {
  return (
    <Providers>
      <AppRoutes />
      <RouteHead />
      <UpdateNotice />
      <AnalyticsConsent />
    </Providers>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
