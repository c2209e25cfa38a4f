// Structured logs (pino) and the per-request id that ties a request's lines together.

import { randomUUID } from 'node:crypto';
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

/**
 * Gives each request an id (a caller's X-Request-Id when it looks sane), a child logger, and one line when it ends
 * (answered, or closed by the client first: closedEarly), whose URL never holds a credential (redactedUrl).
 */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.get('x-request-id');
    req.id = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    req.log = logger.child({ reqId: req.id });
    res.setHeader('X-Request-Id', req.id);
    const started = process.hrtime.bigint();
    // 'close' rather than 'finish': an event stream never finishes, the client just goes, and it is logged then too.
    res.once('close', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = {
        method: req.method,
        url: redactedUrl(req.originalUrl),
        status: res.statusCode,
        ms: Math.round(ms * 100) / 100,
        ...(res.writableFinished ? {} : { closedEarly: true }),
      };
      if (res.statusCode >= 500) req.log.error(line, 'request failed');
      else req.log.debug(line, 'request');
    });
    next();
  };
}
