// Assembles the auth area from configuration: the token verifier, the user directory and the routers
// (/api/auth/local/* only in embedded mode; the Supabase client talks to Supabase directly in hosted mode).

import type { Router } from 'express';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../http/logger';
import type { Mailer } from '../mail/mailer';
import type { AuthContext } from './auth-context';
import { createDirectoryRouter } from './directory-routes';
import { createLocalAuthRouter } from './local-routes';
import { createPasswordHasher } from './passwords';
import { deriveCodeKey } from './secrets';
import { createAuthRateLimits, type RateLimitSettings } from './rate-limits';
import { createSupabaseAdmin } from './supabase-admin-adapter';
import { createSupabaseLiveCheck, createSupabaseUserDirectory } from './supabase-user-directory';
import { createLocalTokenVerifier, createSupabaseTokenVerifier, createTokenVerifier, supabaseIssuer, type TokenVerifier } from './token-verifier';
import { createLocalUserDirectory, type UserDirectory } from './user-directory';

export interface AuthOptions {
  /** log2 of scrypt's N (default 15); tests lower it. */
  passwordCostLog2?: number;
  /** The clock (tests move it to expire codes, links and tokens). */
  now?: () => Date;
  /** Replaces whole rate-limit rules (tests use small ones). */
  rateLimits?: Partial<RateLimitSettings>;
  /** Where Supabase keeps its users (default `auth`); tests use a throwaway schema. */
  supabaseAuthSchema?: string;
}

export interface AuthArea {
  verifier: TokenVerifier;
  directory: UserDirectory;
  /** The embedded service, or null in hosted mode. */
  localRouter: Router | null;
  /** check-existing and validate-oauth. */
  directoryRouter: Router;
}

export function createAuth(deps: { config: Config; db: Database; logger: Logger; mailer: Mailer; options?: AuthOptions }): AuthArea {
  const { config, db, logger, mailer, options = {} } = deps;
  const now = options.now ?? (() => new Date());
  const limits = createAuthRateLimits({ db, now }, options.rateLimits);
  const local = createLocalTokenVerifier({ db, secret: config.sessionSecret, now });

  const hosted = config.SUPABASE_URL;
  const authSchema = options.supabaseAuthSchema ? { schema: options.supabaseAuthSchema } : {};
  const verifier = hosted
    ? createTokenVerifier(local, {
        issuer: supabaseIssuer(hosted),
        verifier: createSupabaseTokenVerifier({
          url: hosted,
          jwtSecret: config.SUPABASE_JWT_SECRET,
          jwksUrl: config.SUPABASE_JWKS_URL,
          now,
          isLive: createSupabaseLiveCheck({ db, ...authSchema }),
        }),
      })
    : createTokenVerifier(local, null);
  const directory = hosted
    ? createSupabaseUserDirectory({
        db,
        admin: createSupabaseAdmin({ url: hosted, serviceRoleKey: config.SUPABASE_SERVICE_ROLE_KEY }),
        ...authSchema,
      })
    : createLocalUserDirectory(db);

  const ctx: AuthContext = { db, mailer, passwords: createPasswordHasher({ costLog2: options.passwordCostLog2 ?? 15 }), secret: config.sessionSecret, codeKey: deriveCodeKey(config.sessionSecret), now, logger };
  return {
    verifier,
    directory,
    localRouter: hosted ? null : createLocalAuthRouter({ ctx, config, verifier, limits }),
    directoryRouter: createDirectoryRouter({ directory, verifier, limits }),
  };
}
