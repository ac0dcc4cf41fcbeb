/**
 * The local mail catcher of `npm start` and of the browser tests: MailDev, offline, catching every
 * message the API sends over SMTP and showing it in a web inbox (its REST list at `GET /email`).
 *
 * Run as a child process rather than in-process: MailDev's module installs its own SIGINT/SIGTERM
 * handlers that exit the process, which would cut our own orderly shutdown short.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { repoPath } from '../paths';

export type MailCatcher = {
  /** For the API's `SMTP_URL`. */
  smtpUrl: string;
  /** The web inbox, for people (and `GET ${inboxUrl}/email` for tests). */
  inboxUrl: string;
  stop(): Promise<void>;
};

export type MailCatcherOptions = { smtpPort: number; webPort: number; host?: string; timeoutMs?: number };

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export async function startMailCatcher({ smtpPort, webPort, host = '127.0.0.1', timeoutMs = 20_000 }: MailCatcherOptions): Promise<MailCatcher> {
  const child: ChildProcess = spawn(
    process.execPath,
    [repoPath('node_modules', 'maildev', 'bin', 'maildev'), '--smtp', String(smtpPort), '--web', String(webPort), '--ip', host, '--silent'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2_000);
  });
  const inboxUrl = `http://${host}:${webPort}`;
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(`${inboxUrl}/email`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Le serveur de courrier local (MailDev) n’a pas démarré sur les ports ${smtpPort}/${webPort}. ${errors.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    inboxUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** One caught message, as MailDev's REST API returns it (the fields we read). */
export type CaughtMail = { id: string; subject: string; text: string; html?: string; to: { address: string }[]; date: string };

/** The caught messages to `to` (newest last). */
export async function caughtMails(inboxUrl: string, to: string): Promise<CaughtMail[]> {
  const response = await fetch(`${inboxUrl}/email`);
  if (!response.ok) throw new Error(`MailDev a répondu ${response.status}`);
  const all = (await response.json()) as CaughtMail[];
  return all.filter((mail) => mail.to.some((recipient) => recipient.address.toLowerCase() === to.toLowerCase()));
}

/** Waits for a message to `to` whose subject contains `subject`, newer than `since` (ms since epoch). */
export async function waitForMail(inboxUrl: string, { to, subject = '', since = 0, timeoutMs = 15_000 }: { to: string; subject?: string; since?: number; timeoutMs?: number }): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await caughtMails(inboxUrl, to)).filter((mail) => mail.subject.includes(subject) && Date.parse(mail.date) >= since - 1_000).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`Aucun e-mail « ${subject} » pour ${to} dans MailDev après ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
