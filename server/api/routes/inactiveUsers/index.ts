/**
 * The purge of inactive accounts (docs/product.md §11.4 `/auth/deleteOldUsers`, §12.3 operator), hyperadmin only:
 *
 * GET  /api/inactive-users?months=24     accounts of every organisation inactive for that long (keyset)
 * POST /api/inactive-users/warn          the warning e-mail; its date recorded (per person: a mail failure is no 500)
 * POST /api/inactive-users/purge         dry run (who would go, who is refused), or the deletion after a typed word
 *
 * Activity, so that the purge never erases someone who uses the product: the API records the day a person uses it (any authenticated request, at most
 * one write a day: plugins/app/caller.ts) and the token's sign-in time; here the candidates' dates are
 * refreshed from the provider's own metadata (`getUsers`: last sign-in and last token refresh), so an
 * account used without our API is not taken for an inactive one either.
 * Both `warn` and `purge` decide again for each person with the row locked (contract/purge.ts):
 * threshold, never the hyperadmin nor an organisation's last admin; for the purge, warned at least
 * 30 days ago and not active since. Someone active since the warning is no longer a candidate, and
 * the warning is cleared. The deletion goes through `eraseAccount` (resumable; one audit entry each).
 */
import { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_INACTIVITY_MONTHS, PURGE_CONFIRMATION, purgeDeadline, purgeMessages, purgeRefusal, purgeRefusalMessages, warnRefusal } from '../../../../contract/purge';
import { DEFAULT_PAGE_SIZE, Page } from '../../../../contract/schemas/envelope';
import { InactiveUser, InactiveUsersQuery, PurgeBody, PurgeResult, WarnBody, WarnResult } from '../../../../contract/schemas/personalData';
import { ErasureRefusedError, eraseAccount } from '../../accounts';
import { ApiError } from '../../errors';
import { personalDataRepository } from '../../repositories/personalData';
import { ok, responses } from '../../schemas';
import { purgeWarningMail } from './warningMail';
import { actorOf } from '../actor';
import { inParallel } from '../users/invite';

/** firebase-admin's `getUsers` takes at most 100 identifiers per call. */
const IDENTITY_BATCH = 100;
/** Up to 1 000 uids of up to 128 characters, as JSON. */
const UIDS_BODY_LIMIT = 160 * 1024;

/** A date of the provider's metadata, if it is one and later than the account's creation. */
function providerDate(value: string | null | undefined, created: number): Date | null {
  const at = value ? new Date(value) : null;
  // An account made by the administration (an invitation, an import) carries its creation as its "sign-in": not one.
  if (!at || Number.isNaN(at.getTime()) || at.getTime() <= created) return null;
  return at;
}

/** The provider's last sign-in and last token refresh of these accounts, recorded when later than ours. */
export async function refreshSignIns(app: FastifyInstance, uids: readonly string[]): Promise<void> {
  for (let start = 0; start < uids.length; start += IDENTITY_BATCH) {
    const batch = uids.slice(start, start + IDENTITY_BATCH);
    const { users } = await app.identity.getUsers(batch.map((uid) => ({ uid })));
    const signIns: { uid: string; at: Date }[] = [];
    const refreshes: { uid: string; at: Date }[] = [];
    for (const user of users) {
      const created = user.metadata.creationTime ? Date.parse(user.metadata.creationTime) : Number.NaN;
      const signIn = providerDate(user.metadata.lastSignInTime, created);
      // A session kept open refreshes its token every hour without signing in again: that is use too.
      const refresh = providerDate(user.metadata.lastRefreshTime, created);
      if (signIn) signIns.push({ uid: user.uid, at: signIn });
      if (refresh) refreshes.push({ uid: user.uid, at: refresh });
    }
    await app.repositories.personalData.recordSignIns(signIns);
    await app.repositories.personalData.recordRefreshes(refreshes);
  }
}

async function refreshQuietly(app: FastifyInstance, log: FastifyBaseLogger, uids: readonly string[]): Promise<boolean> {
  try {
    await refreshSignIns(app, uids);
    return true;
  } catch (error) {
    log.warn({ err: error }, 'sign-in dates not refreshed from the identity provider');
    return false;
  }
}

const fullName = (person: { firstname: string; name: string }) => `${person.firstname} ${person.name}`.trim() || null;

const inactiveUsersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/inactive-users',
    {
      config: { action: 'operator.inactiveUsers' },
      schema: {
        tags: ['opérateur'],
        summary: 'Comptes inactifs de toutes les organisations (opérateur)',
        querystring: InactiveUsersQuery,
        response: responses(Page(InactiveUser)),
      },
    },
    async (request) => {
      const { months = DEFAULT_INACTIVITY_MONTHS, cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const repository = app.repositories.personalData;
      let data = await repository.listInactive(months, { cursor, limit }, new Date());
      // Someone who signed in elsewhere since is no longer inactive: refresh this page's accounts, then read again.
      if (data.items.length > 0 && (await refreshQuietly(app, request.log, data.items.map((item) => item.uid)))) {
        data = await repository.listInactive(months, { cursor, limit }, new Date());
      }
      return ok(data);
    },
  );

  app.post(
    '/api/inactive-users/warn',
    {
      config: { action: 'operator.inactiveUsers' },
      bodyLimit: UIDS_BODY_LIMIT,
      schema: {
        tags: ['opérateur'],
        summary: 'Prévenir par e-mail que le compte sera supprimé dans 30 jours (opérateur)',
        body: WarnBody,
        response: responses(WarnResult),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { uids, months = DEFAULT_INACTIVITY_MONTHS } = request.body;
      // The provider's dates first: nobody who uses the product elsewhere is warned (a warning deletes nothing).
      await refreshQuietly(app, request.log, uids);
      const found = new Map((await app.repositories.personalData.candidates(uids)).map((person) => [person.uid, person]));
      const outcomes = new Map<string, WarnResult['items'][number]>();
      const refused = (uid: string, email: string | null, message: string) => void outcomes.set(uid, { uid, email, warned: false, message });
      await inParallel(uids, 8, async (uid) => {
        const person = found.get(uid);
        if (!person) return refused(uid, null, purgeMessages.unknown);
        // A first look before the e-mail, so that nobody who may not be warned receives it.
        const early = warnRefusal(person.facts, new Date(), months);
        if (early) return refused(uid, person.email, purgeRefusalMessages[early]);
        const at = new Date();
        const mail = purgeWarningMail({ firstname: person.firstname, organisation: person.organisation_name, deadline: purgeDeadline(at), loginLink: `${app.appOrigin}/login` });
        try {
          await app.mailer.send({ to: person.email, ...mail });
        } catch (error) {
          request.log.warn({ err: error }, 'purge warning not sent');
          return refused(uid, person.email, purgeMessages.mailFailed);
        }
        // Recorded once the e-mail has left (the 30 days run from a warning the person could read), after the
        // decision is taken again with the row locked: used meanwhile, or now an organisation's last admin, no warning.
        const late = await app.transaction(async (repositories) => {
          const facts = await repositories.personalData.candidateLocked(uid);
          if (!facts) return purgeMessages.unknown;
          const refusal = warnRefusal(facts, new Date(), months);
          if (refusal) return purgeRefusalMessages[refusal];
          await repositories.personalData.markWarned(uid, at);
          await repositories.auditLog.record({
            organisationId: person.organisation_id,
            actorUid: actor.uid,
            action: 'operator.purgeWarning',
            target: uid,
            detail: { role: facts.role },
          });
          return null;
        });
        if (late) return refused(uid, person.email, late);
        outcomes.set(uid, { uid, email: person.email, warned: true, message: null });
      });
      const items = uids.map((uid) => outcomes.get(uid) ?? { uid, email: null, warned: false, message: purgeMessages.unknown });
      // An active person named here whose old warning still stood: it no longer does.
      await app.repositories.personalData.clearWarningsUsedSince(items.filter((item) => !item.warned).map((item) => item.uid));
      const warned = items.filter((item) => item.warned).length;
      return ok({ warned, failed: items.length - warned, items });
    },
  );

  app.post(
    '/api/inactive-users/purge',
    {
      config: { action: 'operator.inactiveUsers' },
      bodyLimit: UIDS_BODY_LIMIT,
      schema: {
        tags: ['opérateur'],
        summary: 'Supprimer les comptes prévenus depuis 30 jours (dryRun: true pour le décompte) (opérateur)',
        body: PurgeBody,
        response: responses(PurgeResult, [422]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { uids, dryRun, confirmation, months = DEFAULT_INACTIVITY_MONTHS } = request.body;
      if (!dryRun && confirmation?.trim() !== PURGE_CONFIRMATION) throw new ApiError(422, purgeMessages.confirmationRequired);
      // The provider's sign-in dates first. For a real run they are required: without them nobody is deleted (503).
      if (dryRun) await refreshQuietly(app, request.log, uids);
      else await refreshSignIns(app, uids);

      const candidates = await app.repositories.personalData.candidates(uids);
      const known = new Set(candidates.map((person) => person.uid));
      const result: PurgeResult = { dryRun, count: 0, deleted: [], refused: [], failed: [] };
      for (const uid of uids) if (!known.has(uid)) result.refused.push({ uid, email: null, name: null, reason: purgeMessages.unknown });

      const now = new Date();
      const eligible = candidates.filter((person) => {
        const refusal = purgeRefusal(person.facts, now, months);
        if (refusal) result.refused.push({ uid: person.uid, email: person.email, name: fullName(person), reason: purgeRefusalMessages[refusal] });
        return refusal === null;
      });
      if (dryRun) {
        result.deleted = eligible.map((person) => ({ uid: person.uid, email: person.email, name: fullName(person) }));
      } else {
        // One account at a time, in uid order, each its own transaction: a run that stops half-way leaves every
        // account either whole or gone, and running it again finishes the rest.
        for (const person of eligible) {
          const who = { uid: person.uid, email: person.email, name: fullName(person) };
          try {
            await eraseAccount(app, person.uid, {
              actorUid: actor.uid,
              action: 'operator.purge',
              // Checked again with the row locked: active since the warning or within the threshold, or meanwhile
              // the organisation's last admin.
              check: async (tx, uid) => {
                const facts = await personalDataRepository(tx).candidateLocked(uid);
                const refusal = facts && purgeRefusal(facts, new Date(), months);
                return refusal ? purgeRefusalMessages[refusal] : null;
              },
            });
            result.deleted.push(who);
          } catch (error) {
            if (error instanceof ErasureRefusedError) result.refused.push({ ...who, reason: error.message });
            else {
              request.log.error({ err: error, uid: person.uid }, 'purge of one account failed');
              result.failed.push({ ...who, reason: purgeMessages.failed });
            }
          }
        }
      }
      result.count = result.deleted.length;
      // Whoever was active since their warning is no longer a candidate: the warning is cleared (a new one starts over).
      await app.repositories.personalData.clearWarningsUsedSince(result.refused.map((person) => person.uid));
      return ok(result);
    },
  );
};

export default inactiveUsersRoutes;
