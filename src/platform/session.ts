// The signed-in state every screen reads; the auth gateway (a later issue) provides the real value.
import { createContext, useContext } from 'react';

export interface SessionUser {
  id: string;
  email: string;
}

export type SessionState =
  | { status: 'loading'; user: null; credits: null }
  | { status: 'signed-out'; user: null; credits: null }
  | { status: 'signed-in'; user: SessionUser; credits: number | null };

export const SIGNED_OUT: SessionState = Object.freeze({ status: 'signed-out', user: null, credits: null });

export const SessionContext = createContext<SessionState>(SIGNED_OUT);

export function useSession(): SessionState {
  return useContext(SessionContext);
}
