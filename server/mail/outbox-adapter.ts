// The embedded mailer: keeps each message in mail_outbox (for /dev/mailbox) and logs who it is for and its links.

import type { Queryable } from '../db/client';
import type { Logger } from '../http/logger';
import { linksIn, type Mailer } from './mailer';
import { insertOutboxMessage } from './outbox-repository';

export function createOutboxMailer(db: Queryable, logger: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await insertOutboxMessage(db, message);
      // The log line is how a developer without /dev/mailbox open still finds the link.
      logger.info({ to: message.to, subject: message.subject, links: linksIn(message.text) }, 'e-mail kept in the outbox (/dev/mailbox)');
    },
  };
}
