// The public site's origin for canonical and sharing URLs: VITE_SITE_ORIGIN, which vite.config.ts checks and defines at
// build time (the prerender uses the same value). Outside a Vite build (unit tests), the local server's.
import { DEFAULT_SITE_ORIGIN } from '../lib/site/page-heads';

declare const __SITE_ORIGIN__: string | undefined;

export const SITE_ORIGIN: string = typeof __SITE_ORIGIN__ === 'string' ? __SITE_ORIGIN__ : DEFAULT_SITE_ORIGIN;
