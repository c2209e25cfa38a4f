// The two sign-in services the gateway contract runs against, each behind the same harness: the embedded one
// (the real app, in-process, on a fresh PGlite) and the hosted one (supabase-js against a local GoTrue fake).
import { mkdtemp } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ws from 'ws';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { createLogger } from '../../server/http/logger';
import type { AuthGateway } from '../../src/platform/auth/gateway';
import { createLocalGateway, LOCAL_SESSION_KEY } from '../../src/platform/auth/local-gateway';
import { createMemoryStorage, type StorageLike } from '../../src/platform/auth/session-storage';
import { createSupabaseGateway, SUPABASE_SESSION_KEY } from '../../src/platform/auth/supabase-gateway';
import { tinyDataset } from '../fixtures/tiny-dataset';
import { startFakeSupabaseAuth } from './fake-supabase-auth';

const APP_ORIGIN = 'http://zonebrief.test';

export interface AuthBackend {
  /** The storage key the adapter keeps its session under. */
  sessionKey: string;
  /** A fresh gateway over its own in-memory storage, as a fresh browser profile would have. */
  newGateway(): { gateway: AuthGateway; storage: StorageLike };
  /** Follows the newest confirmation (signup) or reset (recovery) link sent to `email`; answers the ?code= it leads to. */
  codeFromLink(email: string, type: 'signup' | 'recovery'): Promise<string>;
  /** The newest 6-digit code sent to `email`. */
  oneTimeCode(email: string): Promise<string>;
  close(): Promise<void>;
}

/** Opens an e-mail link as the browser would and reads the ?code= of the page it is sent to. */
async function codeBehind(link: string): Promise<string> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`${link} answered ${response.status} without a redirect`);
  const code = new URL(location, link).searchParams.get('code');
  if (!code) throw new Error(`${link} led to ${location}, which carries no code`);
  return code;
}

export async function startSupabaseBackend(): Promise<AuthBackend> {
  const fake = await startFakeSupabaseAuth();
  return {
    sessionKey: SUPABASE_SESSION_KEY,
    newGateway() {
      const storage = createMemoryStorage();
      const gateway = createSupabaseGateway({
        url: fake.url,
        anonKey: 'contract-test-anon-key',
        storage,
        origin: APP_ORIGIN,
        // Node 20 has no WebSocket global; supabase-js builds its realtime client at once.
        clientOptions: { realtime: { transport: ws } },
      });
      return { gateway, storage };
    },
    async codeFromLink(email, type) {
      const mail = fake.lastMail(email, type === 'signup' ? 'confirmation' : 'recovery');
      return codeBehind(mail.link ?? '');
    },
    async oneTimeCode(email) {
      return fake.lastMail(email, 'code').code ?? '';
    },
    close: () => fake.close(),
  };
}

interface MailboxMessage {
  to: string;
  links: string[];
  code: string | null;
}

export async function startLocalBackend(): Promise<AuthBackend> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-contract-'));
  const db = await openDatabase({ kind: 'pglite' });
  await migrate(db);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, CLIENT_DIST_DIR: dataDir });
  const app = createApp({ config, logger: createLogger('silent'), db, dataset: tinyDataset(), auth: { passwordCostLog2: 10 } });
  const server: Server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function mailsTo(email: string): Promise<MailboxMessage[]> {
    const response = await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const body = (await response.json()) as { messages: MailboxMessage[] };
    return body.messages;
  }

  return {
    sessionKey: LOCAL_SESSION_KEY,
    newGateway() {
      const storage = createMemoryStorage();
      const gateway = createLocalGateway({ baseUrl: base, storage, origin: APP_ORIGIN, storageEvents: null });
      return { gateway, storage };
    },
    async codeFromLink(email, type) {
      // Newest first: the first link of the right type is the one the user would click.
      const link = (await mailsTo(email)).flatMap((message) => message.links).find((href) => new URL(href, base).searchParams.get('type') === type);
      if (!link) throw new Error(`No ${type} link was sent to ${email}`);
      // The link names the public origin; this server listens on a port of its own.
      const { pathname, search } = new URL(link, base);
      return codeBehind(`${base}${pathname}${search}`);
    },
    async oneTimeCode(email) {
      const message = (await mailsTo(email)).find((item) => item.code);
      if (!message?.code) throw new Error(`No code was sent to ${email}`);
      return message.code;
    },
    async close() {
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}
