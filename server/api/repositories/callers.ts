/**
 * The caller, by the uid of their verified token: read once per request (plugins/app/caller.ts). This
 * is the one look-up that is not scoped by an organisation, because it is what establishes the scope.
 */
import type { Profile } from '../../../contract/schemas/profile';
import type { Queryable } from '../../db/database';
import { ACTIVITY_DUE } from './personalData';
import { ORGANISATION_ACTIVE } from './sql';

/**
 * `activityDue`: this request must record the person's activity for the purge (personalData.ts
 * `recordActivity`): none recorded in the last day, or a purge warning that using the product cancels.
 * Decided in the same read, so the common path writes nothing.
 */
export type Caller = { profile: Profile; disabled: boolean; organisationActive: boolean; activityDue: boolean; emailUnproved: boolean };

type CallerRow = {
  id: number;
  uid: string;
  email: string;
  display_name: string | null;
  role: Profile['role'];
  organisation_id: string | null;
  admin: boolean;
  organisation_name: string | null;
  firstname: string;
  name: string;
  photo_url: string | null;
  account_type: Profile['account_type'];
  sessions_users_tags: string[];
  record_auth: boolean;
  charter_compliance: boolean | null;
  disabled: boolean;
  organisation_active: boolean;
  activity_due: boolean;
  email_verified: boolean;
};

export function callersRepository(db: Queryable) {
  return {
    async findByUid(uid: string): Promise<Caller | null> {
      const [row] = await db.query<CallerRow>(
        `select u.id, u.uid, u.email, u.display_name, u.role, u.organisation_id, u.admin,
           o.name as organisation_name, u.firstname, u.name, u.photo_url, u.account_type,
           u.sessions_users_tags, u.record_auth, u.charter_compliance, u.disabled,
           coalesce(${ORGANISATION_ACTIVE}, false) as organisation_active,
           ${ACTIVITY_DUE} as activity_due, u.email_verified
         from users u left join organisations o on o.id = u.organisation_id
         where u.uid = $1`,
        [uid],
        { prepare: true },
      );
      if (!row) return null;
      return {
        disabled: row.disabled,
        organisationActive: row.organisation_active,
        activityDue: row.activity_due,
        emailUnproved: !row.email_verified,
        profile: {
          id: row.id,
          uid: row.uid,
          email: row.email,
          displayName: row.display_name,
          role: row.role,
          uid_organisation: row.organisation_id,
          admin: row.admin,
          organisation: row.organisation_name,
          firstname: row.firstname,
          name: row.name,
          photoURL: row.photo_url,
          account_type: row.account_type,
          sessions_users_tags: row.sessions_users_tags,
          record_auth: row.record_auth,
          // The charter concerns teachers only (docs/product.md §3).
          charter_compliance: row.role === 'enseignant' ? row.charter_compliance : null,
        },
      };
    },

    /** The caller's verified token proved the address (migration 014): the users list stops saying « Non vérifiée ». */
    async markEmailVerified(uid: string): Promise<void> {
      await db.query('update users set email_verified = true where uid = $1 and not email_verified', [uid]);
    },
  };
}
