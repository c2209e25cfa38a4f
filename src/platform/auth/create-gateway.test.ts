import { afterEach, describe, expect, it } from 'vitest';
import { createAuthGateway } from './create-gateway';
import type { AuthGateway } from './gateway';

let gateway: AuthGateway | null = null;

afterEach(() => {
  gateway?.dispose();
  gateway = null;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('createAuthGateway', () => {
  it('when no hosted service is configured, then the embedded one is used', async () => {
    gateway = await createAuthGateway({ supabase: null });

    expect(gateway.kind).toBe('local');
    expect(gateway.supportsGoogle).toBe(false);
  });

  it('when the hosted service is configured, then supabase-js is loaded and used', async () => {
    gateway = await createAuthGateway({ supabase: { url: 'http://127.0.0.1:9', anonKey: 'anon-key' } });

    expect(gateway.kind).toBe('supabase');
    expect(gateway.supportsGoogle).toBe(true);
  });
});
