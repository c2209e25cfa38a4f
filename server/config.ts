// Server configuration: process.env parsed once with zod; fails fast with a readable list of what is wrong.

import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Optional like optionalString; when given, it must be an http(s) URL. */
const optionalHttpUrl = optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  // Default: 0.0.0.0 in production, else 127.0.0.1 (the development server has an open /dev/mailbox); see loadConfig.
  HOST: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('.data'),
  DATASET_DIR: optionalString,
  DATABASE_URL: optionalString,
  // Where spatial look-ups are answered: this process's memory (default), or PostGIS tables in DATABASE_URL's database
  // that any number of replicas share (docs/decisions.md "Spatial look-ups from PostGIS").
  SPATIAL_BACKEND: optionalString.pipe(z.enum(['memory', 'postgis']).default('memory')),
  // The app's public origin: e-mail links and return URLs, and outside production the one host besides loopback names
  // that the server answers (server/http/allowed-hosts.ts).
  PUBLIC_URL: optionalHttpUrl,
  SESSION_SECRET: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  // Where the Stripe API is reached (default https://api.stripe.com); tests point the SDK at a local fake.
  STRIPE_API_BASE_URL: optionalHttpUrl,
  SMTP_URL: optionalString,
  GOOGLE_MAPS_API_KEY: optionalString,
  // Where the Places API is reached (default https://places.googleapis.com); tests point it at a local fake.
  GOOGLE_PLACES_BASE_URL: optionalHttpUrl,
  SUPABASE_URL: optionalHttpUrl,
  SUPABASE_JWT_SECRET: optionalString,
  // Where the project's signing keys are read when no SUPABASE_JWT_SECRET is set (default <SUPABASE_URL>/auth/v1/.well-known/jwks.json).
  SUPABASE_JWKS_URL: optionalHttpUrl,
  // Lets the server delete a Supabase Auth user when an account is deleted (Admin API).
  SUPABASE_SERVICE_ROLE_KEY: optionalString,
  // OpenAI-compatible chat API for the brief's optional narrative (all three or none; docs/reports.md).
  LLM_BASE_URL: optionalHttpUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  // How long an analysis may stay unfinished before a retry or the recovery sweep refunds it (docs/reports.md).
  ANALYSIS_TAKEOVER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || 'ZoneBrief <no-reply@zonebrief.local>'),
  CLIENT_DIST_DIR: z.string().default('dist'),
  // The City of Toronto's open-data portal (CKAN) that `npm run data:fetch` asks for the current zoning, parcel,
  // address and centreline files; tests point it at a local fake.
  CKAN_BASE_URL: optionalHttpUrl.transform((value) => value ?? 'https://ckan0.cf.opendata.inter.prod-toronto.ca'),
  // The hosted basemap the client was built with (read by vite build too): the CSP lets the page reach its host.
  VITE_BASEMAP_STYLE_URL: optionalHttpUrl,
  // The Google Analytics measurement id the client was built with (read by vite build too): the CSP then lets the page
  // load the gtag script and send to Google Analytics' collection endpoints; unset, it allows neither.
  VITE_GA_MEASUREMENT_ID: optionalString.pipe(z.string().regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX').optional()),
});

/** Settings that only work together. */
function pairingProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  // Hosted auth keeps its users in the Supabase project's database, which the existing-account check reads.
  if (env.SUPABASE_URL?.trim() && !env.DATABASE_URL?.trim()) {
    problems.push('DATABASE_URL: must point at the Supabase project database when SUPABASE_URL is set');
  }
  // PostGIS lives in a PostgreSQL database; the embedded PGlite has no PostGIS.
  if (env.SPATIAL_BACKEND?.trim() === 'postgis' && !env.DATABASE_URL?.trim()) {
    problems.push('DATABASE_URL: must point at a PostgreSQL database with PostGIS when SPATIAL_BACKEND=postgis');
  }
  // Stripe Checkout without its webhook secret would take money and never credit it.
  if (Boolean(env.STRIPE_SECRET_KEY?.trim()) !== Boolean(env.STRIPE_WEBHOOK_SECRET?.trim())) {
    problems.push('STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both (Stripe Checkout) or neither (embedded checkout)');
  }
  // A narrative model needs its endpoint, key and model name; a partial set is a typo, not a choice.
  const llm = [env.LLM_BASE_URL, env.LLM_API_KEY, env.LLM_MODEL].filter((value) => Boolean(value?.trim())).length;
  if (llm !== 0 && llm !== 3) problems.push('LLM_BASE_URL, LLM_API_KEY, LLM_MODEL: set all three (model narrative) or none (rules-engine narrative)');
  return problems;
}

/** In production nothing may fall back to a built-in secret; checked on the raw values so every problem shows at once. */
function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if ((env.SESSION_SECRET?.trim() ?? '').length < 32) {
    problems.push('SESSION_SECRET: must be set to at least 32 characters when NODE_ENV=production');
  }
  if (!env.PUBLIC_URL?.trim()) problems.push('PUBLIC_URL: must be set when NODE_ENV=production');
  // The embedded checkout accepts any well-formed card: in production it would hand out credits for nothing.
  if (!env.STRIPE_SECRET_KEY?.trim()) problems.push('STRIPE_SECRET_KEY: must be set when NODE_ENV=production (the embedded checkout is for development)');
  // The outbox mailer keeps codes and links in a table and the log: production must hand e-mail to a relay (hosted
  // sign-in mails through Supabase and sends none of its own).
  if (!env.SMTP_URL?.trim() && !env.SUPABASE_URL?.trim()) problems.push('SMTP_URL: must be set when NODE_ENV=production (the outbox mailer is for development)');
  return problems;
}

export type Config = Readonly<
  Omit<z.infer<typeof schema>, 'HOST'> & {
    /** The address to listen on. */
    HOST: string;
    dataDir: string;
    clientDistDir: string;
    /**
     * The secret that signs local tokens and URLs. Outside production without SESSION_SECRET it is a per-process
     * random one here; server/index.ts swaps in the one kept under DATA_DIR (server/auth/dev-secret.ts).
     */
    sessionSecret: string;
  }
>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses the environment; throws ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`)),
    ...productionProblems(env),
    ...pairingProblems(env),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  }
  const values = parsed.data;
  return Object.freeze({
    ...values,
    HOST: values.HOST ?? (values.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(values.DATA_DIR),
    clientDistDir: path.resolve(values.CLIENT_DIST_DIR),
    sessionSecret: values.SESSION_SECRET ?? randomSecret(),
  });
}

function randomSecret(): string {
  return crypto.getRandomValues(new Uint8Array(32)).reduce((hex, byte) => hex + byte.toString(16).padStart(2, '0'), '');
}
