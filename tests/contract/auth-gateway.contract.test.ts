// The AuthGateway contract: one set of behaviours, run against both adapters — `local` over the real embedded
// service and `supabase` (supabase-js) over a local GoTrue fake — so the app can rely on either alike.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../src/lib/api/auth';
import type { AuthEvent, AuthGateway, AuthResult } from '../../src/platform/auth/gateway';
import type { StorageLike } from '../../src/platform/auth/session-storage';
import { startLocalBackend, startSupabaseBackend, type AuthBackend } from './auth-backends';

const PASSWORD = 'Harbourfront-Lane-42!';
const NEW_PASSWORD = 'Kensington-Market-97?';

let counter = 0;
/** A new address per test, written the way a person might type it (the gateway trims and lower-cases). */
function newEmail(adapter: string): { typed: string; stored: string } {
  counter += 1;
  const stored = `contract.${adapter}.${counter}.${Date.now()}@example.com`;
  return { typed: `  ${stored.replace('contract', 'Contract').replace('example.com', 'Example.COM')} `, stored };
}

function unwrap<T>(result: AuthResult<T>): T {
  if (result.error) throw new Error(`Expected success, got ${result.error.status} ${result.error.code}: ${result.error.message}`);
  return result.data;
}

/** Records every event; `ready` settles once INITIAL_SESSION has come, so later events are in order. */
function recordEvents(gateway: AuthGateway): { events: AuthEvent[]; sessions: (AuthSession | null)[]; ready: Promise<void> } {
  const events: AuthEvent[] = [];
  const sessions: (AuthSession | null)[] = [];
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  gateway.onAuthStateChange((event, session) => {
    events.push(event);
    sessions.push(session);
    if (event === 'INITIAL_SESSION') markReady();
  });
  return { events, sessions, ready };
}

describe.each([
  ['local', startLocalBackend],
  ['supabase', startSupabaseBackend],
])('AuthGateway contract: %s adapter', (adapter, startBackend) => {
  let backend: AuthBackend;
  const opened: AuthGateway[] = [];

  beforeAll(async () => {
    backend = await startBackend();
  });

  afterEach(() => {
    for (const gateway of opened.splice(0)) gateway.dispose();
  });

  afterAll(async () => {
    await backend.close();
  });

  function open(): { gateway: AuthGateway; storage: StorageLike } {
    const made = backend.newGateway();
    opened.push(made.gateway);
    return made;
  }

  /** An account whose e-mail is confirmed, made in a browser of its own. */
  async function confirmedAccount(): Promise<{ typed: string; stored: string }> {
    const email = newEmail(adapter);
    const { gateway } = open();
    unwrap(await gateway.signUp(email.typed, PASSWORD));
    unwrap(await gateway.exchangeCode(await backend.codeFromLink(email.stored, 'signup')));
    unwrap(await gateway.signOut('local'));
    return email;
  }

  it('when a person signs up, then there is no session until the confirmation link is exchanged, which signs them in', async () => {
    const email = newEmail(adapter);
    const { gateway, storage } = open();
    const recorded = recordEvents(gateway);
    await recorded.ready;

    const signUp = unwrap(await gateway.signUp(email.typed, PASSWORD));
    expect(signUp.session).toBeNull();
    expect(signUp.user?.email).toBe(email.stored);
    expect(unwrap(await gateway.getSession())).toBeNull();

    const session = unwrap(await gateway.exchangeCode(await backend.codeFromLink(email.stored, 'signup')));

    expect(session.user.email).toBe(email.stored);
    expect(session.user.email_confirmed_at).not.toBeNull();
    expect(recorded.events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
    expect(recorded.sessions[1]?.access_token).toBe(session.access_token);
    expect(unwrap(await gateway.getSession())?.access_token).toBe(session.access_token);
    expect(storage.getItem(backend.sessionKey)).not.toBeNull();
  });

  it('when the password is right, then the person is signed in with a session', async () => {
    const email = await confirmedAccount();
    const { gateway } = open();
    const recorded = recordEvents(gateway);
    await recorded.ready;

    const session = unwrap(await gateway.signInWithPassword(email.typed, PASSWORD));

    expect(session).toMatchObject({ token_type: 'bearer', user: { email: email.stored, app_metadata: { providers: ['email'] } } });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(recorded.events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
  });

  it('when the password is wrong, then sign-in fails with a 400 AuthFailure and no session', async () => {
    const email = await confirmedAccount();
    const { gateway } = open();

    const result = await gateway.signInWithPassword(email.stored, 'Not-The-Password-1');

    expect(result.data).toBeNull();
    expect(result.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect(result.error?.message).toEqual(expect.any(String));
    expect(unwrap(await gateway.getSession())).toBeNull();
  });

  it('when a one-time code is sent and verified, then the person is signed in', async () => {
    const email = newEmail(adapter);
    const { gateway } = open();
    const recorded = recordEvents(gateway);
    await recorded.ready;

    unwrap(await gateway.sendCode(email.typed));
    const session = unwrap(await gateway.verifyCode(email.typed, await backend.oneTimeCode(email.stored)));

    expect(session.user.email).toBe(email.stored);
    expect(recorded.events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
  });

  it('when a password reset link is exchanged, then PASSWORD_RECOVERY comes, the new password is set and signs in', async () => {
    const email = await confirmedAccount();
    const { gateway } = open();
    const recorded = recordEvents(gateway);
    await recorded.ready;

    unwrap(await gateway.requestPasswordReset(email.typed));
    unwrap(await gateway.exchangeCode(await backend.codeFromLink(email.stored, 'recovery')));
    const user = unwrap(await gateway.updatePassword(NEW_PASSWORD));
    unwrap(await gateway.signOut('local'));

    expect(user.email).toBe(email.stored);
    expect(recorded.events).toEqual(['INITIAL_SESSION', 'PASSWORD_RECOVERY', 'USER_UPDATED', 'SIGNED_OUT']);
    expect((await gateway.signInWithPassword(email.stored, PASSWORD)).error).toMatchObject({ status: 400 });
    expect(unwrap(await gateway.signInWithPassword(email.stored, NEW_PASSWORD)).user.email).toBe(email.stored);
  });

  it('when the session is refreshed, then TOKEN_REFRESHED carries the rotated tokens, which are the stored ones', async () => {
    const email = await confirmedAccount();
    const { gateway } = open();
    const before = unwrap(await gateway.signInWithPassword(email.stored, PASSWORD));
    const recorded = recordEvents(gateway);
    await recorded.ready;

    const after = unwrap(await gateway.refreshSession());

    // Refresh tokens rotate; an access token minted in the same second may read the same, so only its life is checked.
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(after.expires_at).toBeGreaterThanOrEqual(before.expires_at);
    expect(recorded.events).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED']);
    expect(recorded.sessions[1]?.refresh_token).toBe(after.refresh_token);
    expect(unwrap(await gateway.getSession())?.refresh_token).toBe(after.refresh_token);
  });

  it('when signing out everywhere, then SIGNED_OUT comes, storage holds no session and the user call fails', async () => {
    const email = await confirmedAccount();
    const { gateway, storage } = open();
    unwrap(await gateway.signInWithPassword(email.stored, PASSWORD));
    const recorded = recordEvents(gateway);
    await recorded.ready;
    expect(unwrap(await gateway.getUser()).email).toBe(email.stored);

    unwrap(await gateway.signOut('global'));

    expect(recorded.events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
    expect(recorded.sessions[1]).toBeNull();
    expect(storage.getItem(backend.sessionKey)).toBeNull();
    expect(unwrap(await gateway.getSession())).toBeNull();
    expect((await gateway.getUser()).error).toMatchObject({ code: 'session_not_found' });
  });

  it('when the server no longer has the session, then the user call fails and forgetting it signs out here, once', async () => {
    const email = await confirmedAccount();
    const first = open();
    const second = open();
    unwrap(await first.gateway.signInWithPassword(email.stored, PASSWORD));
    unwrap(await second.gateway.signInWithPassword(email.stored, PASSWORD));
    const recorded = recordEvents(second.gateway);
    await recorded.ready;

    unwrap(await first.gateway.signOut('global'));
    const check = await second.gateway.getUser();
    await second.gateway.forgetSession();

    expect(check.error?.status).toBeGreaterThanOrEqual(400);
    expect(recorded.events.filter((event) => event === 'SIGNED_OUT')).toHaveLength(1);
    expect(second.storage.getItem(backend.sessionKey)).toBeNull();
  });
});
