// Which adapter serves each port, decided from configuration alone (ARCHITECTURE.md "Modes").

import type { Config } from './config';
import type { DatasetManifest } from './dataset/schema';

export interface ActiveAdapters {
  database: string;
  auth: string;
  payments: string;
  mail: string;
  geocoder: string;
  dataset: string;
}

export function describeAdapters(config: Config, manifest: DatasetManifest): ActiveAdapters {
  return {
    database: config.DATABASE_URL ? `postgres (${redactUrl(config.DATABASE_URL)})` : `pglite (${config.dataDir}/db)`,
    auth: config.SUPABASE_URL ? `supabase (${config.SUPABASE_URL})` : 'local (/api/auth/local)',
    payments: config.STRIPE_SECRET_KEY ? 'stripe checkout' : 'embedded checkout',
    mail: config.SMTP_URL ? `smtp (${redactUrl(config.SMTP_URL)})` : 'outbox (/dev/mailbox)',
    geocoder: config.GOOGLE_MAPS_API_KEY ? 'google places' : 'gazetteer (dataset address points)',
    dataset: `${manifest.id} (${manifest.source === 'demo' ? 'Demo data' : 'City of Toronto data'}, ${manifest.version})`,
  };
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
