// What every flow of the embedded auth service works with: the database, the mailer, password hashing, the token
// secret and a clock (tests move it forward to expire codes and links).

import type { Database } from '../db/client';
import type { Logger } from '../http/logger';
import type { Mailer } from '../mail/mailer';
import type { PasswordHasher } from './passwords';

export interface AuthContext {
  db: Database;
  mailer: Mailer;
  passwords: PasswordHasher;
  /** Signs local access tokens (config.sessionSecret). */
  secret: string;
  /** Hashes the 6-digit codes: deriveCodeKey(secret), derived once. */
  codeKey: Buffer;
  now: () => Date;
  logger: Logger;
}

/** Who is asking, recorded on the session row. */
export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

export const LIFETIMES = {
  accessTokenSeconds: 3600,
  oneTimeCodeMs: 10 * 60_000,
  /** Wrong tries a code takes from everyone together (each requester has 5 of its own: rate-limits.ts). */
  oneTimeCodeAttempts: 100,
  /** The same once the account has had 100 consecutive failures (codeVerify's stepUpAfter): a fresh code is needed sooner. */
  oneTimeCodeAttemptsAfterStepUp: 5,
  signupLinkMs: 24 * 3600_000,
  recoveryLinkMs: 3600_000,
  authCodeMs: 5 * 60_000,
} as const;
