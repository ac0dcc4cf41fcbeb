/**
 * E-mail as a real component: the SMTP mailer delivers to the local catcher (MailDev, as `npm start`
 * runs it), and a mail server that does not answer is a `MailNotSentError`, quickly, never a hang.
 */
import { caughtMails, startMailCatcher, waitForMail, type MailCatcher } from '../../server/mail/catcher';
import { linksIn, mailerFromEnvironment, MailNotSentError, SmtpMailer, UnconfiguredMailer } from '../../server/mail/mailer';
import { freePorts } from '../../server/stack/ports';

let catcher: MailCatcher;

beforeAll(async () => {
  const [smtpPort, webPort] = (await freePorts(2)) as [number, number];
  catcher = await startMailCatcher({ smtpPort, webPort });
}, 30_000);
afterAll(() => catcher.stop());

describe('SmtpMailer with the local mail catcher', () => {
  it('delivers a French message with its link, readable in the web inbox', async () => {
    const mailer = new SmtpMailer(catcher.smtpUrl);
    const since = Date.now();
    await mailer.send({
      to: 'Invite@Example.test',
      subject: 'Votre compte SimuSession',
      text: 'Bonjour Zoé,\nchoisissez votre mot de passe : http://127.0.0.1:8080/actionmanager?mode=resetPassword&oobCode=abc\n',
    });
    const mail = await waitForMail(catcher.inboxUrl, { to: 'invite@example.test', subject: 'Votre compte', since });
    expect(mail.subject).toBe('Votre compte SimuSession');
    expect(linksIn(mail.text)).toEqual(['http://127.0.0.1:8080/actionmanager?mode=resetPassword&oobCode=abc']);
    expect(await caughtMails(catcher.inboxUrl, 'personne@example.test')).toEqual([]);
    mailer.close();
  });

  it('serves the web inbox people read', async () => {
    const page = await fetch(catcher.inboxUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('MailDev');
  });

  it('fails with MailNotSentError when no mail server answers', async () => {
    const [closedPort] = (await freePorts(1)) as [number];
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${closedPort}`);
    await expect(mailer.send({ to: 'a@example.test', subject: 's', text: 't' })).rejects.toBeInstanceOf(MailNotSentError);
  });
});

describe('mailerFromEnvironment', () => {
  it('sends nothing without SMTP_URL, and says so', async () => {
    const mailer = mailerFromEnvironment({});
    expect(mailer).toBeInstanceOf(UnconfiguredMailer);
    await expect(mailer.send({ to: 'a@example.test', subject: 's', text: 't' })).rejects.toThrow('SMTP_URL');
  });

  it('uses SMTP when SMTP_URL is set', () => {
    expect(mailerFromEnvironment({ SMTP_URL: catcher.smtpUrl })).toBeInstanceOf(SmtpMailer);
  });
});
