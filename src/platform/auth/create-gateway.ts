// Picks the sign-in service at startup: the hosted one (Supabase) when it is configured, else the embedded one.
// supabase-js sits behind import(), so a build that never uses it never downloads it.
import { env, type Env } from '../../config/env';
import type { AuthGateway } from './gateway';
import { createLocalGateway } from './local-gateway';

export async function createAuthGateway(config: Pick<Env, 'supabase'> = env): Promise<AuthGateway> {
  if (config.supabase) {
    const { createSupabaseGateway } = await import('./supabase-gateway');
    return createSupabaseGateway({ url: config.supabase.url, anonKey: config.supabase.anonKey });
  }
  return createLocalGateway();
}
