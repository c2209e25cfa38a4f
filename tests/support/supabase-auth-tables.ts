// For tests of hosted mode: Supabase's auth.users and auth.sessions in a throwaway schema (only the columns the app
// reads), a fake Admin API in front of them, and HS256 tokens as a Supabase project signs them.

import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import type { Database } from '../../server/db/client';

export async function createSupabaseAuthTables(db: Database, schema: string): Promise<void> {
  await db.query(`create schema ${schema}`);
  await db.query(`create table ${schema}.users (id uuid primary key, email text, raw_app_meta_data jsonb, created_at timestamptz,
      last_sign_in_at timestamptz, deleted_at timestamptz)`);
  await db.query(`create table ${schema}.sessions (id uuid primary key, user_id uuid)`);
}

/** The project's stand-in on a free port: its URL (SUPABASE_URL) and the server, to close afterwards. */
export async function startFakeSupabaseAdmin(handle: RequestListener): Promise<{ url: string; server: Server }> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A token the project at `url` would sign for the user with its JWT secret, living an hour from `now`. */
export function supabaseToken(options: { url: string; jwtSecret: string; now: Date; user: { id: string; email: string }; sessionId?: string }): Promise<string> {
  const { url, jwtSecret, now, user, sessionId } = options;
  return new SignJWT({ email: user.email, role: 'authenticated', ...(sessionId ? { session_id: sessionId } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(`${url}/auth/v1`)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(Math.floor(now.getTime() / 1000) + 3600)
    .sign(new TextEncoder().encode(jwtSecret));
}
