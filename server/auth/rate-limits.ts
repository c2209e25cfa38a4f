// Rate limits of the auth calls (docs/auth.md). Password and code checks count failures only: a tight limit per
// (e-mail, IP) and per IP answers 429, while failures for one e-mail from anywhere only make its next checks wait
// longer, so a stranger can slow an account down but never lock its owner out. Sends and lookups count every request.
// The counters live in the database (rate-counters-repository), shared by every replica; 429s carry the spec's §8
// texts and Retry-After.

import type { Request, RequestHandler } from 'express';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AuthErrorCode } from '../../src/lib/api/auth';
import { normalizeEmail } from '../../src/lib/validation/email';
import type { Database } from '../db/client';
import { AuthError } from './auth-errors';
import { clientNetwork } from './client-network';
import { clearCounters, clearEmailCounters, countHits, pruneCounters, uncountHits, type CounterKey, type CounterState } from './rate-counters-repository';

/** A check of a secret (a password, a code): only wrong answers count. */
export interface FailureRule {
  /** Failures allowed per (e-mail, IP) in a window; the next try answers 429. */
  perEmailAndIp: number;
  /** Failures allowed per IP across all e-mails (credential stuffing); the next try answers 429. */
  perIp: number;
  /** Failures for one e-mail from any IP before each further check of it waits; never a 429. */
  delayAfter: number;
  /** The first wait; each further failure doubles it, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

/** A call that sends mail or tells whether an account exists: every request counts. */
export interface RequestRule {
  /** Requests allowed per window per e-mail (0: no per-e-mail limit) and per IP. */
  perEmail: number;
  perIp: number;
  windowMs: number;
}

export interface RateLimitSettings {
  signIn: FailureRule;
  codeVerify: FailureRule;
  codeSend: RequestRule;
  reset: RequestRule;
  /** Resending the confirmation e-mail. */
  resend: RequestRule;
  /** check-existing and sign-up: per IP only. */
  lookup: RequestRule;
}

const FIFTEEN_MINUTES = 15 * 60_000;
const GROWING_DELAYS = { firstDelayMs: 250, maxDelayMs: 3000 };

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signIn: { perEmailAndIp: 5, perIp: 30, delayAfter: 5, ...GROWING_DELAYS, windowMs: FIFTEEN_MINUTES },
  // A code already dies after its own 5 tries, and a new code forgets these counts: above 5, so the owner's sixth
  // try at a dead code hears "expired, ask for a new one" rather than "wait".
  codeVerify: { perEmailAndIp: 10, perIp: 30, delayAfter: 10, ...GROWING_DELAYS, windowMs: FIFTEEN_MINUTES },
  codeSend: { perEmail: 5, perIp: 20, windowMs: FIFTEEN_MINUTES },
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
type CheckName = 'signIn' | 'codeVerify';
type RequestName = Exclude<LimitName, CheckName>;

const CODES: Record<LimitName, 'over_request_rate_limit' | 'over_email_send_rate_limit'> = {
  signIn: 'over_request_rate_limit',
  codeSend: 'over_email_send_rate_limit',
  codeVerify: 'over_request_rate_limit',
  reset: 'over_email_send_rate_limit',
  resend: 'over_email_send_rate_limit',
  lookup: 'over_request_rate_limit',
};

/** The answers that are a failed check; anything else (malformed input, an outage) does not count. */
const FAILURES: Record<CheckName, readonly AuthErrorCode[]> = {
  signIn: ['invalid_credentials'],
  codeVerify: ['otp_invalid', 'otp_expired'],
};

/** Expired windows are deleted at most this often, by whichever request comes first. */
const PRUNE_EVERY_MS = 60_000;

export interface CheckLimiter {
  /**
   * Runs one check for an e-mail from an IP under the limits: 429 when the pair or the IP has failed too often, a
   * wait when the e-mail has, then the check. A failure counts; a success forgets the e-mail's failures.
   */
  attempt<T>(who: { email: string; ip: string | undefined }, check: () => Promise<T>): Promise<T>;
  /** Forgets every failure of an e-mail (a new code was sent). */
  forget(email: string): Promise<void>;
}

export interface AuthRateLimits {
  signIn: CheckLimiter;
  codeVerify: CheckLimiter;
  codeSend: RequestHandler;
  reset: RequestHandler;
  resend: RequestHandler;
  lookup: RequestHandler;
}

/** The limits over one database's counters; `overrides` replaces whole rules (tests use small ones). */
export function createAuthRateLimits(deps: { db: Database; now: () => Date }, overrides: Partial<RateLimitSettings> = {}): AuthRateLimits {
  const { db, now } = deps;
  const settings = { ...DEFAULT_RATE_LIMITS, ...overrides };
  let prunedAt = Number.NEGATIVE_INFINITY;

  const hit = async <const Keys extends readonly CounterKey[]>(keys: Keys, windowMs: number) => {
    const at = now();
    if (at.getTime() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = at.getTime();
      await pruneCounters(db, at);
    }
    return countHits(db, keys, at, windowMs);
  };

  const checkLimiter = (name: CheckName): CheckLimiter => {
    const rule = settings[name];
    return {
      async attempt<T>({ email, ip }: { email: string; ip: string | undefined }, check: () => Promise<T>): Promise<T> {
        const network = clientNetwork(ip);
        const pair = { rule: name, email, ip: network };
        const byIp = { rule: name, email: '', ip: network };
        const byEmail = { rule: name, email, ip: '' };
        // Counted before the check and taken back unless it fails, so concurrent tries cannot outrun the limit.
        const [pairCount, ipCount, emailCount] = await hit([pair, byIp, byEmail], rule.windowMs);
        const blocking = [pairCount.hits > rule.perEmailAndIp ? pairCount : null, ipCount.hits > rule.perIp ? ipCount : null].filter(
          (state) => state !== null,
        );
        if (blocking.length > 0) {
          await uncountHits(db, [pair, byIp, byEmail], now());
          throw rateLimited(name, blocking, now());
        }
        await sleep(failureDelayMs(rule, emailCount.hits - 1));
        let result: T;
        try {
          result = await check();
        } catch (error) {
          if (!(error instanceof AuthError && FAILURES[name].includes(error.code))) await uncountHits(db, [pair, byIp, byEmail], now());
          throw error;
        }
        // The IP's count is not forgotten: one right password must not wash out a stuffing run's failures.
        await clearCounters(db, [pair, byEmail]);
        await uncountHits(db, [byIp], now());
        return result;
      },
      forget: (email) => clearEmailCounters(db, name, email),
    };
  };

  const requestLimiter = (name: RequestName): RequestHandler => {
    const rule = settings[name];
    return async (req, _res, next) => {
      const email = bodyEmail(req);
      const limits = [{ key: { rule: name, email: '', ip: clientNetwork(req.ip) }, limit: rule.perIp }];
      // Keyed on the address as the service will read it, so case and spaces do not buy more tries.
      if (rule.perEmail > 0 && email !== '') limits.push({ key: { rule: name, email, ip: '' }, limit: rule.perEmail });
      const counts = await hit(
        limits.map(({ key }) => key),
        rule.windowMs,
      );
      const blocking = counts.filter((state, index) => state.hits > (limits[index]?.limit ?? 0));
      if (blocking.length > 0) throw rateLimited(name, blocking, now());
      next();
    };
  };

  return {
    signIn: checkLimiter('signIn'),
    codeVerify: checkLimiter('codeVerify'),
    codeSend: requestLimiter('codeSend'),
    reset: requestLimiter('reset'),
    resend: requestLimiter('resend'),
    lookup: requestLimiter('lookup'),
  };
}

/** How long the next check of an e-mail waits after that many failures: nothing up to delayAfter, then doubling. */
export function failureDelayMs(rule: FailureRule, failures: number): number {
  if (failures < rule.delayAfter) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (failures - rule.delayAfter));
}

/** The spec's 429 for a limit, with Retry-After until the last blocking window ends. */
function rateLimited(name: LimitName, blocking: CounterState[], at: Date): AuthError {
  const endsAt = Math.max(...blocking.map((state) => state.windowEndsAt.getTime()));
  const seconds = Math.max(1, Math.ceil((endsAt - at.getTime()) / 1000));
  return new AuthError(CODES[name], RATE_LIMIT_MESSAGES[name], { 'Retry-After': String(seconds) });
}

function bodyEmail(req: Request): string {
  const email = (req.body as Record<string, unknown> | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : '';
}
