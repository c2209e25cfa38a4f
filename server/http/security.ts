// Security headers: helmet with a Content-Security-Policy that lets the app, its map worker and (when configured) the
// analytics script run, and nothing else.

import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

export interface SecurityOptions {
  production: boolean;
  /** The hosted Supabase project (SUPABASE_URL): the browser calls its auth, storage and realtime directly. */
  supabaseUrl?: string | undefined;
  /** A hosted basemap (VITE_BASEMAP_STYLE_URL): its style, tiles and images load from that host only. */
  basemapUrl?: string | undefined;
  /** The Google Analytics measurement id (VITE_GA_MEASUREMENT_ID): the gtag script and its collection endpoints. */
  analyticsId?: string | undefined;
}

/** Where gtag.js comes from; it is the only third-party script the page may run, and only with analytics configured. */
export const GTAG_SCRIPT_SOURCE = 'https://www.googletagmanager.com';

/**
 * Google Analytics 4's hosts as Google's CSP guide lists them (Google Signals off): gtag.js sends its hits to regional
 * *.google-analytics.com and *.analytics.google.com collectors, by fetch/beacon or, failing those, as an image.
 */
export function analyticsSources(analyticsId?: string): { script: string[]; connect: string[]; img: string[] } {
  if (!analyticsId) return { script: [], connect: [], img: [] };
  return {
    script: [GTAG_SCRIPT_SOURCE],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  };
}

/** Where the page may connect: itself, and in hosted mode the Supabase project over https and its realtime socket. */
export function connectSources(supabaseUrl?: string): string[] {
  if (!supabaseUrl) return ["'self'"];
  const origin = new URL(supabaseUrl).origin;
  return ["'self'", origin, origin.replace(/^http/, 'ws')];
}

/** The hosted basemap's origin, or nothing: the self-contained basemap comes from our own server. */
export function basemapSources(basemapUrl?: string): string[] {
  return basemapUrl ? [new URL(basemapUrl).origin] : [];
}

/**
 * Every response's security headers: helmet's, read once at start and set in one pass per request (none of ours varies
 * by request: no nonces), which costs a fraction of running helmet's twelve middlewares on each.
 */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  const apply = securityHeaderSetter(options);
  return (_req: Request, res: Response, next: NextFunction): void => {
    apply(res);
    next();
  };
}

/** Sets securityHeaders' headers on a response (Node's own or Express's), for a path that answers outside Express. */
export function securityHeaderSetter(options: SecurityOptions): (res: ServerResponse) => void {
  const { set, removed } = headersOf(helmetFor(options));
  return (res) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
  };
}

/** What a middleware does to a response's headers, run once on a recorder; it must finish at once and without error. */
export function headersOf(middleware: RequestHandler): { set: (readonly [string, string])[]; removed: string[] } {
  const set: (readonly [string, string])[] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let finished = false;
  middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('The security headers middleware did not finish at once.');
  return { set, removed };
}

function helmetFor({ production, supabaseUrl, basemapUrl, analyticsId }: SecurityOptions): RequestHandler {
  const analytics = analyticsSources(analyticsId);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics.script],
        // MapLibre and the components set element styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...basemapSources(basemapUrl), ...analytics.img],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: [...connectSources(supabaseUrl), ...basemapSources(basemapUrl), ...analytics.connect],
        fontSrc: ["'self'", 'data:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Tiles and GeoJSON are meant to be read by other origins (CORS *), so resources may be embedded cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: production,
  });
}
