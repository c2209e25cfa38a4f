// The client's configuration checked with zod: vite.config.ts runs parseEnv on the values a build or the dev server
// is about to write into the bundle, and stops with the list of what is wrong.
import * as z from 'zod/mini';
import { dropEmpty, envOf, type Env, type EnvValues } from './env-values';

/** The checks of EnvValues (env-values.ts, where each value is described). */
const EnvSchema = z
  .object({
    MODE: z.string(),
    DEV: z.boolean(),
    PROD: z.boolean(),
    BASE_URL: z.string(),
    VITE_GA_MEASUREMENT_ID: z.optional(z.string().check(z.regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX'))),
    VITE_SUPABASE_URL: z.optional(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
    VITE_SUPABASE_ANON_KEY: z.optional(z.string()),
    VITE_BASEMAP_STYLE_URL: z.optional(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
    VITE_BASEMAP_ATTRIBUTION: z.optional(z.string()),
  })
  .check(
    // Spec §8: hosted mode cannot start without both; one alone is a half-done setup, not the embedded mode.
    z.refine((raw) => (raw.VITE_SUPABASE_URL === undefined) === (raw.VITE_SUPABASE_ANON_KEY === undefined), {
      message: 'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set together or not at all',
      path: ['VITE_SUPABASE_URL+VITE_SUPABASE_ANON_KEY'],
    }),
  );

export function parseEnv(raw: Record<string, unknown>): Env {
  const result = EnvSchema.safeParse(dropEmpty(raw));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid client configuration:\n${lines.join('\n')}`);
  }
  return envOf(result.data satisfies EnvValues);
}
