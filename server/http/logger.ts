// Structured logs (pino) and the per-request id that ties a request's lines together.

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Standard output unless a destination is given (tests read the lines from a memory stream). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'zonebrief' } };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Query parameters that carry credentials, in every mode: the realtime stream's ticket, a download link's sig, e-mail
 * link tokens (/api/auth/local/verify?token=), auth codes (/login?code=), and the token and password names a client
 * might put in a URL by mistake (access_token, refresh_token, password).
 */
const SECRET_PARAMS = new Set(['ticket', 'sig', 'token', 'code', 'access_token', 'refresh_token', 'password']);
const REDACTED = encodeURIComponent('[redacted]');

/** The URL as logged: each credential parameter's value replaced, everything else left byte for byte. */
export function redactedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const pairs = url.slice(mark + 1).split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    return SECRET_PARAMS.has(decodedName(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
  });
  return `${url.slice(0, mark)}?${pairs.join('&')}`;
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
  }
}

const INCOMING_ID = /^[A-Za-z0-9._-]{8,128}$/;

const BASE_LOGGER = Symbol('the logger req.log is a child of');
type LoggedRequest = Request & { [BASE_LOGGER]: Logger };

/**
 * req.log, one accessor on the requests' prototype: the child logger bound to the request id is made when first used,
 * since most requests (a look-up, a tile) never log a line; assigning req.log replaces it as before. On the prototype,
 * not defined on each request: an accessor defined on an object makes V8 give it a slower shape, which every later
 * read of that request's properties paid for.
 */
const LAZY_LOG: PropertyDescriptor = {
  configurable: true,
  enumerable: true,
  // Undefined on a request that requestLogging has not seen (one the app answered before it), as before it was shared.
  get(this: Partial<LoggedRequest>): Logger | undefined {
    const base = this[BASE_LOGGER];
    return base && ownLog(this as LoggedRequest, base.child({ reqId: this.id }));
  },
  set(this: LoggedRequest, log: Logger) {
    ownLog(this, log);
  },
};

/** The request prototypes (one per Express app) that carry LAZY_LOG. */
const WITH_LAZY_LOG = new WeakSet<object>();

function ownLog(req: Request, log: Logger): Logger {
  Object.defineProperty(req, 'log', { value: log, writable: true, configurable: true, enumerable: true });
  return log;
}

/**
 * Gives each request an id (a caller's X-Request-Id when it looks sane), a child logger, and one line when it ends
 * (answered, or closed by the client first: closedEarly), whose URL never holds a credential (redactedUrl).
 */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    req.id = requestIdOf(req);
    (req as LoggedRequest)[BASE_LOGGER] = logger;
    const prototype = Object.getPrototypeOf(req) as object;
    if (!WITH_LAZY_LOG.has(prototype)) {
      Object.defineProperty(prototype, 'log', LAZY_LOG);
      WITH_LAZY_LOG.add(prototype);
    }
    res.setHeader('X-Request-Id', req.id);
    logWhenClosed(req, res, logger, () => req.log);
    next();
  };
}

/** The request's id: the caller's X-Request-Id when it looks sane, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The request's one line when it ends (answered, or closed by the client first: closedEarly), its URL without
 * credentials (redactedUrl): an error line for a 5xx; otherwise a debug line, which production does not write, built
 * only when it is written. `requestLog` gives the request's own logger (bound to its id), asked for only then.
 */
export function logWhenClosed(
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  logger: Logger,
  requestLog: () => Logger,
): void {
  const started = performance.now();
  // 'close' rather than 'finish': an event stream never finishes, the client just goes, and it is logged then too.
  res.on('close', () => {
    const failed = res.statusCode >= 500;
    if (!failed && !logger.isLevelEnabled('debug')) return;
    const line = {
      method: req.method,
      url: redactedUrl(req.originalUrl ?? req.url ?? ''),
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 100) / 100,
      ...(res.writableFinished ? {} : { closedEarly: true }),
    };
    if (failed) requestLog().error(line, 'request failed');
    else requestLog().debug(line, 'request');
  });
}
