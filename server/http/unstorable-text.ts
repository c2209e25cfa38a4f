// Text the database cannot store as sent, refused at the door for every API route at once. A NUL character (\u0000):
// PostgreSQL and PGlite refuse it (SQLSTATE 22021); looked for in the decoded path, the query string (keys and values)
// and the parsed JSON body. A lone surrogate (JSON's "\ud800" alone): it reaches the database as U+FFFD, so what is
// read back differs from what was written; looked for in the JSON body (a query string decodes to U+FFFD already).
// Mounted after express.json, and after the webhook, which judges its raw body by its signature first.

import type { NextFunction, Request, Response } from 'express';
import { AppError } from './app-error';

export const NUL_MESSAGE = 'Text fields must not contain NUL characters.';
export const LONE_SURROGATE_MESSAGE = 'Text fields must be well-formed Unicode: a lone surrogate (such as \\ud800) cannot be stored.';

/** Deeper than this, the walk stops; the error handler still turns the database's refusal into a 400. */
const MAX_DEPTH = 64;

/** With the u flag, a surrogate that is half of a pair is read as part of its code point: only lone ones match. */
const LONE_SURROGATE = /\p{Cs}/u;

export function rejectUnstorableText(req: Request, _res: Response, next: NextFunction): void {
  if ((urlMayHoldNul(req.url) && (pathHasNul(req.path) || containsNul(req.query, 0))) || containsNul(req.body, 0)) {
    next(new AppError('invalid_request', 400, NUL_MESSAGE));
    return;
  }
  if (containsLoneSurrogate(req.body, 0)) {
    next(new AppError('invalid_request', 400, LONE_SURROGATE_MESSAGE));
    return;
  }
  next();
}

export function containsNul(value: unknown, depth: number): boolean {
  return holdsText(value, (text) => text.includes('\u0000'), depth);
}

export function containsLoneSurrogate(value: unknown, depth: number): boolean {
  return holdsText(value, (text) => LONE_SURROGATE.test(text), depth);
}

/** Whether a value holds text the test accepts anywhere: a string, an array item, an object key or value. */
function holdsText(value: unknown, test: (text: string) => boolean, depth: number): boolean {
  if (typeof value === 'string') return test(value);
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => holdsText(item, test, depth + 1));
  return Object.entries(value).some(([key, item]) => test(key) || holdsText(item, test, depth + 1));
}

/**
 * Whether the decoded path or query string could hold a NUL: percent-decoding makes one only from "%00", and a raw one
 * is refused by Node's HTTP parser before we see it, but is looked for too. Most URLs have neither, and skip parsing the
 * query string and walking it (~4% of a spatial look-up's server CPU in a profile under load when it was always done).
 */
export function urlMayHoldNul(url: string): boolean {
  return url.includes('%00') || url.includes('\u0000');
}

function pathHasNul(path: string): boolean {
  try {
    return decodeURIComponent(path).includes('\u0000');
  } catch {
    // Malformed %-escapes elsewhere in the path (the router answers those itself); look for an encoded NUL.
    return /%00/i.test(path) || path.includes('\u0000');
  }
}
