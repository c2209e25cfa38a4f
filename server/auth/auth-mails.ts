// The auth e-mails ZoneBrief sends: sign-up confirmation, password reset and the 6-digit sign-in code, as text and simple HTML.

import { escapeHtml } from '../mail/html';
import type { MailMessage } from '../mail/mailer';

export function confirmationMail(to: string, link: string): MailMessage {
  return linkMail(to, {
    subject: 'Confirm your ZoneBrief account',
    intro: 'Welcome to ZoneBrief! Confirm your e-mail address to finish creating your account:',
    action: 'Confirm my e-mail',
    link,
    validity: 'The link works once, for 24 hours.',
    ignore: 'If you did not sign up for ZoneBrief, you can ignore this e-mail.',
  });
}

export function recoveryMail(to: string, link: string): MailMessage {
  return linkMail(to, {
    subject: 'Reset your ZoneBrief password',
    intro: 'Someone (we hope you) asked to reset the password of your ZoneBrief account. Choose a new password here:',
    action: 'Choose a new password',
    link,
    validity: 'The link works once, for 1 hour.',
    ignore: 'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
  });
}

export function codeMail(to: string, code: string): MailMessage {
  const lines = [
    'Your ZoneBrief sign-in code is:',
    '',
    `    ${code}`,
    '',
    'Enter it on the sign-in page. It is valid for 10 minutes and works once.',
    '',
    'If you did not ask for a code, you can ignore this e-mail.',
    '',
    '— ZoneBrief',
  ];
  const html = page(
    `<p>Your ZoneBrief sign-in code is:</p>
<p style="font: 700 28px/1.2 monospace; letter-spacing: 6px">${code}</p>
<p>Enter it on the sign-in page. It is valid for 10 minutes and works once.</p>
<p>If you did not ask for a code, you can ignore this e-mail.</p>`,
  );
  return { to, subject: `Your ZoneBrief sign-in code: ${code}`, text: lines.join('\n'), html };
}

interface LinkMailParts {
  subject: string;
  intro: string;
  action: string;
  link: string;
  validity: string;
  ignore: string;
}

function linkMail(to: string, parts: LinkMailParts): MailMessage {
  const text = [parts.intro, '', parts.link, '', parts.validity, '', parts.ignore, '', '— ZoneBrief'].join('\n');
  const link = escapeHtml(parts.link);
  const html = page(
    `<p>${escapeHtml(parts.intro)}</p>
<p><a href="${link}">${escapeHtml(parts.action)}</a></p>
<p>Or paste this address into your browser:<br>${link}</p>
<p>${escapeHtml(parts.validity)}</p>
<p>${escapeHtml(parts.ignore)}</p>`,
  );
  return { to, subject: parts.subject, text, html };
}

function page(body: string): string {
  return `<!doctype html><html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<h1 style="font-size: 20px">ZoneBrief</h1>
${body}
<p>— ZoneBrief</p>
</body></html>`;
}
