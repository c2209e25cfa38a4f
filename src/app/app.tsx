// The app: browser router around the providers and the route table, and the update notice every screen shares.
import { BrowserRouter } from 'react-router-dom';
import { UpdateNotice } from '../features/offline/update-notice';
import { AnalyticsConsent } from './analytics-consent';
import { Providers } from './providers';
import { AppRoutes } from './routes';

export function App() {
  return (
    <BrowserRouter>
      <Providers>
        <AppRoutes />
        <UpdateNotice />
        <AnalyticsConsent />
      </Providers>
    </BrowserRouter>
  );
}
