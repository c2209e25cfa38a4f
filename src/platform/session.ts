// The signed-in state every screen reads, and the account actions they call; app/auth-provider.tsx provides both.
import { createContext, useCallback, useContext, useState } from 'react';
import type { AuthSession, AuthUser } from '../lib/api/auth';
import type { AuthGateway, SignOutScope } from './auth/gateway';

export type SessionUser = AuthUser;

export type SessionState =
  | { status: 'loading'; user: null; session: null; credits: null }
  | { status: 'signed-out'; user: null; session: null; credits: null }
  /** credits is null while the balance loads (the top bar shows '...'). */
  | { status: 'signed-in'; user: SessionUser; session: AuthSession; credits: number | null };

export const SIGNED_OUT: SessionState = Object.freeze({ status: 'signed-out', user: null, session: null, credits: null });

export const SessionContext = createContext<SessionState>(SIGNED_OUT);

export function useSession(): SessionState {
  return useContext(SessionContext);
}

export interface AuthActions {
  /** The sign-in service the forms talk to; null until it has loaded. */
  gateway: AuthGateway | null;
  /** Spec §4 Sign-out: null when done (session errors still clear the local session), else the message to show. */
  signOut(scope?: SignOutScope): Promise<string | null>;
  /** Spec §4 Logout: sign out, clear the cached credits, go to /. A failure is only logged. */
  logout(): Promise<void>;
  /**
   * Reloads the credit balance from the account call (after a purchase or an analysis) and answers it; null when
   * it is not known (signed out, offline, or another user by the time it came).
   */
  refreshCredits(): Promise<number | null>;
}

const NO_ACTIONS: AuthActions = Object.freeze({
  gateway: null,
  signOut: async () => null,
  logout: async () => undefined,
  refreshCredits: async () => null,
});

export const AuthActionsContext = createContext<AuthActions>(NO_ACTIONS);

export function useAuthActions(): AuthActions {
  return useContext(AuthActionsContext);
}

/** Logout (spec §4) with its in-progress flag, for the buttons that read 'Logging out...' while it runs. */
export function useLogout(onDone?: () => void): { loggingOut: boolean; logOut: () => Promise<void> } {
  const { logout } = useAuthActions();
  const [loggingOut, setLoggingOut] = useState(false);
  const logOut = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logout();
    } finally {
      setLoggingOut(false);
      onDone?.();
    }
  }, [logout, onDone]);
  return { loggingOut, logOut };
}
