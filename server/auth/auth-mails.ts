// The auth e-mails ZoneBrief sends: sign-up confirmation, password reset, the 6-digit sign-in code and the notice of a
// changed or added password, as text and simple HTML.

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

/**
 * The account-safety notice after PUT /user (spec §5 lets a signed-in session change the password without the current
 * one): `added` when an account that signed in only with e-mail codes gains a password, a new way in. It holds no
 * link that signs anyone in, only the way to the sign-in page, and no 6-digit number (dev tools read the first one
 * in an e-mail as a sign-in code).
 */
export function passwordNoticeMail(to: string, { added, signInPage }: { added: boolean; signInPage: string }): MailMessage {
  const subject = added ? 'A password was added to your ZoneBrief account' : 'Your ZoneBrief password was changed';
  const what = added
    ? 'A password was just added to your ZoneBrief account: it can now be signed in to with this e-mail address and that password, as well as with e-mailed codes.'
    : 'The password of your ZoneBrief account was just changed.';
  const ifYou = 'If you did this, there is nothing more to do.';
  const ifNot =
    'If you did not, someone else may have been signed in to your account (every other session of it has been signed out): open the sign-in page, choose "Forgot your password?" to set a new password, and contact support.';
  const text = [what, '', ifYou, '', ifNot, '', signInPage, '', '— ZoneBrief'].join('\n');
  const html = page(
    `<p>${escapeHtml(what)}</p>
<p>${escapeHtml(ifYou)}</p>
<p>${escapeHtml(ifNot)}</p>
<p><a href="${escapeHtml(signInPage)}">${escapeHtml(signInPage)}</a></p>`,
  );
  return { to, subject, text, html };
}

/**
 * Told once, when wrong passwords in a row (from anywhere) reach the step-up: from then on password sign-in also needs
 * a code e-mailed to the address. No link that signs in, and no 6-digit number (dev tools read one as a sign-in code).
 */
export function stepUpNoticeMail(to: string, { signInPage }: { signInPage: string }): MailMessage {
  const subject = 'Someone is trying to sign in to your ZoneBrief account';
  const what = 'Many wrong passwords in a row were just tried for your ZoneBrief account. Nobody got in.';
  const now = 'To keep the account safe, signing in with your password now also needs a code that we send to this address when you sign in. Signing in with an e-mailed code alone works as before.';
  const ifNot =
    'If these tries were not yours, someone may be guessing your password: open the sign-in page and choose "Forgot your password?" to set a new, longer one.';
  const text = [what, '', now, '', ifNot, '', signInPage, '', '— ZoneBrief'].join('\n');
  const html = page(
    `<p>${escapeHtml(what)}</p>
<p>${escapeHtml(now)}</p>
<p>${escapeHtml(ifNot)}</p>
<p><a href="${escapeHtml(signInPage)}">${escapeHtml(signInPage)}</a></p>`,
  );
  return { to, subject, text, html };
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
