// Security headers: helmet with a Content-Security-Policy that lets the app, its map worker and nothing else run.

import helmet from 'helmet';

export interface SecurityOptions {
  production: boolean;
  /** The hosted Supabase project (SUPABASE_URL): the browser calls its auth, storage and realtime directly. */
  supabaseUrl?: string | undefined;
  /** A hosted basemap (VITE_BASEMAP_STYLE_URL): its style, tiles and images load from that host only. */
  basemapUrl?: string | undefined;
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

export function securityHeaders({ production, supabaseUrl, basemapUrl }: SecurityOptions) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MapLibre and React set element styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...basemapSources(basemapUrl)],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: [...connectSources(supabaseUrl), ...basemapSources(basemapUrl)],
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
