/**
 * How the API sends e-mail: one small interface, so that routes say *what* to send and the
 * environment says *how* — SMTP through nodemailer (the local stack's catcher, or a real relay in
 * production), or a recording in tests.
 *
 * Sending is never part of a database transaction: a route first commits what it did, then sends,
 * and when the mail server does not answer it tells the caller so (`MailNotSentError`), with a way to
 * send again (« Renvoyer l’invitation »). An e-mail that cannot leave must not undo an account.
 */
import nodemailer, { type Transporter } from 'nodemailer';

export type Mail = {
  to: string;
  subject: string;
  /** The plain-text body, always present: some readers show nothing else. */
  text: string;
  html?: string;
  /** Where a reply goes, when not to the sender (a demo request: to the visitor who asked). */
  replyTo?: string;
};

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The mail server refused or did not answer; the reason is for the logs, never for the user. */
export class MailNotSentError extends Error {
  constructor(reason: string) {
    super(`E-mail non envoyé : ${reason}`);
    this.name = 'MailNotSentError';
  }
}

export const DEFAULT_MAIL_FROM = 'SimuSession <ne-pas-repondre@simusession.fr>';

/** Short waits: a user is waiting on the answer, and a relay that has not answered in seconds will not. */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 } as const;

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from = DEFAULT_MAIL_FROM,
  ) {
    this.transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  }

  async send(mail: Mail): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, ...mail });
    } catch (error) {
      throw new MailNotSentError(error instanceof Error ? error.message : String(error));
    }
  }

  close(): void {
    this.transport.close();
  }
}

/** Keeps what was sent, for tests; `failing` makes every send fail as an unreachable server would. */
export class RecordingMailer implements Mailer {
  readonly sent: Mail[] = [];
  failing = false;

  async send(mail: Mail): Promise<void> {
    if (this.failing) throw new MailNotSentError('serveur de messagerie injoignable (test)');
    this.sent.push(mail);
  }

  /** The last message sent to `to`, if any. */
  lastTo(to: string): Mail | undefined {
    return this.sent.findLast((mail) => mail.to.toLowerCase() === to.toLowerCase());
  }
}

/** Without `SMTP_URL` nothing can be sent: every send says so, and the routes tell the user to send again later. */
export class UnconfiguredMailer implements Mailer {
  async send(): Promise<void> {
    throw new MailNotSentError('SMTP_URL n’est pas défini');
  }
}

/** `SMTP_URL` (e.g. `smtp://127.0.0.1:1025`, or `smtps://user:pass@relay:465`) and `MAIL_FROM`. */
export function mailerFromEnvironment(env: NodeJS.ProcessEnv): Mailer {
  return env.SMTP_URL ? new SmtpMailer(env.SMTP_URL, env.MAIL_FROM || DEFAULT_MAIL_FROM) : new UnconfiguredMailer();
}

/** Links in a mail's text, in order: what a test (or a person) follows. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0]);
}
