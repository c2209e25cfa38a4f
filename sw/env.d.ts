// Build-time constants that vite.config.ts defines for the service worker build.
declare const __APP_VERSION__: string;
