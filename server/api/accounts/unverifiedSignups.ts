/**
 * Sign-ups whose address was never proved. Sign-up is public: anybody may type any address, so such an
 * account must neither hold the address for good nor stand in the way of the organisation that invites
 * its real owner. It is deleted after `UNVERIFIED_SIGNUP_DAYS` days by the API's daily retention, and at
 * once when an admin invites the same address — with its identity account, so that the password the
 * sign-up chose is gone and the invited person sets their own from the invitation's link.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { UNVERIFIED_SIGNUP } from '../repositories/signupAttempts';
import { eraseAccount, ErasureRefusedError } from './eraseAccount';

/** How long an unverified sign-up keeps its address (docs/security.md, docs/api.md). */
export const UNVERIFIED_SIGNUP_DAYS = 7;

/** The audit entries' actor when no person acts: the API's own retention. */
const RETENTION_ACTOR = 'retention';

/** firebase-admin's getUsers takes at most 100 identifiers per call. */
const LOOKUP_BATCH = 100;

type App = Pick<FastifyInstance, 'identity' | 'transaction' | 'repositories'>;

/** Among these uids, those the identity provider does not know as verified; the verified ones are marked so here. */
async function stillUnverified(app: App, uids: readonly string[]): Promise<string[]> {
  const verified = new Set<string>();
  for (let start = 0; start < uids.length; start += LOOKUP_BATCH) {
    const { users } = await app.identity.getUsers(uids.slice(start, start + LOOKUP_BATCH).map((uid) => ({ uid })));
    for (const user of users) if (user.emailVerified) verified.add(user.uid);
  }
  await app.repositories.signupAttempts.markVerified([...verified]);
  return uids.filter((uid) => !verified.has(uid));
}

/** Erases one unverified sign-up; false when it became something else meanwhile (checked with its row locked). */
async function erase(app: App, uid: string, actorUid: string, action: string): Promise<boolean> {
  const check = async (tx: Queryable, target: string) =>
    (await tx.query(`select 1 from users u where u.uid = $1 and ${UNVERIFIED_SIGNUP}`, [target])).length > 0 ? null : 'no longer an unverified sign-up';
  try {
    return (await eraseAccount(app, uid, { actorUid, action, check })).outcome === 'erased';
  } catch (error) {
    if (error instanceof ErasureRefusedError) return false;
    throw error;
  }
}

/**
 * Before an invitation: the unverified sign-ups holding these addresses are erased (identity account and
 * profile), so that the invitation creates its own account. Returns the addresses set free (lower case).
 */
export async function releaseUnverifiedSignups(app: App, emails: readonly string[], actorUid: string): Promise<Set<string>> {
  const holders = await app.repositories.signupAttempts.unverifiedSignupsFor(emails);
  const unverified = new Set(await stillUnverified(app, holders.map((holder) => holder.uid)));
  const released = new Set<string>();
  for (const holder of holders) {
    if (unverified.has(holder.uid) && (await erase(app, holder.uid, actorUid, 'signup.replacedByInvitation'))) released.add(holder.email);
  }
  return released;
}

/** The retention's part: unverified sign-ups older than their term are erased, by batches; returns how many. */
export async function expireUnverifiedSignups(app: App, days = UNVERIFIED_SIGNUP_DAYS, batch = 100): Promise<number> {
  let erased = 0;
  for (;;) {
    const uids = await app.repositories.signupAttempts.expiredUnverifiedSignups(days, batch);
    if (uids.length === 0) return erased;
    // The verified ones are marked so, and no longer read; the others go.
    const unverified = await stillUnverified(app, uids);
    let now = 0;
    for (const uid of unverified) if (await erase(app, uid, RETENTION_ACTOR, 'signup.expired')) now += 1;
    erased += now;
    // None of a batch could go (each changed meanwhile): the next read would find the same rows.
    if (uids.length < batch || (unverified.length > 0 && now === 0)) return erased;
  }
}
