// Structured logs (pino) and the per-request id that ties a request's lines together.

import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'zonebrief' } });
}

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
  }
}

const INCOMING_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Gives each request an id (a caller's X-Request-Id when it looks sane), a child logger, and one line when it ends. */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.get('x-request-id');
    req.id = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    req.log = logger.child({ reqId: req.id });
    res.setHeader('X-Request-Id', req.id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = { method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 100) / 100 };
      if (res.statusCode >= 500) req.log.error(line, 'request failed');
      else req.log.debug(line, 'request');
    });
    next();
  };
}
