// Which hosts a server answers: outside production only loopback names and PUBLIC_URL's host, each with any port, and a
// 421 for any other (a DNS-rebinding page's requests), through the real app; a production server checks none.

import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthTestApp, type AuthTestApp } from '../../tests/support/auth-test-app';
import { PRODUCTION_LIKE_ENV } from '../../tests/support/server-process';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { allowedHosts } from './allowed-hosts';

describe('allowedHosts', () => {
  const allowed = allowedHosts('https://ZoneBrief.Test:8443/');

  it.each(['localhost', 'localhost:5173', 'LocalHost:8080', 'localhost.', 'foo.localhost:3000', 'a.b.localhost.', '127.0.0.1', '127.8.9.10:80', '[::1]', '[::1]:8080', '[0:0:0:0:0:0:0:1]'])(
    'when Host is %s, a loopback name, then it is allowed',
    (host) => {
      expect(allowed(host)).toBe(true);
    },
  );

  it.each(['zonebrief.test', 'ZONEBRIEF.TEST:5173', 'zonebrief.test.:8443'])("when Host is %s, PUBLIC_URL's hostname with any port, then it is allowed", (host) => {
    expect(allowed(host)).toBe(true);
  });

  it.each([
    'attacker.example',
    'attacker.example:8080',
    'localhost.attacker.example',
    '127.0.0.1.nip.io',
    'sub.zonebrief.test',
    'localhost@attacker.example',
    'attacker.example/localhost',
    'local host',
    '192.168.1.20:8080',
    '[::2]',
    '::1',
    '[::1',
    'localhost:99999',
    '',
  ])('when Host is %j, then it is refused', (host) => {
    expect(allowed(host)).toBe(false);
  });

  it('when there is no Host header, then it is refused', () => {
    expect(allowed(undefined)).toBe(false);
  });

  it('when PUBLIC_URL is unset, then only loopback names are allowed', () => {
    expect(allowedHosts(undefined)('localhost:8080')).toBe(true);
    expect(allowedHosts(undefined)('zonebrief.test')).toBe(false);
  });
});

interface Answer {
  status: number;
  body: { error?: { code: string; message: string } };
}

/** A GET with the Host header given (fetch sends its own). */
function getWithHost(base: string, pathAndQuery: string, headers: Record<string, string>): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: pathAndQuery, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') as Answer['body'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

let db: Database;
let development: AuthTestApp;
let production: AuthTestApp;

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
  await migrate(db);
  development = await startAuthTestApp(db, { env: { PUBLIC_URL: 'http://zonebrief.test:5173' } });
  production = await startAuthTestApp(db, { env: PRODUCTION_LIKE_ENV });
});

afterAll(async () => {
  await development.close();
  await production.close();
  await db.close();
});

describe('a development server asked for another host', () => {
  // The mailbox, an API route read through Express, and a look-up answered ahead of Express (spatial/fast-look-ups.ts).
  it.each(['/dev/mailbox.json', '/api/dataset', '/api/zoning/spatial-data?lat=43.6515&lng=-79.3985'])(
    'when %s is asked for with Host attacker.example, then it answers 421 misdirected_request, naming PUBLIC_URL',
    async (pathAndQuery) => {
      const answer = await getWithHost(development.base, pathAndQuery, { host: 'attacker.example' });

      expect(answer.status).toBe(421);
      expect(answer.body.error?.code).toBe('misdirected_request');
      expect(answer.body.error?.message).toMatch(/PUBLIC_URL's host \(zonebrief\.test\)/);
    },
  );

  it('when the request says X-Forwarded-Host: localhost, then the Host header still decides', async () => {
    const answer = await getWithHost(development.base, '/dev/mailbox.json', { host: 'attacker.example', 'x-forwarded-host': 'localhost' });

    expect(answer.status).toBe(421);
  });

  it('when a request has no Host header at all (HTTP/1.0), then it answers 421', async () => {
    const { port } = new URL(development.base);
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.write('GET /dev/mailbox.json HTTP/1.0\r\n\r\n');
    await new Promise((resolve) => socket.once('close', resolve));

    expect(received).toMatch(/^HTTP\/1\.1 421 /);
  });
});

describe('a development server asked for its own hosts', () => {
  it.each(['localhost:{port}', '127.0.0.1', '[::1]:{port}', 'foo.localhost', 'zonebrief.test:5173', 'zonebrief.test'])(
    'when /dev/mailbox.json is asked for with Host %s, then it answers 200',
    async (host) => {
      const answer = await getWithHost(development.base, '/dev/mailbox.json', { host: host.replace('{port}', new URL(development.base).port) });

      expect(answer.status).toBe(200);
    },
  );
});

describe('a production server', () => {
  it("when it is asked with Host attacker.example, then it answers: its names are its proxy's to check", async () => {
    const answer = await getWithHost(production.base, '/healthz', { host: 'attacker.example' });

    expect(answer.status).toBe(200);
  });
});
