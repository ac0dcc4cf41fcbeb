/**
 * What the API e-mailed during a journey, read from the stack's mail catcher (MailDev), and the
 * link a person would follow in it.
 */
import { waitForMail as waitInInbox, type CaughtMail } from '../../server/mail/catcher';
import { linksIn } from '../../server/mail/mailer';

function inbox(): string {
  const url = process.env.E2E_MAIL_INBOX;
  if (!url) throw new Error('E2E_MAIL_INBOX is not set: is the e2e globalSetup running?');
  return url;
}

/** The newest message to `to` whose subject contains `subject`, sent after `since` (ms since epoch). */
export function waitForMail(to: string, { subject = '', since = 0 } = {}): Promise<CaughtMail> {
  return waitInInbox(inbox(), { to, subject, since });
}

/** The first link of the message that contains `contains` (e.g. `/actionmanager`), as a person would click it. */
export function linkIn(mail: CaughtMail, contains: string): string {
  const link = linksIn(mail.text).find((candidate) => candidate.includes(contains));
  if (!link) throw new Error(`No link containing ${contains} in « ${mail.subject} »: ${mail.text}`);
  return link;
}
