// Bearer authentication for API routes: `requireUser(verifier)` admits a request only with a valid, live token
// and leaves the person on it for `currentUser(req)`; otherwise 401 no_authorization / bad_jwt / session_not_found.

import type { NextFunction, Request, Response } from 'express';
import type { TokenVerifier, VerifiedUser } from '../auth/token-verifier';
import { AppError } from './app-error';

const USER = Symbol('zonebrief.user');

interface AuthenticatedRequest extends Request {
  [USER]?: VerifiedUser;
}

/** Only the Authorization header: a token in a URL would land in logs and history (the event stream uses tickets). */
export function requireUser(verifier: TokenVerifier) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    const token = bearerToken(req);
    if (!token) throw new AppError('no_authorization', 401, 'This endpoint requires a Bearer token');
    // A refused token rejects with an AuthError, which carries its own 401.
    (req as AuthenticatedRequest)[USER] = await verifier.verify(token);
    next();
  };
}

/** The verified user of a request that passed requireUser; throws when used on a route without it. */
export function currentUser(req: Request): VerifiedUser {
  const user = (req as AuthenticatedRequest)[USER];
  if (!user) throw new Error('currentUser() called on a route without requireUser');
  return user;
}

function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match?.[1] ?? null;
}
