// The server calls of spec §7 that ask who has an account: POST /api/auth/check-existing and POST /api/auth/validate-oauth.

import { Router } from 'express';
import type { ExistingAccountAnswer, OAuthValidationAnswer } from '../../src/lib/api/auth';
import { validateEmail } from '../../src/lib/validation/email';
import { AppError } from '../http/app-error';
import { currentUser, requireUser } from '../http/authenticate';
import { bodyFields, jsonBody } from '../http/body';
import { stringField } from './auth-input';
import type { AuthRateLimits } from './rate-limits';
import type { TokenVerifier } from './token-verifier';
import type { UserDirectory } from './user-directory';

export function createDirectoryRouter({ directory, verifier, limits }: { directory: UserDirectory; verifier: TokenVerifier; limits: AuthRateLimits }): Router {
  const router = Router();

  router.post('/check-existing', limits.lookup, async (req, res) => {
    const check = validateEmail(stringField(bodyFields(jsonBody(req)), 'email'));
    if (!check.valid) throw new AppError('invalid_email', 400, check.error ?? 'Please enter a valid email address');
    const user = await directory.findByEmail(check.email);
    const answer: ExistingAccountAnswer = user
      ? { exists: true, user_id: user.id, providers: user.providers, created_at: user.created_at, last_sign_in_at: user.last_sign_in_at }
      : { exists: false, user_id: null, providers: [], created_at: null, last_sign_in_at: null };
    res.json(answer);
  });

  router.post('/validate-oauth', requireUser(verifier), async (req, res) => {
    const signedIn = currentUser(req);
    const body = bodyFields(jsonBody(req));
    const email = (stringField(body, 'user_email') || signedIn.email).trim().toLowerCase();
    const method = stringField(body, 'provider').trim().toLowerCase() || 'oauth';
    if (email !== signedIn.email) throw new AppError('validation_failed', 400, 'user_email is not the signed-in user’s e-mail');
    const account = await directory.findByEmail(email);
    // 'oauth' stands for whichever outside provider the person used: any method but e-mail/password.
    const otherMethods = (account?.providers ?? []).filter((p) => p !== method && !(method === 'oauth' && p !== 'email'));
    if (account && (account.id !== signedIn.id || otherMethods.length > 0)) {
      const conflict: OAuthValidationAnswer = {
        message: 'An account with this email already exists with a different sign-in method',
        existing_providers: account.providers,
      };
      res.status(409).json(conflict);
      return;
    }
    const ok: OAuthValidationAnswer = { message: 'OAuth validation successful', user_id: signedIn.id };
    res.json(ok);
  });

  return router;
}
