// Server configuration: process.env parsed once with zod; fails fast with a readable list of what is wrong.

import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('.data'),
  DATASET_DIR: optionalString,
  DATABASE_URL: optionalString,
  PUBLIC_URL: optionalString,
  SESSION_SECRET: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  SMTP_URL: optionalString,
  GOOGLE_MAPS_API_KEY: optionalString,
  // Where the Places API is reached (default https://places.googleapis.com); tests point it at a local fake.
  GOOGLE_PLACES_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  SUPABASE_URL: optionalString,
  SUPABASE_JWT_SECRET: optionalString,
  CLIENT_DIST_DIR: z.string().default('dist'),
});

/** In production nothing may fall back to a built-in secret; checked on the raw values so every problem shows at once. */
function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if ((env.SESSION_SECRET?.trim() ?? '').length < 32) {
    problems.push('SESSION_SECRET: must be set to at least 32 characters when NODE_ENV=production');
  }
  if (!env.PUBLIC_URL?.trim()) problems.push('PUBLIC_URL: must be set when NODE_ENV=production');
  return problems;
}

export type Config = Readonly<
  z.infer<typeof schema> & {
    dataDir: string;
    clientDistDir: string;
    /** The secret that signs local tokens and URLs; a per-process random one outside production. */
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
  ];
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  }
  const values = parsed.data;
  return Object.freeze({
    ...values,
    dataDir: path.resolve(values.DATA_DIR),
    clientDistDir: path.resolve(values.CLIENT_DIST_DIR),
    sessionSecret: values.SESSION_SECRET ?? randomSecret(),
});
}

function randomSecret(): string {
  return crypto.getRandomValues(new Uint8Array(32)).reduce((hex, byte) => hex + byte.toString(16).padStart(2, '0'), '');
}
