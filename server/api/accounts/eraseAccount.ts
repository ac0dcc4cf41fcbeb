/**
 * The one erasure of a person (RGPD, right to erasure), used by DELETE /api/me, DELETE
 * /api/auth/users/:uid and the operator's purge: the identity account, the profile and every row of
 * personal data go; the history of the sessions the person took part in stays, anonymised (the
 * schema's `on delete set null`, migrations/002_domain.sql); one audit entry says who erased whom.
 *
 * Resumable: it can stop anywhere (the API killed mid-purge) and be run again for the same uid. The
 * identity account goes first, inside the database transaction that then deletes the profile: if the
 * identity step fails nothing changed; if the process dies after it, the profile is still there and
 * the next run finds the identity account already gone (ignored) and finishes. The other order could
 * leave an identity account that signs in with no profile and no trace of who it was.
 *
 * Never a hyperadmin, never the last (enabled) admin of an organisation: checked with the admins'
 * rows locked, so two admins erasing each other at once cannot both succeed.
 */
import type { FastifyInstance } from 'fastify';
import { erasureMessages } from '../../../contract/messages';
import type { Role } from '../../../contract/roles';
import type { Queryable } from '../../db/database';
import { ApiError } from '../errors';

export type ErasureInput = {
  /** Who asks: the person themself, an admin, or the operator (for the audit entry). */
  actorUid: string;
  /** The audit entry's action, e.g. `me.delete`, `users.delete`, `operator.purge`. */
  action: string;
  /**
   * A further condition checked with the person's row locked, just before anything is deleted (the
   * purge: still warned long enough ago, not signed in since): a reason makes it a refusal (409).
   */
  check?: (tx: Queryable, uid: string) => Promise<string | null>;
};

export type ErasureOutcome =
  | { outcome: 'erased'; role: Role; organisationId: string | null }
  /** No profile (already erased, or an account that never had one): only the identity account was removed, if any. */
  | { outcome: 'noProfile' };

/** 409: the erasure would leave an organisation without an admin, or remove the operator. */
export class ErasureRefusedError extends ApiError {
  constructor(message: string) {
    super(409, message);
    this.name = 'ErasureRefusedError';
  }
}

/** Why a person may not be erased, or null: a pure rule, tested as a table. */
export function erasureRefusal(target: { role: Role }, otherEnabledAdmins: number): string | null {
  if (target.role === 'hyperadmin') return erasureMessages.hyperadmin;
  if (target.role === 'admin' && otherEnabledAdmins === 0) return erasureMessages.lastAdmin;
  return null;
}

function isUserNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found';
}

async function deleteIdentity(app: Pick<FastifyInstance, 'identity'>, uid: string): Promise<void> {
  try {
    await app.identity.deleteUser(uid);
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
}

type Target = { role: Role; organisation_id: string | null };

export async function eraseAccount(app: Pick<FastifyInstance, 'identity' | 'transaction'>, uid: string, { actorUid, action, check }: ErasureInput): Promise<ErasureOutcome> {
  return app.transaction(async (_repositories, tx) => {
    const [target] = await tx.query<Target>('select role, organisation_id from users where uid = $1 for update', [uid]);
    if (!target) {
      await deleteIdentity(app, uid);
      return { outcome: 'noProfile' } as const;
    }
    let otherAdmins = 0;
    if (target.role === 'admin' && target.organisation_id) {
      const admins = await tx.query<{ uid: string }>(
        "select uid from users where organisation_id = $1 and role = 'admin' and uid <> $2 and not disabled for update",
        [target.organisation_id, uid],
      );
      otherAdmins = admins.length;
    }
    const refusal = erasureRefusal(target, otherAdmins);
    if (refusal) throw new ErasureRefusedError(refusal);
    const refused = check ? await check(tx, uid) : null;
    if (refused) throw new ErasureRefusedError(refused);

    await deleteIdentity(app, uid);
    await tx.query('delete from users where uid = $1', [uid]);
    // No e-mail or name in the entry: it outlives the person and must not keep what was erased.
    await tx.query('insert into audit_log (organisation_id, actor_uid, action, target, detail) values ($1, $2, $3, $4, $5::jsonb)', [
      target.organisation_id,
      actorUid,
      action,
      uid,
      JSON.stringify({ role: target.role }),
    ]);
    return { outcome: 'erased', role: target.role, organisationId: target.organisation_id } as const;
  });
}
