// App-wide context: the session and account actions (auth-provider.tsx), and the query strings that redirect.
import type { ReactNode } from 'react';
import type { AuthGateway } from '../platform/auth/gateway';
import { AuthProvider } from './auth-provider';
import { QueryRedirects } from './query-redirects';

interface ProvidersProps {
  children: ReactNode;
  /** Tests hand in their own gateway; the app loads the configured one. */
  loadGateway?: () => Promise<AuthGateway>;
}

export function Providers({ children, loadGateway }: ProvidersProps) {
  return (
    <AuthProvider {...(loadGateway ? { loadGateway } : {})}>
      <QueryRedirects />
      {children}
    </AuthProvider>
  );
}
