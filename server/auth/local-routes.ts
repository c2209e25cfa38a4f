// /api/auth/local/*: the embedded sign-in service's HTTP face (docs/auth.md). Routes parse, call a flow, answer.

import { Router, type Request, type Response } from 'express';
import type { Config } from '../config';
import { currentUser, requireUser } from '../http/authenticate';
import { jsonBody } from '../http/body';
import { publicOrigin } from '../http/public-origin';
import type { AuthContext, ClientInfo } from './auth-context';
import { AUTH_MESSAGES, AuthError } from './auth-errors';
import { emailField, requireStrongPassword, requireValidEmail, stringField } from './auth-input';
import { sendSignInCode, verifySignInCode } from './code-flows';
import type { LinkPurpose } from './codes-repository';
import { exchangeAuthCode, followEmailLink } from './link-flows';
import { requestPasswordReset, resendConfirmation, signUp, updatePassword } from './password-flows';
import { signInUnderLimits } from './password-sign-in';
import type { AuthRateLimits } from './rate-limits';
import { endSessions, refreshSession } from './sessions';
import type { TokenVerifier } from './token-verifier';
import { findUserById, toAuthUser } from './users-repository';
import { normalizeOneTimeCode } from '../../src/lib/validation/one-time-code';

export interface LocalAuthRouterDeps {
  ctx: AuthContext;
  config: Config;
  verifier: TokenVerifier;
  limits: AuthRateLimits;
}

export function createLocalAuthRouter({ ctx, config, verifier, limits }: LocalAuthRouterDeps): Router {
  const router = Router();
  const authenticated = requireUser(verifier);
  const body = (req: Request) => jsonBody(req) as Record<string, unknown> | undefined;

  router.post('/signup', limits.lookup, async (req, res) => {
    const email = requireValidEmail(body(req), { refuseDisposable: true });
    const password = requireStrongPassword(body(req));
    res.json(await signUp(ctx, { email, password, origin: publicOrigin(req, config.PUBLIC_URL) }));
  });

  router.post('/resend', limits.resend, async (req, res) => {
    const email = emailField(body(req));
    if (email !== '') await resendConfirmation(ctx, { email, origin: publicOrigin(req, config.PUBLIC_URL) });
    res.json({});
  });

  router.post('/token', async (req, res) => {
    const grant = req.query.grant_type;
    if (grant === 'password') {
      const email = emailField(body(req));
      const password = stringField(body(req), 'password');
      if (email === '' || password === '') throw new AuthError('validation_failed', 'Please enter both email and password');
      const rawCode = stringField(body(req), 'code');
      const code = rawCode === '' ? null : normalizeOneTimeCode(rawCode);
      if (rawCode !== '' && code === null) throw new AuthError('otp_invalid', AUTH_MESSAGES.otpInvalid);
      const origin = publicOrigin(req, config.PUBLIC_URL);
      res.json(await signInUnderLimits(ctx, limits, { email, password, code, origin }, clientInfo(req)));
    } else if (grant === 'refresh_token') {
      const token = stringField(body(req), 'refresh_token');
      if (token === '') throw new AuthError('refresh_token_not_found', AUTH_MESSAGES.refreshNotFound);
      res.json(await refreshSession(ctx, token));
    } else if (grant === 'auth_code') {
      const code = stringField(body(req), 'code');
      if (code === '') throw new AuthError('flow_state_not_found', AUTH_MESSAGES.flowNotFound);
      res.json(await exchangeAuthCode(ctx, code, clientInfo(req)));
    } else {
      throw new AuthError('validation_failed', 'grant_type must be password, refresh_token or auth_code');
    }
  });

  router.post('/otp', limits.codeSend, async (req, res) => {
    const email = requireValidEmail(body(req), { refuseDisposable: true });
    await sendSignInCode(ctx, email);
    // A fresh code can be checked whatever the tries at earlier ones (it carries its own 5 tries).
    await limits.codeVerify.forget(email);
    res.json({});
  });

  router.post('/verify', async (req, res) => {
    const email = emailField(body(req));
    const code = normalizeOneTimeCode(stringField(body(req), 'token'));
    if (email === '' || code === null) throw new AuthError('otp_invalid', AUTH_MESSAGES.otpInvalid);
    res.json(await limits.codeVerify.attempt({ email, ip: req.ip }, (standing) => verifySignInCode(ctx, { email, code }, clientInfo(req), standing)));
  });

  router.post('/recover', limits.reset, async (req, res) => {
    const email = requireValidEmail(body(req), { refuseDisposable: false });
    await requestPasswordReset(ctx, { email, origin: publicOrigin(req, config.PUBLIC_URL) });
    res.json({});
  });

  router.get('/verify', async (req, res) => {
    const type = req.query.type === 'recovery' ? 'recovery' : 'signup';
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const code = token === '' ? null : await followEmailLink(ctx, type, token);
    res.redirect(303, linkLanding(config, type, code));
  });

  router.get('/user', authenticated, async (req, res) => {
    const user = await findUserById(ctx.db, currentUser(req).id);
    if (!user) throw new AuthError('session_not_found', AUTH_MESSAGES.sessionNotFound);
    res.json(toAuthUser(user));
  });

  router.put('/user', authenticated, async (req, res) => {
    const password = requireStrongPassword(body(req));
    const user = currentUser(req);
    res.json(await updatePassword(ctx, { userId: user.id, sessionId: user.sessionId, password, origin: publicOrigin(req, config.PUBLIC_URL) }));
  });

  router.post('/logout', authenticated, async (req, res: Response) => {
    const scope = req.query.scope === 'global' ? 'global' : 'local';
    const user = currentUser(req);
    await endSessions(ctx, { userId: user.id, sessionId: user.sessionId }, scope);
    res.status(204).end();
  });

  return router;
}

/** Where the followed link lands in the client: the page for its type, with ?code= or Supabase-style error fields. */
export function linkLanding(config: Config, type: LinkPurpose, code: string | null): string {
  const page = type === 'recovery' ? '/reset-password' : '/login';
  const query = code
    ? new URLSearchParams({ code, type })
    : new URLSearchParams({ error: 'access_denied', error_code: 'otp_expired', error_description: AUTH_MESSAGES.linkExpired });
  return `${config.PUBLIC_URL?.replace(/\/+$/, '') ?? ''}${page}?${query.toString()}`;
}

function clientInfo(req: Request): ClientInfo {
  return { userAgent: req.get('user-agent') ?? null, ip: req.ip ?? null };
}
