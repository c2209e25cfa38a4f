// Security headers: helmet with a Content-Security-Policy that lets the app, its map worker and nothing else run.

import helmet from 'helmet';

export function securityHeaders(production: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MapLibre and React set element styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
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
