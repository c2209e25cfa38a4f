// Rate limits of the auth calls (docs/auth.md). Limits that refuse are the requester's own: failures per (e-mail, IP)
// and per IP. What one e-mail suffers from anywhere only makes its next checks wait, and past a far higher count makes
// the next step harder for everyone (password sign-in also needs an e-mailed code; a code takes fewer tries), so a
// stranger can slow an account down but never throw a switch that refuses its owner. Calls that send mail are spaced
// per address (a stranger can make the owner wait a minute, no longer) and counted per IP. The counters live in the
// database (rate-counters-repository), shared by every replica; 429s carry the spec's §8 texts and Retry-After.

import type { Request, RequestHandler } from 'express';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AuthErrorCode } from '../../src/lib/api/auth';
import { normalizeEmail } from '../../src/lib/validation/email';
import type { Database } from '../db/client';
import { AUTH_MESSAGES, AuthError } from './auth-errors';
import { clientNetwork } from './client-network';
import {
  clearCounters,
  clearPairCounters,
  countHits,
  pruneCounters,
  takeFromBucket,
  uncountHits,
  type CounterKey,
  type CounterState,
} from './rate-counters-repository';

/** What one e-mail's failures from anywhere do: consecutive ones, forgotten by a success or when the window ends. */
export interface AccountRule {
  windowMs: number;
  /** Failures before each further check of the e-mail waits; never a refusal. */
  delayAfter: number;
  /**
   * Each failure beyond delayAfter adds this much to the wait, up to maxDelayMs. The count includes the tries in flight,
   * so tries sent together are spread one after another instead of waiting side by side.
   */
  delayStepMs: number;
  maxDelayMs: number;
  /** Failures after which the next step is harder for everyone (see stepUp in AccountStanding). */
  stepUpAfter: number;
}

/** A check of a secret (a password, a code): only wrong answers count. */
export interface FailureRule {
  /**
   * Failures allowed per (e-mail, IP network) in a window. Beyond them: password sign-in answers 429; a code's tries
   * for that requester are spent (otp_expired: ask for a new code, which forgets these counts).
   */
  perEmailAndIp: number;
  /** Failures allowed per IP network across all e-mails (credential stuffing); the next try answers 429. */
  perIp: number;
  windowMs: number;
  account: AccountRule;
}

/** A call that sends mail or tells whether an account exists: every request counts. */
export interface RequestRule {
  /** Requests allowed per IP network per window. */
  perIp: number;
  windowMs: number;
  /** Whether it e-mails the address in the body, and so spends one of its e-mails (MailRule). */
  sendsMail: boolean;
}

/**
 * The e-mails the sending calls together may send one address: a burst, then one more each interval (a GCRA bucket).
 * Whoever drained it, the owner's next e-mail waits at most one interval; an address gets at most burst + 60 min /
 * interval of them an hour.
 */
export interface MailRule {
  intervalMs: number;
  burst: number;
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
  mail: MailRule;
}

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_DAY = 24 * 3600_000;


export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  // 20 consecutive wrong passwords from anywhere: password sign-in also needs a code sent to the address.
  signIn: {
    perEmailAndIp: 5,
    perIp: 30,
    windowMs: FIFTEEN_MINUTES,
    account: { windowMs: ONE_DAY, delayAfter: 5, delayStepMs: 1000, maxDelayMs: 15_000, stepUpAfter: 20 },
  },
  // 5 wrong tries per requester at each code; 100 consecutive failures from anywhere (NIST SP 800-63B §5.2.2) make each
  // code die after 5 tries in all, and every further check wait.
  codeVerify: {
    perEmailAndIp: 5,
    perIp: 30,
    windowMs: FIFTEEN_MINUTES,
    account: { windowMs: ONE_DAY, delayAfter: 100, delayStepMs: 1000, maxDelayMs: 30_000, stepUpAfter: 100 },
  },
  codeSend: { perIp: 20, windowMs: FIFTEEN_MINUTES, sendsMail: true },
  reset: { perIp: 10, windowMs: FIFTEEN_MINUTES, sendsMail: true },
  resend: { perIp: 30, windowMs: FIFTEEN_MINUTES, sendsMail: true },
  lookup: { perIp: 100, windowMs: FIFTEEN_MINUTES, sendsMail: false },
  // The owner asking from a fresh address waits at most a minute for a new e-mail; an address gets at most 63 an hour.
  // The burst leaves room for sign-up's own second e-mail (spec §4) and a reset or code soon after.
  mail: { intervalMs: 60_000, burst: 3 },
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

type LimitName = Exclude<keyof RateLimitSettings, 'mail'>;
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

/** The answers that are a failed check; anything else (malformed input, an outage, a refusal) does not count. */
const FAILURES: Record<CheckName, readonly AuthErrorCode[]> = {
  signIn: ['invalid_credentials'],
  codeVerify: ['otp_invalid', 'otp_expired'],
};

/** The one bucket of e-mails sent to an address, whichever call sent them. */
const MAIL_RULE = 'mail';
/** The step-up's own: one code a mail interval. */
const STEP_UP_CODE_RULE = 'mail:step-up-code';

/** Expired windows are deleted at most this often, by whichever request comes first. */
const PRUNE_EVERY_MS = 60_000;

/** Where one e-mail stands when a check of it is let through. */
export interface AccountStanding {
  /** Consecutive failures for the e-mail from anywhere, this try included. */
  failures: number;
  /** Past stepUpAfter: password sign-in needs a code too; a code takes fewer tries. */
  stepUp: boolean;
  /** This try is the one that reached stepUpAfter (the owner is told once). */
  reachedStepUp: boolean;
}

export interface CheckLimiter {
  /**
   * Runs one check for an e-mail from an IP under the limits: refused when the requester has failed too often, a wait
   * when the e-mail has (skipped when `skipDelay` says so: a step-up's code gates the check instead), then the check,
   * which learns the e-mail's standing. A failure counts; a success forgets the e-mail's failures; a check that throws
   * something else (a refusal, an outage) is taken back.
   */
  attempt<T>(
    who: { email: string; ip: string | undefined },
    check: (standing: AccountStanding) => Promise<T>,
    options?: { skipDelay?: (standing: AccountStanding) => boolean },
  ): Promise<T>;
  /** Forgets the per-requester failures of an e-mail (a new code was sent); the account's count stays. */
  forget(email: string): Promise<void>;
}

export interface AuthRateLimits {
  signIn: CheckLimiter;
  codeVerify: CheckLimiter;
  codeSend: RequestHandler;
  reset: RequestHandler;
  resend: RequestHandler;
  lookup: RequestHandler;
  /**
   * Whether to e-mail the address the code a password sign-in needs after its step-up: at most one a mail interval
   * (a code just sent is the one to type, and the tries that keep coming would each replace it), and only while the
   * address's e-mail bucket has room.
   */
  takeStepUpCodeSlot(email: string): Promise<boolean>;
}

/** The limits over one database's counters; `overrides` replaces whole rules (tests use small ones). */
export function createAuthRateLimits(deps: { db: Database; now: () => Date }, overrides: Partial<RateLimitSettings> = {}): AuthRateLimits {
  const { db, now } = deps;
  const settings = { ...DEFAULT_RATE_LIMITS, ...overrides };
  let prunedAt = Number.NEGATIVE_INFINITY;

  const prune = async (at: Date) => {
    if (at.getTime() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at.getTime();
    await pruneCounters(db, at);
  };
  const hit = async <const Keys extends readonly CounterKey[]>(keys: Keys, windowMs: number) => {
    const at = now();
    await prune(at);
    return countHits(db, keys, at, windowMs);
  };

  const checkLimiter = (name: CheckName): CheckLimiter => {
    const rule = settings[name];
    return {
      async attempt(who, check, options = {}) {
        const network = clientNetwork(who.ip);
        const pair = { rule: name, email: who.email, ip: network };
        const byIp = { rule: name, email: '', ip: network };
        const account = { rule: `${name}:account`, email: who.email, ip: '' };
        // Counted before the check and taken back unless it fails, so concurrent tries cannot outrun a limit, and
        // tries in flight count towards each other's wait.
        const [pairCount, ipCount] = await hit([pair, byIp], rule.windowMs);
        const [accountCount] = await hit([account], rule.account.windowMs);
        const takeBack = () => uncountHits(db, [pair, byIp, account], now());
        const blocking = [ipCount.hits > rule.perIp ? ipCount : null, name === 'signIn' && pairCount.hits > rule.perEmailAndIp ? pairCount : null];
        if (blocking.some((state) => state !== null)) {
          await takeBack();
          throw rateLimited(name, blocking.filter((state) => state !== null), now());
        }
        if (pairCount.hits > rule.perEmailAndIp) {
          // This requester's tries at the live code are spent; a new code (forget) gives it more.
          await takeBack();
          throw new AuthError('otp_expired', AUTH_MESSAGES.otpExpired);
        }
        const failures = accountCount.hits;
        const standing: AccountStanding = {
          failures,
          stepUp: failures > rule.account.stepUpAfter,
          reachedStepUp: failures === rule.account.stepUpAfter,
        };
        let result;
        try {
          if (!options.skipDelay?.(standing)) await sleep(accountDelayMs(rule.account, failures - 1));
          result = await check(standing);
        } catch (error) {
          if (!(error instanceof AuthError && FAILURES[name].includes(error.code))) await takeBack();
          throw error;
        }
        // The IP's count is not forgotten: one right password must not wash out a stuffing run's failures.
        await clearCounters(db, [pair, account]);
        await uncountHits(db, [byIp], now());
        return result;
      },
      forget: (email) => clearPairCounters(db, name, email),
    };
  };

  const requestLimiter = (name: RequestName): RequestHandler => {
    const rule = settings[name];
    return async (req, _res, next) => {
      const email = bodyEmail(req);
      const byIp = { rule: name, email: '', ip: clientNetwork(req.ip) };
      const [ipCount] = await hit([byIp], rule.windowMs);
      if (ipCount.hits > rule.perIp) throw rateLimited(name, [ipCount], now());
      // Keyed on the address as the service will read it, so case and spaces do not buy more e-mails.
      if (rule.sendsMail && email !== '') {
        const taken = await takeFromBucket(db, { rule: MAIL_RULE, email, ip: '' }, now(), settings.mail);
        if (!taken.taken) {
          await uncountHits(db, [byIp], now());
          throw retryAfter(name, taken.retryAfterMs);
        }
      }
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
    async takeStepUpCodeSlot(email) {
      const once = await takeFromBucket(db, { rule: STEP_UP_CODE_RULE, email, ip: '' }, now(), { intervalMs: settings.mail.intervalMs, burst: 1 });
      return once.taken && (await takeFromBucket(db, { rule: MAIL_RULE, email, ip: '' }, now(), settings.mail)).taken;
    },
  };
}

/**
 * How long a check of an e-mail waits after that many earlier failures (those in flight included): nothing up to
 * delayAfter, then one step more per failure, up to the cap.
 */
export function accountDelayMs(rule: AccountRule, failures: number): number {
  if (failures < rule.delayAfter) return 0;
  return Math.min(rule.maxDelayMs, rule.delayStepMs * (failures - rule.delayAfter + 1));
}

/** The spec's 429 for a limit, with Retry-After until the last blocking window ends. */
function rateLimited(name: LimitName, blocking: CounterState[], at: Date): AuthError {
  const endsAt = Math.max(...blocking.map((state) => state.windowEndsAt.getTime()));
  return retryAfter(name, endsAt - at.getTime());
}

function retryAfter(name: LimitName, ms: number): AuthError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new AuthError(CODES[name], RATE_LIMIT_MESSAGES[name], { 'Retry-After': String(seconds) });
}

function bodyEmail(req: Request): string {
  const email = (req.body as Record<string, unknown> | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : '';
}
