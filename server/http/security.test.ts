// The Content-Security-Policy's connect-src: the app alone on the embedded defaults, plus the Supabase project
// (https and its realtime socket) in hosted mode, where the browser talks to Supabase directly.

import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { connectSources, headersOf, securityHeaders } from './security';

async function headersFor(options: Parameters<typeof securityHeaders>[0]): Promise<Headers> {
  const app = express();
  app.use(securityHeaders(options));
  app.get('/', (_req, res) => void res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function policyOf(options: Parameters<typeof securityHeaders>[0]): Promise<string> {
  return (await headersFor(options)).get('content-security-policy') ?? '';
}

describe('security headers', () => {
  it("when a response is sent in production, then it carries helmet's headers, read once, and no X-Powered-By", async () => {
    const headers = await headersFor({ production: true });

    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('x-powered-by')).toBeNull();
  });

  it('when not in production, then there is no Strict-Transport-Security', async () => {
    expect((await headersFor({ production: false })).get('strict-transport-security')).toBeNull();
  });

  it('when a middleware would finish later or fail, then its headers cannot be read once, and that is said at start', () => {
    expect(() => headersOf((_req, _res, next) => void setTimeout(next))).toThrow(/did not finish at once/);
    expect(() => headersOf((_req, _res, next) => next(new Error('bad directive')))).toThrow('bad directive');
  });
});

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
