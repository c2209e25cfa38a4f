// Picks the mailer from configuration: SMTP when SMTP_URL is set, the outbox otherwise.

import type { Config } from '../config';
import type { Queryable } from '../db/client';
import type { Logger } from '../http/logger';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-adapter';
import { createSmtpMailer } from './smtp-adapter';

export function createMailer(config: Config, db: Queryable, logger: Logger): Mailer {
  return config.SMTP_URL ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM }) : createOutboxMailer(db, logger);
}
