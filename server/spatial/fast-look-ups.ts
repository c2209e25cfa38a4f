// The two public look-ups (spatial-data, parcel-by-point) answered before Express sees the request. They are the
// app's most frequent requests and read no body, cookie or session, and Express's own work on a request (its request
// and response objects, the router's walk) cost more CPU than the look-up itself (docs/decisions.md, "The HTTP
// look-up's cost"). Answered here with what the Express route gives them, from the same code: the request id and its
// log line, the security headers, the same answer or error, ETag and 304s. Anything else (another path or method, a
// URL that may hold a NUL, for the NUL guard) goes on to Express, which answers these paths as well.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse } from 'node:querystring';
import { answerError } from '../http/error-handler';
import { sendJson } from '../http/json-answer';
import { logWhenClosed, requestIdOf, type Logger } from '../http/logger';
import { urlMayHoldNul } from '../http/unstorable-text';
import { LOOK_UP_CACHE_CONTROL, LOOK_UPS } from './routes';
import type { SpatialBackend } from './spatial-backend';

/** Answers the request and says true, or leaves it untouched and says false. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface FastLookUpsOptions {
  /** The look-ups of the version served now, asked once per request. */
  spatial: () => SpatialBackend;
  /** Sets the security headers every response carries. */
  securityHeaders: (res: ServerResponse) => void;
  logger: Logger;
}

export function createFastLookUps({ spatial, securityHeaders, logger }: FastLookUpsOptions): FastPath {
  const lookUps = new Map(Object.entries(LOOK_UPS).map(([path, lookUp]) => [`/api${path}`, lookUp]));
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    const lookUp = lookUps.get(path);
    if (!lookUp || urlMayHoldNul(url)) return false;

    const id = requestIdOf(req);
    let requestLog: Logger | undefined;
    const log = () => (requestLog ??= logger.child({ reqId: id }));
    res.setHeader('X-Request-Id', id);
    securityHeaders(res);
    logWhenClosed(req, res, logger, log);
    // Express's 'simple' query parser is this same function.
    const query = parse(mark < 0 ? '' : url.slice(mark + 1));
    void (async () => {
      try {
        const answer = await lookUp(spatial(), query);
        res.setHeader('Cache-Control', LOOK_UP_CACHE_CONTROL);
        sendJson(req, res, answer);
      } catch (error) {
        answerError(error, req, res, { id, path, log });
      }
    })();
    return true;
  };
}
