// Edge cases of the local adapter against canned answers; its main behaviours run against the real embedded
// service in tests/contract/auth-gateway.contract.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '../../lib/api/auth';
import type { AuthEvent, AuthGateway } from './gateway';
import { createLocalGateway, LOCAL_SESSION_KEY } from './local-gateway';
import { createMemoryStorage, type StorageLike } from './session-storage';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const BASE = 'http://zonebrief.test';

function session(overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_in: 3600,
    expires_at: NOW / 1000 + 3600,
    token_type: 'bearer',
    user: {
      id: 'user-1',
      email: 'ada@example.com',
      created_at: '2025-01-01T00:00:00Z',
      last_sign_in_at: null,
      email_confirmed_at: '2025-01-01T00:00:00Z',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { email_verified: true },
    },
    ...overrides,
  };
}

type Canned = { status: number; body?: unknown } | 'network-down' | 'never-answers';

interface Sent {
  key: string;
  body: Record<string, unknown> | null;
  authorization: string | null;
}

/** A fetch that answers from canned replies keyed by "METHOD /path?query" (below /api/auth/local), in turn. */
function cannedFetch(replies: Record<string, Canned[]>): { fetch: typeof fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/auth/local', '')}${url.search}`;
    const headers = new Headers(init?.headers);
    sent.push({ key, body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null, authorization: headers.get('authorization') });
    const reply = replies[key]?.shift();
    if (!reply) throw new Error(`No canned reply for ${key}`);
    if (reply === 'network-down') throw new TypeError('Failed to fetch');
    // Like a real fetch, a hanging request ends only when its signal aborts it.
    if (reply === 'never-answers') {
      return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetcher as typeof fetch, sent };
}

const opened: AuthGateway[] = [];

afterEach(() => {
  for (const gateway of opened.splice(0)) gateway.dispose();
  vi.useRealTimers();
});

function open(replies: Record<string, Canned[]>, stored: AuthSession | null = null) {
  const storage: StorageLike = createMemoryStorage();
  if (stored) storage.setItem(LOCAL_SESSION_KEY, JSON.stringify(stored));
  const { fetch, sent } = cannedFetch(replies);
  const storageEvents = new EventTarget();
  const gateway = createLocalGateway({ baseUrl: BASE, storage, fetch, now: () => NOW, storageEvents });
  opened.push(gateway);
  const events: AuthEvent[] = [];
  gateway.onAuthStateChange((event) => events.push(event));
  return { gateway, storage, sent, events, storageEvents };
}

const storedSession = (storage: StorageLike) => JSON.parse(storage.getItem(LOCAL_SESSION_KEY) ?? 'null') as AuthSession | null;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLocalGateway: failures', () => {
  it('when the network is down, then the call answers status 0 "Network error" instead of throwing', async () => {
    const { gateway } = open({ 'POST /token?grant_type=password': ['network-down'] });

    const result = await gateway.signInWithPassword('ada@example.com', 'pw');

    expect(result).toEqual({ data: null, error: { message: 'Network error', status: 0, code: null } });
  });

  it("when the service answers { error: { code, message } }, then that is the failure's code, message and status", async () => {
    const { gateway } = open({
      'POST /token?grant_type=password': [{ status: 400, body: { error: { code: 'invalid_credentials', message: 'Incorrect email or password' } } }],
    });

    const result = await gateway.signInWithPassword('ada@example.com', 'wrong');

    expect(result.error).toEqual({ message: 'Incorrect email or password', status: 400, code: 'invalid_credentials' });
  });

  it('when sign-in carries the e-mailed code the service asked for, then the code goes with the password', async () => {
    const { gateway, sent } = open({
      'POST /token?grant_type=password': [{ status: 400, body: { error: { code: 'otp_invalid', message: 'Invalid verification code' } } }],
    });

    await gateway.signInWithPassword('ada@example.com', 'Harbour!Lights72', '123456');

    expect(sent.map((call) => call.body)).toEqual([{ email: 'ada@example.com', password: 'Harbour!Lights72', code: '123456' }]);
  });

  it('when Google sign-in is asked for, then it is refused as not available on this server', async () => {
    const { gateway, sent } = open({});

    expect(gateway.supportsGoogle).toBe(false);
    expect((await gateway.signInWithGoogle()).error).toEqual({
      message: 'Google sign-in is not available on this server.',
      status: 0,
      code: 'provider_disabled',
    });
    expect(sent).toEqual([]);
  });
});

describe('createLocalGateway: auth-layer checks', () => {
  it.each([
    ['', 'Harbour!Lights72'],
    ['  ', 'Harbour!Lights72'],
    ['ada@example.com', ''],
  ])('when sign-in is asked with e-mail %j and password %j, then both are asked for and nothing is sent', async (email, password) => {
    const { gateway, sent } = open({});

    const result = await gateway.signInWithPassword(email, password);

    expect(result.error).toMatchObject({ message: 'Please enter both email and password', code: 'validation_failed' });
    expect(sent).toEqual([]);
  });

  it('when sign-up is asked without a password, then both are asked for and nothing is sent', async () => {
    const { gateway, sent } = open({});

    expect((await gateway.signUp('ada@example.com', '')).error).toMatchObject({ message: 'Please enter both email and password' });
    expect(sent).toEqual([]);
  });

  it('when an empty new password is asked for, then a new password is asked for and nothing is sent', async () => {
    const { gateway, sent } = open({}, session());

    expect((await gateway.updatePassword('')).error).toMatchObject({ message: 'Please enter a new password', code: 'validation_failed' });
    expect(sent).toEqual([]);
  });

  it.each([
    ['sign-in', 'POST /token?grant_type=password', (gateway: AuthGateway) => gateway.signInWithPassword('ada@example.com', 'pw')],
    ['code verification', 'POST /verify', (gateway: AuthGateway) => gateway.verifyCode('ada@example.com', '123456')],
  ])('when %s is answered without a session, then the failure says no session was created and nothing is stored', async (_case, key, call) => {
    const { gateway, storage, events } = open({ [key]: [{ status: 200, body: { user: session().user } }] });
    await settle();

    const result = await call(gateway);

    expect(result.error).toMatchObject({ code: 'no_session_created' });
    expect(storedSession(storage)).toBeNull();
    expect(events).toEqual(['INITIAL_SESSION']);
  });
});

describe('createLocalGateway: e-mails', () => {
  it('when an e-mail is typed with spaces and capitals, then the service receives it trimmed and lower-cased', async () => {
    const { gateway, sent } = open({ 'POST /otp': [{ status: 200, body: {} }], 'POST /recover': [{ status: 200, body: {} }] });

    await gateway.sendCode('  Ada.Lovelace@Example.COM ');
    await gateway.requestPasswordReset('ADA@example.com');

    expect(sent.map((request) => request.body?.email)).toEqual(['ada.lovelace@example.com', 'ada@example.com']);
  });
});

describe('createLocalGateway: session and events', () => {
  it('when a listener subscribes, then it gets INITIAL_SESSION once with the stored session', async () => {
    const { gateway } = open({}, session());
    const seen: [AuthEvent, string | null][] = [];

    gateway.onAuthStateChange((event, current) => seen.push([event, current?.access_token ?? null]));
    await settle();

    expect(seen).toEqual([['INITIAL_SESSION', 'access-1']]);
  });

  it('when an auth code for a password reset is exchanged, then PASSWORD_RECOVERY is emitted and purpose is not stored', async () => {
    const { gateway, storage, events } = open({ 'POST /token?grant_type=auth_code': [{ status: 200, body: { ...session(), purpose: 'recovery' } }] });
    await settle();

    await gateway.exchangeCode('code-1');

    expect(events).toEqual(['INITIAL_SESSION', 'PASSWORD_RECOVERY']);
    expect(storedSession(storage)).not.toHaveProperty('purpose');
  });

  it('when the stored session expires within 90 s, then getSession refreshes it first', async () => {
    const fresh = session({ access_token: 'access-2', refresh_token: 'refresh-2' });
    const { gateway, sent, events } = open({ 'POST /token?grant_type=refresh_token': [{ status: 200, body: fresh }] }, session({ expires_at: NOW / 1000 + 60 }));

    const result = await gateway.getSession();
    await settle();

    expect(result.data?.access_token).toBe('access-2');
    expect(sent.filter((request) => request.key.includes('refresh_token'))).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(events).toContain('TOKEN_REFRESHED');
  });

  it('when two refreshes are asked at once, then one request is made (a second would spend the token twice)', async () => {
    const fresh = session({ refresh_token: 'refresh-2' });
    const { gateway, sent } = open({ 'POST /token?grant_type=refresh_token': [{ status: 200, body: fresh }] }, session());

    const [first, second] = await Promise.all([gateway.refreshSession(), gateway.refreshSession()]);

    expect(sent).toHaveLength(1);
    expect(first.data?.refresh_token).toBe('refresh-2');
    expect(second.data?.refresh_token).toBe('refresh-2');
  });

  it('when a refresh is refused because the token was already used, then the session is cleared and SIGNED_OUT emitted', async () => {
    const { gateway, storage, events } = open(
      { 'POST /token?grant_type=refresh_token': [{ status: 400, body: { error: { code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' } } }] },
      session(),
    );
    await settle();

    const result = await gateway.refreshSession();

    expect(result.error?.code).toBe('refresh_token_already_used');
    expect(storage.getItem(LOCAL_SESSION_KEY)).toBeNull();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
  });

  it('when a refresh fails on the network, then the session is kept', async () => {
    const { gateway, storage, events } = open({ 'POST /token?grant_type=refresh_token': ['network-down'] }, session());
    await settle();

    const result = await gateway.refreshSession();

    expect(result.error?.status).toBe(0);
    expect(storedSession(storage)?.refresh_token).toBe('refresh-1');
    expect(events).toEqual(['INITIAL_SESSION']);
  });

  it('when the token endpoint never answers, then the refresh settles with a timeout failure after 15 s and the session is kept', async () => {
    vi.useFakeTimers();
    const { gateway, storage } = open({ 'POST /token?grant_type=refresh_token': ['never-answers'] }, session());
    let settled: Awaited<ReturnType<AuthGateway['refreshSession']>> | undefined;

    void gateway.refreshSession().then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(15_000);

    expect(settled?.error).toMatchObject({ status: 0, code: 'timeout' });
    expect(storedSession(storage)?.refresh_token).toBe('refresh-1');
  });

  it('when the stored session is expiring at start, then the auto-refresh renews it without being asked', async () => {
    const fresh = session({ refresh_token: 'refresh-2' });
    const { storage } = open({ 'POST /token?grant_type=refresh_token': [{ status: 200, body: fresh }] }, session({ expires_at: NOW / 1000 - 10 }));

    await settle();

    expect(storedSession(storage)?.refresh_token).toBe('refresh-2');
  });

  it('when the server says the session is gone on the user call, then it is cleared here too', async () => {
    const { gateway, storage, events } = open(
      { 'GET /user': [{ status: 401, body: { error: { code: 'session_not_found', message: 'Session not found' } } }] },
      session(),
    );
    await settle();

    const result = await gateway.getUser();

    expect(result.error).toMatchObject({ status: 401, code: 'session_not_found' });
    expect(storage.getItem(LOCAL_SESSION_KEY)).toBeNull();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
  });

  it('when the user call answers session_expired, then the session is cleared here too (the one session-gone list)', async () => {
    const { gateway, storage, events } = open(
      { 'GET /user': [{ status: 403, body: { error: { code: 'session_expired', message: 'Session has expired' } } }] },
      session(),
    );
    await settle();

    await gateway.getUser();

    expect(storage.getItem(LOCAL_SESSION_KEY)).toBeNull();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
  });
});

describe('createLocalGateway: sign-out', () => {
  it('when the server signs the session out, then it is cleared and SIGNED_OUT emitted', async () => {
    const { gateway, storage, sent, events } = open({ 'POST /logout?scope=global': [{ status: 204 }] }, session());
    await settle();

    expect(await gateway.signOut('global')).toEqual({ data: null, error: null });
    expect(sent[0]?.authorization).toBe('Bearer access-1');
    expect(storage.getItem(LOCAL_SESSION_KEY)).toBeNull();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
  });

  it('when sign-out fails, then the session is kept and the error returned for the app to judge', async () => {
    const { gateway, storage } = open(
      {
        'POST /logout?scope=local': [{ status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } }, { status: 401, body: { error: { code: 'session_not_found', message: 'Session not found' } } }],
      },
      session(),
    );

    expect((await gateway.signOut()).error).toMatchObject({ status: 500 });
    expect((await gateway.signOut()).error).toMatchObject({ status: 401, code: 'session_not_found' });
    expect(storage.getItem(LOCAL_SESSION_KEY)).not.toBeNull();
  });

  it('when the session is forgotten, then it is cleared without a request and SIGNED_OUT emitted', async () => {
    const { gateway, storage, sent, events } = open({}, session());
    await settle();

    await gateway.forgetSession();

    expect(sent).toEqual([]);
    expect(storage.getItem(LOCAL_SESSION_KEY)).toBeNull();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
  });

  it('when the user call has already ended a gone session, then forgetting it emits no second SIGNED_OUT', async () => {
    const { gateway, events } = open(
      { 'GET /user': [{ status: 401, body: { error: { code: 'session_not_found', message: 'Session not found' } } }] },
      session(),
    );
    await settle();

    await gateway.getUser();
    await gateway.forgetSession();

    expect(events.filter((event) => event === 'SIGNED_OUT')).toHaveLength(1);
  });
});

describe('createLocalGateway: other tabs', () => {
  it('when another tab signs out, then this tab clears its copy and emits SIGNED_OUT', async () => {
    const { storage, events, storageEvents } = open({}, session());
    await settle();

    storageEvents.dispatchEvent(new StorageEvent('storage', { key: LOCAL_SESSION_KEY, newValue: null }));

    expect(storage.getItem(LOCAL_SESSION_KEY)).toBeNull();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
  });

  it('when another tab refreshes, then this tab takes the new tokens (its old refresh token is spent)', async () => {
    const { storage, events, storageEvents } = open({}, session());
    await settle();
    const rotated = session({ refresh_token: 'refresh-2' });

    storageEvents.dispatchEvent(new StorageEvent('storage', { key: LOCAL_SESSION_KEY, newValue: JSON.stringify(rotated) }));

    expect(storedSession(storage)?.refresh_token).toBe('refresh-2');
    expect(events).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED']);
  });

  it('when another tab signs in while this one is signed out, then this tab follows with SIGNED_IN', async () => {
    const { storage, events, storageEvents } = open({});
    await settle();
    const signedIn = session({ refresh_token: 'refresh-other-tab' });
    // Browsers write the shared store before they tell the other tabs; this tab has no copy of its own to compare.
    storage.setItem(LOCAL_SESSION_KEY, JSON.stringify(signedIn));

    storageEvents.dispatchEvent(new StorageEvent('storage', { key: LOCAL_SESSION_KEY, newValue: JSON.stringify(signedIn) }));

    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
  });

  it('when another tab writes some other key, then nothing happens', async () => {
    const { events, storageEvents } = open({}, session());
    await settle();

    storageEvents.dispatchEvent(new StorageEvent('storage', { key: 'zonebrief.layout', newValue: '{}' }));

    expect(events).toEqual(['INITIAL_SESSION']);
  });
});
