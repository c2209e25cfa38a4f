// The mailer port: what the auth service asks of whatever delivers e-mail (the outbox in dev, SMTP when SMTP_URL is set).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  /** Resolves once the message is stored or handed to the relay; rejects when it could not be. */
  send(message: MailMessage): Promise<void>;
}

const LINK = /https?:\/\/[^\s<>"']+/g;
const CODE = /(?<![\d-])\d{6}(?![\d-])/;

/** The http(s) links in a plain-text body, in order. */
export function linksIn(text: string): string[] {
  return text.match(LINK) ?? [];
}

/** The first standalone 6-digit number in a text (a sign-in code), or null. */
export function codeIn(text: string): string | null {
  return CODE.exec(text)?.[0] ?? null;
}
