/**
 * The organisation's accounts, for its admin (features.md §2 `/auth/users`, §3 users); the hyperadmin
 * names the organisation (`organisation=<id>`). Every change writes an audit entry.
 *
 * GET    /api/auth/users                    the list, filtered and paginated by keyset
 * POST   /api/auth/users                    invite: identity account + profile + groups, then the e-mail
 * PATCH  /api/auth/users/:uid               role, groups, deactivation (the identity account too)
 * DELETE /api/auth/users/:uid               erase the person (server/api/accounts)
 * POST   /api/auth/users/:uid/invitation    send the invitation e-mail again
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userAdminMessages } from '../../../../contract/messages';
import { DEFAULT_PAGE_SIZE, Page } from '../../../../contract/schemas/envelope';
import {
  DeletedUser,
  InvitationResult,
  InvitedUser,
  InviteUserBody,
  OrganisationChoice,
  UpdateUserBody,
  UserParams,
  UserSummary,
  UsersQuery,
} from '../../../../contract/schemas/users';
import { memberChangeRefusal } from '../../../../contract/userAdmin';
import { accountLink, eraseAccount } from '../../accounts';
import { ApiError, notFound } from '../../errors';
import { messages } from '../../messages';
import { responses } from '../../schemas';
import { scopeOf } from '../../scope';
import { actorOf } from '../actor';
import { invitationMail } from './invitationMail';

const conflict = (message: string) => new ApiError(409, message);

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/** The e-mail with the link to choose a password; false (logged) when the mail server did not take it. */
async function sendInvitation(app: FastifyInstance, request: FastifyRequest, person: { email: string; firstname: string }, organisation: string): Promise<boolean> {
  try {
    const link = await accountLink(app, 'resetPassword', person.email);
    await app.mailer.send({ to: person.email, ...invitationMail({ firstname: person.firstname, organisation, link }) });
    return true;
  } catch (error) {
    request.log.warn({ err: error }, 'invitation e-mail not sent');
    return false;
  }
}

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/auth/users',
    {
      config: { action: 'users.list' },
      schema: { tags: ['utilisateurs'], summary: 'Comptes de l’organisation', querystring: UsersQuery, response: responses(Page(UserSummary), [404]) },
    },
    async (request) => {
      const { organisation, search, role, tag, status, cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const scope = scopeOf(actorOf(request), organisation);
      const data = await app.repositories.users.list(scope, { search, role, tag, status }, { cursor, limit });
      return { success: true as const, message: '', data };
    },
  );

  app.post(
    '/api/auth/users',
    {
      config: { action: 'users.invite' },
      schema: {
        tags: ['utilisateurs'],
        summary: 'Inviter une personne (compte, profil, groupes, e-mail)',
        querystring: OrganisationChoice,
        body: InviteUserBody,
        response: responses(InvitedUser, [404, 409, 422]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = scopeOf(actor, request.query.organisation);
      const { firstname, name, role } = request.body;
      const email = request.body.email.trim();
      const groups = request.body.groups ?? [];

      // The identity account is made inside the transaction that writes the profile: if anything after it
      // fails (the profile, the groups, the commit), it is deleted again, so no account is left without a profile.
      const created: { uid?: string } = {};
      try {
        await app.transaction(async (repositories) => {
          const seats = await repositories.users.seatsLocked(scope);
          if (!seats) throw notFound(messages.notFound);
          if (seats.used >= seats.seats) throw conflict(userAdminMessages.seatsFull(seats.seats));
          if (await repositories.users.emailTaken(email)) throw conflict(userAdminMessages.emailTaken);
          if ((await repositories.users.countGroups(scope, groups)) !== groups.length) throw new ApiError(422, userAdminMessages.unknownGroup);
          try {
            // Verified: the only way in is the link sent to this address, which proves it.
            created.uid = (await app.identity.createUser({ email, emailVerified: true, displayName: `${firstname} ${name}` })).uid;
          } catch (error) {
            if (hasCode(error, 'auth/email-already-exists')) throw conflict(userAdminMessages.emailTaken);
            throw error;
          }
          await repositories.users.insertInvited(scope, { uid: created.uid, email, firstname, name, role, groups });
        });
      } catch (error) {
        if (created.uid) {
          await app.identity.deleteUser(created.uid).catch((cleanup: unknown) => request.log.error({ err: cleanup }, 'invited identity left behind'));
        }
        throw error;
      }
      const uid = created.uid as string; // set, or the transaction threw
      await app.audit(request, { action: 'users.invite', target: uid, detail: { role }, scope });
      const organisationName = (await app.repositories.organisations.find(scope))?.name ?? '';
      const invitationSent = await sendInvitation(app, request, { email, firstname }, organisationName);
      const user = await app.repositories.users.get(scope, uid);
      if (!user) throw notFound(messages.notFound);
      return { success: true as const, message: '', data: { ...user, invitation_sent: invitationSent } };
    },
  );

  app.patch(
    '/api/auth/users/:uid',
    {
      config: { action: 'users.update' },
      schema: {
        tags: ['utilisateurs'],
        summary: 'Changer le rôle, les groupes, désactiver ou réactiver un compte',
        params: UserParams,
        querystring: OrganisationChoice,
        body: UpdateUserBody,
        response: responses(UserSummary, [404, 409, 422]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = scopeOf(actor, request.query.organisation);
      const { uid } = request.params;
      const change = request.body;
      await app.transaction(async (repositories) => {
        const member = await repositories.users.memberStateLocked(scope, uid);
        if (!member) throw notFound(messages.notFound);
        const refusal = memberChangeRefusal({ ...member, self: uid === actor.uid }, change);
        if (refusal) throw conflict(refusal);
        if (change.groups && (await repositories.users.countGroups(scope, change.groups)) !== change.groups.length) {
          throw new ApiError(422, userAdminMessages.unknownGroup);
        }
        await repositories.users.update(scope, uid, change);
        // The identity account follows inside the transaction: if the provider refuses, nothing changed.
        if (change.disabled !== undefined && change.disabled !== member.disabled) {
          await app.identity.updateUser(uid, { disabled: change.disabled });
          // A deactivated person's open sessions end at their next token refresh, not in an hour.
          if (change.disabled) await app.identity.revokeRefreshTokens(uid);
        }
      });
      await app.audit(request, { action: 'users.update', target: uid, detail: { ...change }, scope });
      const user = await app.repositories.users.get(scope, uid);
      if (!user) throw notFound(messages.notFound);
      return { success: true as const, message: '', data: user };
    },
  );

  app.delete(
    '/api/auth/users/:uid',
    {
      config: { action: 'users.delete' },
      schema: {
        tags: ['utilisateurs'],
        summary: 'Supprimer le compte et les données personnelles d’une personne',
        params: UserParams,
        querystring: OrganisationChoice,
        response: responses(DeletedUser, [404, 409]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = scopeOf(actor, request.query.organisation);
      const { uid } = request.params;
      if (uid === actor.uid) throw conflict(userAdminMessages.notYourself);
      // Another organisation's person is not found, before anything is touched.
      if (!(await app.repositories.users.get(scope, uid))) throw notFound(messages.notFound);
      // eraseAccount writes its own audit entry, without personal data.
      await eraseAccount(app, uid, { actorUid: actor.uid, action: 'users.delete' });
      return { success: true as const, message: '', data: { uid } };
    },
  );

  app.post(
    '/api/auth/users/:uid/invitation',
    {
      config: { action: 'users.invite' },
      schema: {
        tags: ['utilisateurs'],
        summary: 'Renvoyer l’invitation',
        params: UserParams,
        querystring: OrganisationChoice,
        response: responses(InvitationResult, [404, 409]),
      },
    },
    async (request) => {
      const scope = scopeOf(actorOf(request), request.query.organisation);
      const user = await app.repositories.users.get(scope, request.params.uid);
      if (!user) throw notFound(messages.notFound);
      if (user.status !== 'invited') throw conflict(userAdminMessages.alreadySignedIn);
      const organisationName = (await app.repositories.organisations.find(scope))?.name ?? '';
      const sent = await sendInvitation(app, request, user, organisationName);
      await app.audit(request, { action: 'users.resendInvitation', target: user.uid, detail: { sent }, scope });
      return { success: true as const, message: '', data: { invitation_sent: sent } };
    },
  );
};

export default usersRoutes;
