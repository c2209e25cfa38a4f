// The SMTP mailer (SMTP_URL): nodemailer's transport, made on the first send; a failed send rejects so callers can say so.

import type { Transporter } from 'nodemailer';
import type { Mailer } from './mailer';

export interface SmtpMailerOptions {
  /** e.g. smtp://user:pass@smtp.example.com:587 */
  url: string;
  from: string;
}

export function createSmtpMailer({ url, from }: SmtpMailerOptions): Mailer {
  let transport: Promise<Transporter> | null = null;
  const transporter = () => {
    transport ??= import('nodemailer').then(({ createTransport }) => createTransport(url));
    return transport;
  };
  return {
    kind: 'smtp',
    async send(message) {
      await (await transporter()).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}
