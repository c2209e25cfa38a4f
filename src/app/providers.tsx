// App-wide context: the session (signed out until the auth issue plugs its gateway in here).
import type { ReactNode } from 'react';
import { SessionContext, SIGNED_OUT, type SessionState } from '../platform/session';

export function Providers({ session = SIGNED_OUT, children }: { session?: SessionState; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}
