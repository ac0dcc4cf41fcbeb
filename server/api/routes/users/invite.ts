/**
 * One invitation: the identity account and the profile with its groups in one operation, then the
 * e-mail. Used by `POST /api/auth/users` and by the CSV import, line by line.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { userAdminMessages } from '../../../../contract/messages';
import type { AssignableRole } from '../../../../contract/schemas/users';
import { accountLink } from '../../accounts';
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
export async function createMember(app: FastifyInstance, log: FastifyBaseLogger, scope: OrganisationScope, invitee: Invitee): Promise<string> {
  const created: { uid?: string } = {};
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
