// For tests of the hosted payment path: the real app with Stripe keys set and Stripe's API answered by the fake Stripe
// server, on a fresh database of one kind for the enclosing describe block, its log kept in memory.

import { afterAll, beforeAll } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe-server';
import { startAuthTestApp, type AuthTestApp } from './auth-test-app';
import { memoryLogger } from './memory-logger';
import type { TestDatabaseKind } from './test-databases';

export interface StripeTestApp {
  app: AuthTestApp;
  stripe: FakeStripe;
  log: ReturnType<typeof memoryLogger>;
}

/** The handles are filled in by beforeAll, so use them inside tests only. `env` adds to the Stripe keys. */
export function useStripeTestApp(open: TestDatabaseKind['open'], env: { STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string } & Record<string, string>): StripeTestApp {
  const handles = { app: {}, stripe: {}, log: memoryLogger() } as StripeTestApp;
  let closeDatabase: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    Object.assign(handles.stripe, await startFakeStripe());
    const opened = await open();
    closeDatabase = opened.close;
    Object.assign(handles.app, await startAuthTestApp(opened.db, { env: { ...env, STRIPE_API_BASE_URL: handles.stripe.base }, deps: { logger: handles.log.logger } }));
  });
  afterAll(async () => {
    await handles.app.close?.();
    await closeDatabase();
    await handles.stripe.close?.();
  });
  return handles;
}
