// The SMTP mailer against a tiny SMTP server written here (no internet), and a failing relay surfacing as 503 on /recover.

import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthTestApp } from '../auth/auth-test-app';
import { insertUser } from '../auth/users-repository';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { createSmtpMailer } from './smtp-adapter';

interface Received {
  from: string;
  to: string[];
  data: string;
}

const REPLIES: Record<string, string> = {
  EHLO: '250 zonebrief-test',
  HELO: '250 zonebrief-test',
  MAIL: '250 OK',
  RCPT: '250 OK',
  DATA: '354 End data with <CR><LF>.<CR><LF>',
  RSET: '250 OK',
  NOOP: '250 OK',
};

/** Speaks just enough SMTP for one client: greeting, EHLO, MAIL, RCPT, DATA, QUIT. */
function startSmtpServer(received: Received[]): Promise<Server> {
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    socket.write('220 zonebrief-test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write(`${REPLIES[verb] ?? '502 Not implemented'}\r\n`);
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('SMTP mailer', () => {
  const received: Received[] = [];
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = await startSmtpServer(received);
    url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('when a message is sent, then the relay receives it from MAIL_FROM to the recipient with its subject and text', async () => {
    const mailer = createSmtpMailer({ url: `${url}?ignoreTLS=true`, from: 'ZoneBrief <no-reply@zonebrief.test>' });

    await mailer.send({ to: 'person@example.com', subject: 'Your ZoneBrief sign-in code: 123456', text: 'Your code is 123456', html: '<p>123456</p>' });

    expect(received).toHaveLength(1);
    expect(received[0]?.from).toContain('no-reply@zonebrief.test');
    expect(received[0]?.to[0]).toContain('person@example.com');
    expect(received[0]?.data).toContain('Subject: Your ZoneBrief sign-in code: 123456');
    expect(received[0]?.data).toContain('Your code is 123456');
  });

  it('when the relay cannot be reached, then send rejects', async () => {
    const closed = await startSmtpServer([]);
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    await expect(createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'a@b.c' }).send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });

  it('when the relay is down, then a code request answers 503 email_send_failed with the spec text, while a reset answers as for any address', async () => {
    const db = await openDatabase({ kind: 'pglite' });
    await migrate(db);
    await insertUser(db, { email: 'reset.me@example.com', passwordHash: null, providers: ['email'], now: new Date() });
    const closed = await startSmtpServer([]);
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const app = await startAuthTestApp(db, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const code = await app.call('POST', '/api/auth/local/otp', { body: { email: 'reset.me@example.com' } });
      expect(code.status).toBe(503);
      expect(code.body.error).toEqual({
        code: 'email_send_failed',
        message: 'Email service temporarily unavailable. Please try again in a few minutes or contact support.',
      });

      // A reset's e-mail goes out after the answer, so a failing relay cannot tell a real account from an unknown one.
      expect(await app.call('POST', '/api/auth/local/recover', { body: { email: 'reset.me@example.com' } })).toMatchObject({ status: 200, body: {} });
      expect(await app.call('POST', '/api/auth/local/recover', { body: { email: 'nobody@example.com' } })).toMatchObject({ status: 200, body: {} });
    } finally {
      await app.close();
      await db.close();
    }
  });
});
