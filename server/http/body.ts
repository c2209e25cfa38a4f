// Reads a JSON request body: parsed for the whole API, but a body that cannot be read (malformed, too large) is
// answered as such only by a route that reads it, so a request to an unknown path is a 404 whatever its body.

import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Why the body parser refused a request's body, kept until a route reads it. */
const unreadBodies = new WeakMap<Request, unknown>();

/** body-parser's own errors for bad input (malformed, too large, wrong charset…) carry a 4xx status. */
function isBodyError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && typeof (error as { type?: unknown }).type === 'string';
}

/** The parser, with its answer to a bad body held back for the route that reads it (jsonBody). */
export function deferBodyErrors(parse: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    void parse(req, res, (error?: unknown) => {
      if (error === undefined || !isBodyError(error)) {
        next(error);
        return;
      }
      unreadBodies.set(req, error);
      req.body = undefined;
      next();
    });
  };
}

/** The request's parsed JSON body; throws the parser's error (400, 413…: error-handler.ts) when it could not be read. */
export function jsonBody(req: Request): unknown {
  if (unreadBodies.has(req)) throw unreadBodies.get(req);
  return req.body as unknown;
}

/** The body's fields when it is a plain object; none for anything else (an array, null, text), so each field reads as missing. */
export function bodyFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
