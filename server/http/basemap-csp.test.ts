// The Content-Security-Policy and the basemap, on the real app: nothing outside our origin for the self-contained
// basemap, and only the hosted basemap's host when VITE_BASEMAP_STYLE_URL names one.

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

async function policyDirectives(env: Record<string, string>): Promise<Map<string, string>> {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const server = createApp({ config, logger: createLogger('silent'), db, dataset: tinyDataset() }).listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`);
  const policy = response.headers.get('content-security-policy') ?? '';
  return new Map(policy.split(';').map((directive) => {
    const [name = '', ...values] = directive.trim().split(/\s+/);
    return [name, values.join(' ')];
  }));
}

describe('the basemap in the Content-Security-Policy', () => {
  it('when no hosted basemap is configured, then images and connections stay on our origin', async () => {
    const directives = await policyDirectives({});

    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.get('img-src')).toBe("'self' data: blob:");
  });

  it('when a raster tile template is configured, then its host alone is added for images and connections', async () => {
    const directives = await policyDirectives({ VITE_BASEMAP_STYLE_URL: 'https://tiles.example.org/osm/{z}/{x}/{y}.png' });

    expect(directives.get('connect-src')).toBe("'self' https://tiles.example.org");
    expect(directives.get('img-src')).toBe("'self' data: blob: https://tiles.example.org");
  });

  it('when the configured basemap is not an http(s) URL, then the configuration is refused', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', VITE_BASEMAP_STYLE_URL: 'ftp://tiles.example.org/style.json' })).toThrow(/VITE_BASEMAP_STYLE_URL/);
  });
});
