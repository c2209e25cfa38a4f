// The embedded service's session as the local gateway stores it: read back defensively, since storage is shared
// with other tabs, older builds and the user's own hands.
import type { AuthSession, AuthUser } from '../../lib/api/auth';
import { isRecord } from '../stored-json';
import { LOCAL_SESSION_KEY } from './session-keys';
import type { StorageLike } from './session-storage';

export { LOCAL_SESSION_KEY };

/** What a token grant answers: a session, plus `purpose` for an auth code an e-mail link brought back. */
export type SessionAnswer = AuthSession & { purpose?: 'signup' | 'recovery' | (string & {}) };

function isUser(value: unknown): value is AuthUser {
  return isRecord(value) && typeof value.id === 'string' && typeof value.email === 'string';
}

/** A session answer or stored value → AuthSession (expires_at filled in when only expires_in came), else null. */
export function toSession(value: unknown, nowMs: number): AuthSession | null {
  if (!isRecord(value)) return null;
  const { access_token, refresh_token, expires_in, expires_at, user } = value;
  if (typeof access_token !== 'string' || typeof refresh_token !== 'string' || !isUser(user)) return null;
  const lifetime = typeof expires_in === 'number' ? expires_in : 3600;
  return {
    access_token,
    refresh_token,
    expires_in: lifetime,
    expires_at: typeof expires_at === 'number' ? expires_at : Math.floor(nowMs / 1000) + lifetime,
    token_type: 'bearer',
    user,
  };
}

export function parseStoredSession(raw: string | null, nowMs: number): AuthSession | null {
  if (!raw) return null;
  try {
    return toSession(JSON.parse(raw), nowMs);
  } catch {
    return null;
  }
}

export function readStoredSession(storage: StorageLike, nowMs: number): AuthSession | null {
  return parseStoredSession(storage.getItem(LOCAL_SESSION_KEY), nowMs);
}

export function writeStoredSession(storage: StorageLike, session: AuthSession): void {
  storage.setItem(LOCAL_SESSION_KEY, JSON.stringify(session));
}

export function removeStoredSession(storage: StorageLike): void {
  storage.removeItem(LOCAL_SESSION_KEY);
}
