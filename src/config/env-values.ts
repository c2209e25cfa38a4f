// The client's configuration values and what follows from them (which sign-in service), without their checks:
// env-schema.ts checks them where a build or the dev server starts, so the browser reads them as given.

export type AuthMode = 'local' | 'supabase';

export interface EnvValues {
  MODE: string;
  DEV: boolean;
  PROD: boolean;
  BASE_URL: string;
  /** Google Analytics measurement id (hosted analytics); absent means analytics is a no-op. */
  VITE_GA_MEASUREMENT_ID?: string;
  /** The hosted sign-in service (Supabase); absent means the embedded one at /api/auth/local. */
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
  /**
   * A hosted basemap under the zoning: a raster tile URL template ({z}/{x}/{y}) or a MapLibre style URL. Absent
   * means the self-contained basemap drawn from the dataset's streets. The server reads it too (for its CSP).
   */
  VITE_BASEMAP_STYLE_URL?: string;
  /**
   * The hosted basemap provider's credit, as plain text ('© OpenStreetMap contributors'), shown in the map's
   * attribution: on a raster basemap's source, and beside a vector style's own sources' credits.
   */
  VITE_BASEMAP_ATTRIBUTION?: string;
}

export type Env = Readonly<
  EnvValues & {
    /** Which sign-in service the client talks to. */
    authMode: AuthMode;
    /** The hosted service's settings; null in the embedded mode. */
    supabase: Readonly<{ url: string; anonKey: string }> | null;
  }
>;

/** Empty strings from .env files mean "not set". */
export function dropEmpty(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
}

/** The configuration with the sign-in service it names, frozen. */
export function envOf(values: EnvValues): Env {
  const { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: anonKey } = values;
  const supabase = url !== undefined && anonKey !== undefined ? Object.freeze({ url, anonKey }) : null;
  return Object.freeze({ ...values, authMode: supabase ? 'supabase' : 'local', supabase });
}
