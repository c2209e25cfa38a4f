// The client's configuration: import.meta.env parsed once with zod, typed and frozen.
import * as z from 'zod/mini';

const EnvSchema = z
  .object({
    MODE: z.string(),
    DEV: z.boolean(),
    PROD: z.boolean(),
    BASE_URL: z.string(),
    /** Google Analytics measurement id (hosted analytics); absent means analytics is a no-op. */
    VITE_GA_MEASUREMENT_ID: z.optional(z.string().check(z.regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX'))),
    /** The hosted sign-in service (Supabase); absent means the embedded one at /api/auth/local. */
    VITE_SUPABASE_URL: z.optional(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
    VITE_SUPABASE_ANON_KEY: z.optional(z.string()),
    /**
     * A hosted basemap under the zoning: a raster tile URL template ({z}/{x}/{y}) or a MapLibre style URL. Absent
     * means the self-contained basemap drawn from the dataset's streets. The server reads it too (for its CSP).
     */
    VITE_BASEMAP_STYLE_URL: z.optional(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
    /**
     * The hosted basemap provider's credit, as plain text ('© OpenStreetMap contributors'), shown in the map's
     * attribution: on a raster basemap's source, and beside a vector style's own sources' credits.
     */
    VITE_BASEMAP_ATTRIBUTION: z.optional(z.string()),
  })
  .check(
    // Spec §8: hosted mode cannot start without both; one alone is a half-done setup, not the embedded mode.
    z.refine((raw) => (raw.VITE_SUPABASE_URL === undefined) === (raw.VITE_SUPABASE_ANON_KEY === undefined), {
      message: 'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set together or not at all',
      path: ['VITE_SUPABASE_URL+VITE_SUPABASE_ANON_KEY'],
    }),
  );

type ParsedEnv = z.infer<typeof EnvSchema>;

export type AuthMode = 'local' | 'supabase';

export type Env = Readonly<
  ParsedEnv & {
    /** Which sign-in service the client talks to. */
    authMode: AuthMode;
    /** The hosted service's settings; null in the embedded mode. */
    supabase: Readonly<{ url: string; anonKey: string }> | null;
  }
>;

/** Empty strings from .env files mean "not set". */
function dropEmpty(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
}

export function parseEnv(raw: Record<string, unknown>): Env {
  const result = EnvSchema.safeParse(dropEmpty(raw));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid client configuration:\n${lines.join('\n')}`);
  }
  const { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: anonKey } = result.data;
  const supabase = url !== undefined && anonKey !== undefined ? Object.freeze({ url, anonKey }) : null;
  return Object.freeze({ ...result.data, authMode: supabase ? 'supabase' : 'local', supabase });
}

export const env: Env = parseEnv(import.meta.env);
