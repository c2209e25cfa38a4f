// The Content-Security-Policy's connect-src: the app alone on the embedded defaults, plus the Supabase project
// (https and its realtime socket) in hosted mode, where the browser talks to Supabase directly.

import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { connectSources, securityHeaders } from './security';

async function policyOf(options: Parameters<typeof securityHeaders>[0]): Promise<string> {
  const app = express();
  app.use(securityHeaders(options));
  app.get('/', (_req, res) => void res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return res.headers.get('content-security-policy') ?? '';
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('connect-src', () => {
  it('when no Supabase project is configured, then the page may connect only to itself', async () => {
    expect(await policyOf({ production: false })).toContain("connect-src 'self';");
  });

  it('when a Supabase project is configured, then its https origin and realtime socket are allowed', async () => {
    expect(await policyOf({ production: true, supabaseUrl: 'https://abcd.supabase.co/' })).toContain(
      "connect-src 'self' https://abcd.supabase.co wss://abcd.supabase.co;",
    );
  });

  it('when the project URL is plain http (a local Supabase), then the socket is ws', () => {
    expect(connectSources('http://127.0.0.1:54321')).toEqual(["'self'", 'http://127.0.0.1:54321', 'ws://127.0.0.1:54321']);
  });
});
