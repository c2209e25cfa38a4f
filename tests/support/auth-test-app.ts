// For tests: the real app (createApp) on a free port with a movable clock, cheap password hashing and the outbox
// mailer, plus helpers that read the outbox and call the auth API.

import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthSession } from '../../src/lib/api/auth';
import { tinyDataset } from '../fixtures/tiny-dataset';
import { createApp, type AppDeps } from '../../server/app';
import { loadConfig } from '../../server/config';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../server/db/client';
import type { TestDatabaseKind } from './test-databases';
import { createLogger } from '../../server/http/logger';
import { listOutboxMessages } from '../../server/mail/outbox-repository';
import type { RateLimitSettings } from '../../server/auth/rate-limits';

export const STRONG_PASSWORD = 'Maple!Harbour7Quay';
export const OTHER_STRONG_PASSWORD = 'Cedar#Lantern42Vale';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function testClock(start = new Date('2030-01-15T12:00:00.000Z')): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => void (current += ms) };
}

// Answers are checked field by field in the tests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface AuthTestApp {
  base: string;
  db: Database;
  clock: TestClock;
  dataDir: string;
  call(method: string, pathAndQuery: string, options?: { body?: unknown; token?: string }): Promise<{ status: number; body: Json }>;
  /** The newest outbox message to an address. */
  lastMail(to: string): Promise<{ subject: string; text: string; html: string | null }>;
  /** The first link in the newest message to an address. */
  lastLink(to: string): Promise<string>;
  close(): Promise<void>;
}

export async function startAuthTestApp(
  db: Database,
  options: { env?: Record<string, string>; rateLimits?: Partial<RateLimitSettings>; deps?: Partial<AppDeps>; supabaseAuthSchema?: string } = {},
): Promise<AuthTestApp> {
  const clock = testClock();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-auth-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, CLIENT_DIST_DIR: path.join(dataDir, 'dist'), ...options.env });
  const app = createApp({
    config,
    logger: createLogger('silent'),
    db,
    dataset: tinyDataset(),
    auth: {
      passwordCostLog2: 10,
      now: clock.now,
      ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
      ...(options.supabaseAuthSchema ? { supabaseAuthSchema: options.supabaseAuthSchema } : {}),
    },
    ...options.deps,
  });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call: AuthTestApp['call'] = async (method, pathAndQuery, { body, token } = {}) => {
    const res = await fetch(`${base}${pathAndQuery}`, {
      method,
      redirect: 'manual',
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: text === '' ? null : JSON.parse(text) };
  };
  const lastMail: AuthTestApp['lastMail'] = async (to) => {
    const [message] = await listOutboxMessages(db, { to, limit: 1 });
    if (!message) throw new Error(`no mail to ${to}`);
    return message;
  };
  return {
    base,
    db,
    clock,
    dataDir,
    call,
    lastMail,
    async lastLink(to) {
      const link = /https?:\/\/\S+/.exec((await lastMail(to)).text)?.[0];
      if (!link) throw new Error(`no link in the last mail to ${to}`);
      return link;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Follows an e-mail link without following the redirect; the Location it answers with. */
export async function followLink(link: string): Promise<{ status: number; location: string }> {
  const res = await fetch(link, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

let counter = 0;
/** A fresh, valid address per test, so tests never share an account. */
export function uniqueEmail(name = 'person'): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.com`;
}

/** Signs up, follows the confirmation link and trades its code: a confirmed user with a session. */
export async function signedUpSession(app: AuthTestApp, email: string, password = STRONG_PASSWORD): Promise<AuthSession> {
  await app.call('POST', '/api/auth/local/signup', { body: { email, password } });
  const { location } = await followLink(await app.lastLink(email));
  const code = new URL(location, app.base).searchParams.get('code');
  const { body } = await app.call('POST', '/api/auth/local/token?grant_type=auth_code', { body: { code } });
  return body as AuthSession;
}

/**
 * The app on a fresh database of one kind for the enclosing describe block: started before its tests, closed after.
 * The handle it returns is filled in by beforeAll, so use it inside tests only.
 */
export function useAuthTestApp(open: TestDatabaseKind['open'], options: Parameters<typeof startAuthTestApp>[1] = {}): AuthTestApp {
  const handle = {} as AuthTestApp;
  let closeDatabase: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const opened = await open();
    closeDatabase = opened.close;
    Object.assign(handle, await startAuthTestApp(opened.db, options));
  });
  afterAll(async () => {
    await handle.close?.();
    await closeDatabase();
  });
  return handle;
}
