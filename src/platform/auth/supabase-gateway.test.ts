// How supabase-js's answers map onto the port's shapes; the calls themselves run in tests/contract.
import { AuthApiError, AuthInvalidTokenResponseError, AuthRetryableFetchError, AuthSessionMissingError, type User } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthGateway } from './gateway';
import { createMemoryStorage } from './session-storage';
import { createSupabaseGateway, toAuthFailure, toAuthUser } from './supabase-gateway';

const USER: User = {
  id: 'user-1',
  aud: 'authenticated',
  email: 'Ada@Example.com',
  created_at: '2025-01-01T00:00:00Z',
  app_metadata: { provider: 'google', providers: ['google', 'email'] },
  user_metadata: { email_verified: true },
};

describe('toAuthUser', () => {
  it('when Supabase answers a user, then the e-mail is lower-cased and providers and verification carried over', () => {
    expect(toAuthUser(USER)).toEqual({
      id: 'user-1',
      email: 'ada@example.com',
      created_at: '2025-01-01T00:00:00Z',
      last_sign_in_at: null,
      email_confirmed_at: null,
      app_metadata: { provider: 'google', providers: ['google', 'email'] },
      user_metadata: { email_verified: true },
    });
  });

  it('when the user has no providers list or verification flag, then the provider alone is listed and it is unverified', () => {
    const user = toAuthUser({ ...USER, app_metadata: { provider: 'email' }, user_metadata: {} });

    expect(user.app_metadata.providers).toEqual(['email']);
    expect(user.user_metadata.email_verified).toBe(false);
  });
});

describe('toAuthFailure', () => {
  it('when the API refused, then its message, status and code are kept', () => {
    expect(toAuthFailure(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toEqual({
      message: 'Invalid login credentials',
      status: 400,
      code: 'invalid_credentials',
    });
  });

  it('when there is no session, then the code is session_not_found', () => {
    expect(toAuthFailure(new AuthSessionMissingError())).toMatchObject({ code: 'session_not_found' });
  });

  it('when the network failed, then it is status 0 "Network error", as the local adapter says', () => {
    expect(toAuthFailure(new AuthRetryableFetchError('Failed to fetch', 0))).toEqual({ message: 'Network error', status: 0, code: null });
  });

  it('when a grant came back without a session, then the code says no session was created', () => {
    expect(toAuthFailure(new AuthInvalidTokenResponseError())).toMatchObject({ code: 'no_session_created' });
  });
});

describe('createSupabaseGateway: auth-layer checks', () => {
  const opened: AuthGateway[] = [];
  afterEach(() => {
    for (const gateway of opened.splice(0)) gateway.dispose();
  });

  function open() {
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    const gateway = createSupabaseGateway({ url: 'http://supabase.test', anonKey: 'anon', origin: 'http://zonebrief.test', storage: createMemoryStorage(), fetch });
    opened.push(gateway);
    return { gateway, fetch };
  }

  it('when sign-in is asked without an e-mail, then both fields are asked for and nothing is sent', async () => {
    const { gateway, fetch } = open();

    const result = await gateway.signInWithPassword('  ', 'Harbour!Lights72');

    expect(result.error).toMatchObject({ message: 'Please enter both email and password', code: 'validation_failed' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when an empty new password is asked for, then a new password is asked for and nothing is sent', async () => {
    const { gateway, fetch } = open();

    expect((await gateway.updatePassword('')).error).toMatchObject({ message: 'Please enter a new password' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
