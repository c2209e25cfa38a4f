// The client's configuration, as the build wrote it into the bundle. vite.config.ts checked these very values with
// parseEnv (env-schema.ts) before building or serving, so the browser carries no validator.
import { dropEmpty, envOf, type Env, type EnvValues } from './env-values';

export type { AuthMode, Env } from './env-values';

export const env: Env = envOf(dropEmpty(import.meta.env) as unknown as EnvValues);
