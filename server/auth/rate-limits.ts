// Rate limits of the auth calls (express-rate-limit): sign-in, code send, code verify and reset each per IP and per
// e-mail, plus looser per-IP limits on lookups and sign-up; 429 answers carry the spec's §8 texts.

import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { normalizeEmail } from '../../src/lib/validation/email';

export interface LimitRule {
  /** Requests allowed per window, per e-mail (0: no per-e-mail limit) and per IP address. */
  perEmail: number;
  perIp: number;
  windowMs: number;
}

export interface RateLimitSettings {
  signIn: LimitRule;
  codeSend: LimitRule;
  codeVerify: LimitRule;
  reset: LimitRule;
  /** Resending the confirmation e-mail. */
  resend: LimitRule;
  /** check-existing and sign-up: per IP only. */
  lookup: LimitRule;
}

const FIFTEEN_MINUTES = 15 * 60_000;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signIn: { perEmail: 10, perIp: 30, windowMs: FIFTEEN_MINUTES },
  codeSend: { perEmail: 5, perIp: 20, windowMs: FIFTEEN_MINUTES },
  codeVerify: { perEmail: 10, perIp: 30, windowMs: FIFTEEN_MINUTES },
  reset: { perEmail: 3, perIp: 10, windowMs: FIFTEEN_MINUTES },
  resend: { perEmail: 5, perIp: 30, windowMs: FIFTEEN_MINUTES },
  lookup: { perEmail: 0, perIp: 100, windowMs: FIFTEEN_MINUTES },
};

/** The spec's §8 texts for each limited call. */
export const RATE_LIMIT_MESSAGES = {
  signIn: 'Too many attempts. Please wait a few minutes before trying again.',
  codeSend: 'Too many requests. Please wait a few minutes before trying again.',
  codeVerify: 'Too many attempts. Please wait a few minutes before trying again.',
  reset: 'Too many password reset attempts. Please wait 10-15 minutes before trying again.',
  resend: 'Too many requests. Please wait a few minutes before trying again.',
  lookup: 'Too many requests. Please wait a few minutes before trying again.',
} as const;

type LimitName = keyof RateLimitSettings;

const CODES: Record<LimitName, 'over_request_rate_limit' | 'over_email_send_rate_limit'> = {
  signIn: 'over_request_rate_limit',
  codeSend: 'over_email_send_rate_limit',
  codeVerify: 'over_request_rate_limit',
  reset: 'over_email_send_rate_limit',
  resend: 'over_email_send_rate_limit',
  lookup: 'over_request_rate_limit',
};

export type AuthRateLimits = Record<LimitName, RequestHandler[]>;

/** One fresh set of limiters (own in-memory counters) per app; `overrides` replaces whole rules (tests). */
export function createAuthRateLimits(overrides: Partial<RateLimitSettings> = {}): AuthRateLimits {
  const settings = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const build = (name: LimitName, skip?: (req: Request) => boolean): RequestHandler[] => {
    const rule = settings[name];
    const common = {
      windowMs: rule.windowMs,
      standardHeaders: 'draft-8' as const,
      legacyHeaders: false,
      handler: (_req: Request, res: Response) => {
        res.status(429).json({ error: { code: CODES[name], message: RATE_LIMIT_MESSAGES[name] } });
      },
    };
    const limiters: RequestHandler[] = [rateLimit({ ...common, identifier: `${name}-ip`, limit: rule.perIp, ...(skip ? { skip } : {}) })];
    if (rule.perEmail > 0) {
      limiters.push(
        rateLimit({
          ...common,
          identifier: `${name}-email`,
          limit: rule.perEmail,
          // Keyed on the address as the service will read it, so case and spaces do not buy more tries.
          keyGenerator: (req) => `email:${bodyEmail(req)}`,
          skip: (req) => bodyEmail(req) === '' || (skip?.(req) ?? false),
        }),
      );
    }
    return limiters;
  };
  return {
    signIn: build('signIn', (req) => req.query.grant_type !== 'password'),
    codeSend: build('codeSend'),
    codeVerify: build('codeVerify'),
    reset: build('reset'),
    resend: build('resend'),
    lookup: build('lookup'),
  };
}

function bodyEmail(req: Request): string {
  const email = (req.body as Record<string, unknown> | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : '';
}
