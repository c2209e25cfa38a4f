// The client's configuration: import.meta.env parsed once with zod, typed and frozen.
import * as z from 'zod/mini';

const EnvSchema = z.object({
  MODE: z.string(),
  DEV: z.boolean(),
  PROD: z.boolean(),
  BASE_URL: z.string(),
  /** Google Analytics measurement id (hosted analytics); absent means analytics is a no-op. */
  VITE_GA_MEASUREMENT_ID: z.optional(z.string().check(z.regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX'))),
});

export type Env = Readonly<z.infer<typeof EnvSchema>>;

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
  return Object.freeze(result.data);
}

export const env: Env = parseEnv(import.meta.env);
