/**
 * The organisation's accounts, for its admin (docs/product.md §11.1 `/auth/users`, §12.3 users); the hyperadmin
 * names the organisation (`organisation=<id>`). Every change writes an audit entry.
 *
 * GET    /api/auth/users                    the list, filtered and paginated by keyset
 * POST   /api/auth/users                    invite: identity account + profile + groups, then the e-mail
 * PATCH  /api/auth/users/:uid               role, groups, deactivation (the identity account too)
 * DELETE /api/auth/users/:uid               erase the person (server/api/accounts)
 * POST   /api/auth/users/:uid/invitation    send the invitation e-mail again
 * POST   /api/auth/users/import             the CSV import, or its preview (dryRun=true)
 * GET    /api/auth/users/profile            the caller's own profile (docs/product.md §7): profile.ts
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { userAdminMessages } from '../../../../contract/messages';
import { MAX_IMPORT_BYTES } from '../../../../contract/userAdmin';
import { DEFAULT_PAGE_SIZE, Page } from '../../../../contract/schemas/envelope';
import {
  DeletedUser,
  ImportBody,
  ImportQuery,
  ImportResult,
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
import { eraseAccount } from '../../accounts';
import { ApiError, notFound } from '../../errors';
import { messages } from '../../messages';
import { ok, responses } from '../../schemas';
import { actorOf } from '../actor';
import { checkLines, parseUsersCsv } from './csvImport';
import { isEmailAddress } from '../../../../contract/emailAddress';
import { createMember, createMembers, inParallel, sendInvitation } from './invite';
import profileRoutes from './profile';
import { csvImportMessages } from '../../../../contract/messages';

const conflict = (message: string) => new ApiError(409, message);

/** How many addresses an organisation's imports (previews included) may check in an hour (docs/api.md). */
export const IMPORT_ADDRESS_CHECKS_PER_HOUR = 2000;
/** The audit entry of each import's check: the record, and the counter of the limit above. */
export const IMPORT_CHECK_ACTION = 'users.importCheck';

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * Every import, preview or not, tells its caller which addresses have an account anywhere: the addresses
   * it checks are counted per organisation over the last hour, by the audit entry that records each import
   * (written before the lookup, with the organisation's row locked, so that imports at once add up), and
   * refused past `IMPORT_ADDRESS_CHECKS_PER_HOUR` (429).
   */
  async function countAddressChecks(request: FastifyRequest, check: { dryRun: boolean; lines: number; addresses: number }): Promise<void> {
    const scope = request.scope;
    await app.transaction(async (repositories, tx) => {
      await tx.query('select 1 from organisations where id = $1 for update', [scope.organisationId]);
      const { total, retryAfterSeconds } = await repositories.auditLog.recentTotal(scope.organisationId, IMPORT_CHECK_ACTION, 'addresses_checked', 60 * 60);
      if (total + check.addresses > IMPORT_ADDRESS_CHECKS_PER_HOUR) {
        const minutes = Math.ceil(retryAfterSeconds / 60);
        throw new ApiError(429, csvImportMessages.tooManyChecks(IMPORT_ADDRESS_CHECKS_PER_HOUR, minutes), { 'Retry-After': String(retryAfterSeconds) });
      }
      await repositories.auditLog.record({
        organisationId: scope.organisationId,
        actorUid: actorOf(request).uid,
        action: IMPORT_CHECK_ACTION,
        target: null,
        detail: { dry_run: check.dryRun, lines: check.lines, addresses_checked: check.addresses },
      });
    });
  }

  // The caller's own profile (docs/product.md §7) is served under the same prefix: /api/auth/users/profile.
  await app.register(profileRoutes);

  app.get(
    '/api/auth/users',
    {
      config: { action: 'users.list' },
      schema: { tags: ['utilisateurs'], summary: 'Comptes de l’organisation', querystring: UsersQuery, response: responses(Page(UserSummary), [404]) },
    },
    async (request) => {
      const { search, role, tag, status, sort, cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const scope = request.scope;
      const data = await app.repositories.users.list(scope, { search, role, tag, status, sort }, { cursor, limit });
      return ok(data);
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
      const scope = request.scope;
      const { firstname, name, role } = request.body;
      const email = request.body.email.trim();
      const uid = await createMember(app, request.log, scope, { email, firstname, name, role, groups: request.body.groups ?? [] }, actorOf(request).uid);
      await app.audit(request, { action: 'users.invite', target: uid, detail: { role }, scope });
      const invitationSent = await sendInvitation(app, request.log, { email, firstname }, scope);
      const user = await app.repositories.users.get(scope, uid);
      if (!user) throw notFound(messages.notFound);
      return ok({ ...user, invitation_sent: invitationSent });
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
      const scope = request.scope;
      const { uid } = request.params;
      const change = request.body;
      await app.transaction(async (repositories) => {
        // A re-activation takes a seat: the organisation's row is locked first, as an invitation locks it
        // (same order, no deadlock), so that re-activations and invitations at once cannot overfill the plan.
        const seats = change.disabled === false ? await repositories.users.seatsLocked(scope) : null;
        const member = await repositories.users.memberStateLocked(scope, uid);
        if (!member) throw notFound(messages.notFound);
        const refusal = memberChangeRefusal({ ...member, self: uid === actor.uid }, change);
        if (refusal) throw conflict(refusal);
        if (seats && member.disabled && seats.used >= seats.seats) throw conflict(userAdminMessages.seatsFull(seats.seats));
        if (change.groups && (await repositories.users.countGroups(scope, change.groups)) !== change.groups.length) {
          throw new ApiError(422, userAdminMessages.unknownGroup);
        }
        await repositories.users.update(scope, uid, change);
        // A new role may bring a document that concerns it (the charte for a teacher): the flags follow the records.
        if (change.role !== undefined && change.role !== member.role) await repositories.documents.syncFlags(scope, uid);
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
      return ok(user);
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
      const scope = request.scope;
      const { uid } = request.params;
      if (uid === actor.uid) throw conflict(userAdminMessages.notYourself);
      // Another organisation's person is not found, before anything is touched.
      if (!(await app.repositories.users.get(scope, uid))) throw notFound(messages.notFound);
      // eraseAccount writes its own audit entry, without personal data.
      await eraseAccount(app, uid, { actorUid: actor.uid, action: 'users.delete' });
      return ok({ uid });
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
      const scope = request.scope;
      const user = await app.repositories.users.get(scope, request.params.uid);
      if (!user) throw notFound(messages.notFound);
      if (user.status !== 'invited') throw conflict(userAdminMessages.alreadySignedIn);
      const sent = await sendInvitation(app, request.log, user, scope);
      await app.audit(request, { action: 'users.resendInvitation', target: user.uid, detail: { sent }, scope });
      return ok({ invitation_sent: sent });
    },
  );

  app.post(
    '/api/auth/users/import',
    {
      config: { action: 'users.import' },
      // A 5 MB file as JSON text, with room for its escapes; beyond, the reason below or Fastify's 413.
      bodyLimit: MAX_IMPORT_BYTES * 2,
      schema: {
        tags: ['utilisateurs'],
        summary: 'Importer des comptes depuis un fichier CSV (aperçu avec dryRun=true)',
        querystring: ImportQuery,
        body: ImportBody,
        response: responses(ImportResult, [404, 413, 422, 429]),
      },
    },
    async (request) => {
      const scope = request.scope;
      const dryRun = request.query.dryRun === 'true';
      const onlyValid = request.query.onlyValid === 'true';
      const parsed = parseUsersCsv(request.body.csv, MAX_IMPORT_BYTES);
      if (parsed.kind === 'refused') throw new ApiError(parsed.status, parsed.message);
      const organisation = await app.repositories.organisations.find(scope);
      if (!organisation) throw notFound(messages.notFound);
      // Only addresses that may be one reach the database (not a 1 MB field).
      const addresses = [...new Set(parsed.lines.map((line) => line.email).filter(isEmailAddress).map((email) => email.toLowerCase()))];
      await countAddressChecks(request, { dryRun, lines: parsed.lines.length, addresses: addresses.length });
      const existing = await app.repositories.users.existingEmails(addresses);
      // An unverified sign-up holds its address against no invitation (createMembers sets it free).
      for (const { email } of await app.repositories.signupAttempts.unverifiedSignupsFor([...existing])) existing.delete(email);
      const lines = checkLines(parsed.lines, {
        existingEmails: existing,
        groups: await app.repositories.tags.idsByName(scope),
        seatsLeft: organisation.seats - organisation.seats_used,
      });
      const valid = lines.filter((line) => line.errors.length === 0);
      const result = { dry_run: dryRun, valid: valid.length, invalid: lines.length - valid.length, imported: 0, invitations_not_sent: 0 };
      const shown = lines.map(({ roleValue: _role, groupIds: _groups, ...line }) => line);
      if (dryRun) return ok({ ...result, lines: shown });
      if (result.invalid > 0 && !onlyValid) throw new ApiError(422, csvImportMessages.hasErrors);

      // The same guarantees as one invitation, with the identity accounts made by batches (see createMembers);
      // a line refused now (a seat or an address taken since the preview) gets its reason.
      const invitees = valid.map((line) => ({ email: line.email, firstname: line.firstname, name: line.name, role: line.roleValue ?? 'etudiant', groups: line.groupIds }));
      const outcome = await createMembers(app, request.log, scope, invitees, actorOf(request).uid);
      for (const { index, message } of outcome.refused) shown.find((candidate) => candidate.line === valid[index]?.line)?.errors.push(message);
      result.imported = outcome.created.length;
      await inParallel(outcome.created, 8, async ({ uid, index }) => {
        const invitee = invitees[index] as (typeof invitees)[number];
        await app.audit(request, { action: 'users.invite', target: uid, detail: { role: invitee.role, import: true }, scope });
        if (!(await sendInvitation(app, request.log, invitee, scope))) result.invitations_not_sent += 1;
      });
      await app.audit(request, { action: 'users.import', detail: { imported: result.imported, lines: lines.length }, scope });
      return ok({ ...result, lines: shown });
    },
  );
};

export default usersRoutes;
