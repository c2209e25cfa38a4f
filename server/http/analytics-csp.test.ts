// The Content-Security-Policy and analytics, on the real app: as strict as ever without a measurement id; with one,
// the gtag script's host for scripts and Google Analytics' collectors for connections and images, nothing more.

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyDataset } from '../../tests/fixtures/tiny-dataset';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createLogger } from './logger';

let db: Database;
const servers: Server[] = [];

beforeAll(async () => {
  // No request here touches the database; createApp only needs one to exist.
  db = await openDatabase({ kind: 'pglite' });
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await db.close();
});

async function policyDirectives(env: Record<string, string>, path = '/healthz'): Promise<Map<string, string>> {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const server = createApp({ config, logger: createLogger('silent'), db, dataset: tinyDataset() }).listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
  const policy = response.headers.get('content-security-policy') ?? '';
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('analytics in the Content-Security-Policy', () => {
  it('when no measurement id is configured, then scripts, connections and images stay on our origin', async () => {
    const directives = await policyDirectives({});

    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.get('img-src')).toBe("'self' data: blob:");
  });

  it('when a measurement id is configured, then the gtag script host alone is added to script-src', async () => {
    const directives = await policyDirectives({ VITE_GA_MEASUREMENT_ID: 'G-TEST123' });

    expect(directives.get('script-src')).toBe("'self' https://www.googletagmanager.com");
  });

  it('when a measurement id is configured, then Google Analytics collectors are added to connect-src and img-src', async () => {
    const directives = await policyDirectives({ VITE_GA_MEASUREMENT_ID: 'G-TEST123' });

    expect(directives.get('connect-src')).toBe(
      "'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(directives.get('img-src')).toBe("'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com");
  });

  it('when a measurement id is configured, then no other directive is loosened', async () => {
    const strict = await policyDirectives({});
    const withAnalytics = await policyDirectives({ VITE_GA_MEASUREMENT_ID: 'G-TEST123' });

    for (const name of ['default-src', 'style-src', 'worker-src', 'font-src', 'object-src', 'frame-ancestors', 'form-action']) {
      expect(withAnalytics.get(name), name).toBe(strict.get(name));
    }
  });

  it('when the measurement id is empty, then it counts as not configured', async () => {
    const directives = await policyDirectives({ VITE_GA_MEASUREMENT_ID: '' });

    expect(directives.get('script-src')).toBe("'self'");
  });

  it('when the measurement id is not a G- id, then the configuration is refused, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', VITE_GA_MEASUREMENT_ID: "G-1 'unsafe-inline'" })).toThrow(/VITE_GA_MEASUREMENT_ID/);
  });
});
