// Which adapter serves each port, decided from configuration alone (ARCHITECTURE.md "Modes").

import type { Config } from './config';
import type { DatasetManifest } from '../src/lib/spatial/schema';

export interface ActiveAdapters {
  database: string;
  auth: string;
  payments: string;
  mail: string;
  geocoder: string;
  reports: string;
  narrative: string;
  dataset: string;
  spatial: string;
  basemap: string;
  analytics: string;
}

export function describeAdapters(config: Config, manifest: DatasetManifest): ActiveAdapters {
  return {
    database: config.DATABASE_URL ? `postgres (${redactUrl(config.DATABASE_URL)})` : `pglite (${config.dataDir}/db)`,
    auth: config.SUPABASE_URL ? `supabase (${config.SUPABASE_URL}; tokens by ${supabaseKeys(config)})` : 'local (/api/auth/local, scrypt, HS256 tokens)',
    payments: config.STRIPE_SECRET_KEY
      ? `stripe checkout (${config.STRIPE_API_BASE_URL ?? 'api.stripe.com'}; webhook /api/payments-simple/webhook)`
      : 'embedded checkout (/checkout/:id, test cards, events signed locally)',
    mail: config.SMTP_URL
      ? `smtp (${redactUrl(config.SMTP_URL)}, from ${config.MAIL_FROM})`
      : config.NODE_ENV === 'production'
        ? 'none (production without SMTP_URL is hosted: Supabase sends the sign-in e-mails)'
        : 'outbox (/dev/mailbox and the server log)',
    geocoder: config.GOOGLE_MAPS_API_KEY ? 'google places' : 'gazetteer (dataset address points)',
    reports: config.SUPABASE_URL && config.SUPABASE_SERVICE_ROLE_KEY
      ? `supabase storage (${config.SUPABASE_URL}; a bucket per user, signed URLs 3600 s)`
      : `local (${config.dataDir}/reports/<user id>/, HMAC-signed URLs 3600 s)`,
    narrative: config.LLM_BASE_URL && config.LLM_API_KEY && config.LLM_MODEL
      ? `${config.LLM_MODEL} (${config.LLM_BASE_URL}/chat/completions; facts from the rules engine)`
      : 'rules engine (no model configured)',
    dataset: `${manifest.id} (${manifest.source === 'demo' ? 'Demo data' : 'City of Toronto data'}, ${manifest.version})`,
    spatial:
      config.SPATIAL_BACKEND === 'postgis' && config.DATABASE_URL
        ? `postgis (${redactUrl(config.DATABASE_URL)}; look-ups shared by the replicas on it)`
        : 'memory (the dataset\'s prebuilt indexes, in this process)',
    basemap: config.VITE_BASEMAP_STYLE_URL
      ? `hosted (${config.VITE_BASEMAP_STYLE_URL}, as the client was built with it)`
      : `embedded (${manifest.counts.centreline ?? 0} street centrelines and ${manifest.counts.water ?? 0} water areas of the dataset; Noto Sans glyphs from /data/fonts)`,
    analytics: config.VITE_GA_MEASUREMENT_ID
      ? `gtag (${config.VITE_GA_MEASUREMENT_ID}, after the visitor's consent; the CSP allows Google Analytics)`
      : 'none (no VITE_GA_MEASUREMENT_ID: the client warns once and sends nothing)',
  };
}

function supabaseKeys(config: Config): string {
  if (config.SUPABASE_JWT_SECRET) return 'SUPABASE_JWT_SECRET';
  return config.SUPABASE_JWKS_URL ? `JWKS ${config.SUPABASE_JWKS_URL}` : 'project JWKS';
}

/** Drops the password from a connection URL before it is printed. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable url)';
  }
}
