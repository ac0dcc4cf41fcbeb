/**
 * One invitation: the identity account and the profile with its groups in one operation, then the
 * e-mail. Used by `POST /api/auth/users` and by the CSV import, line by line.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { userAdminMessages } from '../../../../contract/messages';
import type { AssignableRole } from '../../../../contract/roles';
import { accountLink, releaseUnverifiedSignups } from '../../accounts';
import { ApiError, notFound } from '../../errors';
import { messages } from '../../messages';
import type { OrganisationScope } from '../../scope';
import { invitationMail } from './invitationMail';

export type Invitee = { email: string; firstname: string; name: string; role: AssignableRole; groups: readonly string[] };

const conflict = (message: string) => new ApiError(409, message);

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/**
 * Creates the account; throws an ApiError (404, 409 seats or e-mail, 422 group) with nothing left behind.
 * The identity account is made inside the transaction that writes the profile: if anything after it fails
 * (the profile, the groups, the commit), it is deleted again, so no account is left without a profile.
 */
export async function createMember(app: FastifyInstance, log: FastifyBaseLogger, scope: OrganisationScope, invitee: Invitee, actorUid: string): Promise<string> {
  const created: { uid?: string } = {};
  // An unverified sign-up with this address holds it for nobody: it goes, its password with it.
  await releaseUnverifiedSignups(app, [invitee.email], actorUid);
  try {
    await app.transaction(async (repositories) => {
      const seats = await repositories.users.seatsLocked(scope);
      if (!seats) throw notFound(messages.notFound);
      if (seats.used >= seats.seats) throw conflict(userAdminMessages.seatsFull(seats.seats));
      if (await repositories.users.emailTaken(invitee.email)) throw conflict(userAdminMessages.emailTaken);
      if ((await repositories.users.countGroups(scope, invitee.groups)) !== invitee.groups.length) throw new ApiError(422, userAdminMessages.unknownGroup);
      try {
        // Verified: the only way in is the link sent to this address, which proves it.
        created.uid = (await app.identity.createUser({ email: invitee.email, emailVerified: true, displayName: `${invitee.firstname} ${invitee.name}` })).uid;
      } catch (error) {
        if (hasCode(error, 'auth/email-already-exists')) throw conflict(userAdminMessages.emailTaken);
        throw error;
      }
      await repositories.users.insertInvited(scope, { uid: created.uid, ...invitee });
    });
  } catch (error) {
    if (created.uid) {
      await app.identity.deleteUser(created.uid).catch((cleanup: unknown) => log.error({ err: cleanup }, 'invited identity left behind'));
    }
    throw error;
  }
  return created.uid as string; // set, or the transaction threw
}

/** The e-mail with the link to choose a password; false (logged) when the mail server did not take it. */
export async function sendInvitation(app: FastifyInstance, log: FastifyBaseLogger, person: { email: string; firstname: string }, scope: OrganisationScope): Promise<boolean> {
  try {
    const organisation = (await app.repositories.organisations.find(scope))?.name ?? '';
    const link = await accountLink(app, 'resetPassword', person.email);
    await app.mailer.send({ to: person.email, ...invitationMail({ firstname: person.firstname, organisation, link }) });
    return true;
  } catch (error) {
    log.warn({ err: error }, 'invitation e-mail not sent');
    return false;
  }
}

/** A uid in Firebase's own shape (28 characters), chosen here so that a batch can be imported in one call. */
const newUid = () => randomBytes(21).toString('base64url');

/** firebase-admin's importUsers takes at most 1 000 accounts per call. */
const IMPORT_BATCH = 1000;

export type BatchOutcome = { created: { uid: string; index: number }[]; refused: { index: number; message: string }[] };

/**
 * Many invitations at once (the CSV import): the same guarantees as `createMember` — seats counted with
 * the organisation locked, no identity account left without a profile — with the identity accounts
 * made by batches of 1 000 (`importUsers`) instead of one request each. A line refused now (a seat or an
 * address taken since the preview) gets its reason; the others go on.
 */
export async function createMembers(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  scope: OrganisationScope,
  invitees: readonly Invitee[],
  actorUid: string,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { created: [], refused: [] };
  const made: string[] = [];
  await releaseUnverifiedSignups(
    app,
    invitees.map((invitee) => invitee.email),
    actorUid,
  );
  try {
    await app.transaction(async (repositories) => {
      const seats = await repositories.users.seatsLocked(scope);
      if (!seats) throw notFound(messages.notFound);
      const taken = await repositories.users.existingEmails(invitees.map((invitee) => invitee.email));
      let seatsLeft = seats.seats - seats.used;
      const accepted: { index: number; uid: string; invitee: Invitee }[] = [];
      invitees.forEach((invitee, index) => {
        if (taken.has(invitee.email.toLowerCase())) outcome.refused.push({ index, message: userAdminMessages.emailTaken });
        else if (seatsLeft <= 0) outcome.refused.push({ index, message: userAdminMessages.seatsFull(seats.seats) });
        else {
          seatsLeft -= 1;
          accepted.push({ index, uid: newUid(), invitee });
        }
      });
      for (let start = 0; start < accepted.length; start += IMPORT_BATCH) {
        const batch = accepted.slice(start, start + IMPORT_BATCH);
        const result = await app.identity.importUsers(
          batch.map(({ uid, invitee }) => ({ uid, email: invitee.email, emailVerified: true, displayName: `${invitee.firstname} ${invitee.name}` })),
        );
        const failed = new Set(result.errors.map((error) => error.index));
        for (const [position, entry] of batch.entries()) {
          if (failed.has(position)) {
            outcome.refused.push({ index: entry.index, message: userAdminMessages.emailTaken });
            continue;
          }
          made.push(entry.uid);
          await repositories.users.insertInvited(scope, { uid: entry.uid, ...entry.invitee });
          outcome.created.push({ uid: entry.uid, index: entry.index });
        }
      }
    });
  } catch (error) {
    if (made.length > 0) {
      await app.identity.deleteUsers(made).catch((cleanup: unknown) => log.error({ err: cleanup, count: made.length }, 'imported identities left behind'));
    }
    throw error;
  }
  return outcome;
}

/** Runs `work` on every item, `width` at a time. */
export async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}
