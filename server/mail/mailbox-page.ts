// /dev/mailbox: the outbox as a page (and /dev/mailbox.json for tools), so dev sign-up and sign-in links can be followed.
// Off in production, where it answers like any unknown route.

import { Router, type Request } from 'express';
import type { Queryable } from '../db/client';
import { notFound } from '../http/error-handler';
import { escapeHtml } from './html';
import { codeIn, linksIn } from './mailer';
import { listOutboxMessages, type OutboxMessage } from './outbox-repository';

export function createMailboxRouter({ db, enabled }: { db: Queryable; enabled: boolean }): Router {
  const router = Router();
  if (!enabled) {
    router.use(notFound);
    return router;
  }
  router.get('/mailbox.json', async (req, res) => {
    const messages = await listOutboxMessages(db, { to: recipientFilter(req) });
    res.setHeader('Cache-Control', 'no-store');
    res.json({ messages: messages.map((message) => ({ ...message, links: linksIn(message.text), code: codeIn(message.text) })) });
  });
  router.get('/mailbox', async (req, res) => {
    const to = recipientFilter(req);
    const messages = await listOutboxMessages(db, { to });
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(renderMailbox(messages, to));
  });
  return router;
}

function recipientFilter(req: Request): string | undefined {
  const to = req.query.to;
  return typeof to === 'string' && to.trim() !== '' ? to : undefined;
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1.5rem; color: #1a1a1a; }
ol { list-style: none; padding: 0; }
li { border: 1px solid #c8c8c8; border-radius: 8px; padding: 1rem; margin: 0 0 1rem; }
h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
pre { white-space: pre-wrap; word-break: break-word; font: inherit; background: #f4f4f4; padding: .75rem; border-radius: 6px; }
.meta { color: #4a4a4a; margin: 0 0 .5rem; }
.code { font: 700 1.5rem/1.2 ui-monospace, monospace; letter-spacing: .2em; }
a { color: #0645ad; }
`;

export function renderMailbox(messages: OutboxMessage[], to: string | undefined): string {
  const heading = to ? `Mailbox for ${escapeHtml(to.trim().toLowerCase())}` : 'Mailbox';
  const items = messages.map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${heading} · ZoneBrief dev</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${heading}</h1>
<p>E-mail ZoneBrief kept in its outbox instead of sending (no SMTP_URL), newest first.${to ? ' <a href="/dev/mailbox">Show every recipient</a>.' : ''}</p>
${messages.length === 0 ? '<p>No messages yet.</p>' : `<ol>\n${items}\n</ol>`}
</main>
</body>
</html>
`;
}

function renderMessage(message: OutboxMessage): string {
  const code = codeIn(message.text);
  const filter = `/dev/mailbox?to=${encodeURIComponent(message.to)}`;
  return `<li>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">To <a href="${escapeHtml(filter)}">${escapeHtml(message.to)}</a> · <time datetime="${message.created_at}">${escapeHtml(message.created_at.replace('T', ' ').slice(0, 19))} UTC</time></p>
${code ? `<p>Code: <span class="code">${code}</span></p>` : ''}
<pre>${linkify(message.text)}</pre>
</li>`;
}

/** Escapes the text and turns each http(s) link in it into an anchor. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const index = match.index ?? 0;
    html += escapeHtml(text.slice(last, index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}
