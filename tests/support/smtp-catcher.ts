// For tests: a tiny SMTP server on 127.0.0.1 that keeps every message it is sent (no internet, no real relay).

import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  /** The MAIL FROM line. */
  from: string;
  /** The RCPT TO lines. */
  to: string[];
  /** The message as sent (headers and body), dot-unstuffed, lines joined with \n. */
  data: string;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first message (in arrival order) that matches, waiting up to `ms` for it. */
  waitFor(match: (mail: ReceivedMail) => boolean, ms?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
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

/** Speaks just enough SMTP for nodemailer: greeting, EHLO, MAIL, RCPT, DATA, QUIT (no STARTTLS, no AUTH). */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    converse(socket, received);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    waitFor: (match, ms = 10_000) => waitForMail(received, match, ms),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return closeServer(server);
    },
  };
}

/** A port that was just listened on and is closed again: a relay that refuses every connection. */
export async function closedSmtpUrl(): Promise<string> {
  const catcher = await startSmtpCatcher();
  await catcher.close();
  return catcher.url;
}

/** The text of a quoted-printable body (ASCII is enough for the links and codes tests look for). */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function converse(socket: Socket, received: ReceivedMail[]): void {
  let buffer = '';
  let inData = false;
  let current: ReceivedMail = { from: '', to: [], data: '' };
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
}

async function waitForMail(received: ReceivedMail[], match: (mail: ReceivedMail) => boolean, ms: number): Promise<ReceivedMail> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = received.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching e-mail arrived in ${ms} ms (${received.length} received)`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
