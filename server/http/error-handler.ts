// The one place errors become responses: JSON { error: { code, message } } with the right status, never internals.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from './app-error';
import { sendJson } from './json-answer';
import type { Logger } from './logger';

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

/**
 * The end of every mount (/api, /data, /dev) and of the app: names the request as it came, path and query whole. Inside a
 * mounted router req.path has lost the mount's prefix and never holds the query; req.originalUrl keeps both.
 */
export function notFound(req: Request): never {
  throw new AppError('not_found', 404, `No route for ${req.method} ${req.originalUrl}`);
}

export function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  answerError(error, req, res, { id: req.id, path: req.path, log: () => req.log ?? console });
}

/** The request as an error's log lines name it; `log` gives its logger, asked for only when a line is written. */
export interface ErrorContext {
  id: string;
  path: string;
  log: () => Pick<Logger, 'warn' | 'error'>;
}

/** Logs what needs seeing and answers the error as JSON { error: { code, message } } (Express's or Node's response). */
export function answerError(error: unknown, req: IncomingMessage, res: ServerResponse, context: ErrorContext): void {
  const known = toAppError(error);
  if (known.code === 'invalid_request' && !(error instanceof AppError)) {
    // The database refused a value: a validation gap worth seeing, without the query's parameters.
    context.log().warn({ reqId: context.id, sqlstate: (error as HttpLikeError).code, path: context.path }, 'database refused request input');
  }
  if (known.status >= 500) {
    context.log().error({ err: error, reqId: context.id }, 'unhandled error');
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const [name, value] of Object.entries(known.headers)) res.setHeader(name, value);
  sendJson(req, res, { error: { code: known.code, message: known.message } }, known.status);
}

/** What an error is answered as: an AppError as it is; bad input from a parser or the database as a 4xx; the rest a 500. */
export function toAppError(error: unknown): AppError {
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
