// The one place errors become responses: JSON { error: { code, message } } with the right status, never internals.

import type { NextFunction, Request, Response } from 'express';
import { AppError } from './app-error';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  code?: unknown;
}

/**
 * SQLSTATEs (pg and PGlite both put them on error.code) that mean a value in the request could not be read as the
 * type it was cast to: input that slipped past validation, so a 400, not a 500.
 */
const BAD_INPUT_SQLSTATES: Record<string, string> = {
  '22021': 'Text fields must not contain NUL characters or bytes that are not valid text.', // character_not_in_repertoire
  '22P05': 'Text fields must not contain NUL characters or characters that cannot be stored.', // untranslatable_character
  '22P02': 'A value in the request is not in the expected format.', // invalid_text_representation (e.g. a bad uuid)
};

export function notFound(req: Request): never {
  throw new AppError('not_found', 404, `No route for ${req.method} ${req.path}`);
}

export function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  const known = toAppError(error);
  if (known.code === 'invalid_request' && !(error instanceof AppError)) {
    // The database refused a value: a validation gap worth seeing, without the query's parameters.
    (req.log ?? console).warn({ reqId: req.id, sqlstate: (error as HttpLikeError).code, path: req.path }, 'database refused request input');
  }
  if (known.status >= 500) {
    (req.log ?? console).error({ err: error, reqId: req.id }, 'unhandled error');
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.set(known.headers).status(known.status).json({ error: { code: known.code, message: known.message } });
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const http = (typeof error === 'object' && error !== null ? error : {}) as HttpLikeError;
  const status = http.status ?? http.statusCode;
  // Errors body-parser and friends raise for bad input carry a 4xx status and are safe to describe.
  if (http.type === 'entity.parse.failed') return new AppError('invalid_json', 400, 'The request body is not valid JSON.');
  if (typeof http.code === 'string' && Object.hasOwn(BAD_INPUT_SQLSTATES, http.code)) {
    return new AppError('invalid_request', 400, BAD_INPUT_SQLSTATES[http.code] as string);
  }
  if (http.type === 'entity.too.large') return new AppError('payload_too_large', 413, 'The request body is too large.');
  if (status && status >= 400 && status < 500 && http.expose !== false) {
    return new AppError('bad_request', status, error instanceof Error ? error.message : 'Bad request.');
  }
  return new AppError('internal_error', 500, 'Something went wrong on our side. Please try again.');
}
