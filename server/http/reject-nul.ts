// Text with a NUL character (\u0000) can never be stored: PostgreSQL and PGlite refuse it (SQLSTATE 22021). This
// middleware refuses it at the door, for every API route at once: in the decoded path, the query string (keys and
// values) and the parsed JSON body. Mounted after express.json, and after the webhook, which judges its raw body by
// its signature first.

import type { NextFunction, Request, Response } from 'express';
import { AppError } from './app-error';

export const NUL_MESSAGE = 'Text fields must not contain NUL characters.';

/** Deeper than this, the walk stops; the error handler still turns the database's refusal into a 400. */
const MAX_DEPTH = 64;

export function rejectNulText(req: Request, _res: Response, next: NextFunction): void {
  if (pathHasNul(req.path) || containsNul(req.query, 0) || containsNul(req.body, 0)) {
    next(new AppError('invalid_request', 400, NUL_MESSAGE));
    return;
  }
  next();
}

/** Whether a value holds a string with a NUL anywhere: in a string, an array item, an object key or value. */
export function containsNul(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

function pathHasNul(path: string): boolean {
  try {
    return decodeURIComponent(path).includes('\u0000');
  } catch {
    // Malformed %-escapes elsewhere in the path (the router answers those itself); look for an encoded NUL.
    return /%00/i.test(path) || path.includes('\u0000');
  }
}
