import { demoAccounts, demoOrganisations, displayName } from '../seed/demoWorld';
import type { Database } from './database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of `today` moved by `days`, in UTC so that the result does not depend on the machine's zone. */
export function isoDateInDays(today: Date, days: number): string {
  return new Date(today.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Loads the demo world, resetting its rows to their demo values (idempotent). Rows that are
 * not part of the demo world are left alone. Subscription dates are relative to `today`.
 */
export async function seedDemoWorld(db: Database, today: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const organisation of demoOrganisations) {
      await tx.query(
        `insert into organisations (id, name, plan, subscription_status, subscription_end)
         values ($1, $2, $3, $4, $5)
         on conflict (id) do update set name = excluded.name, plan = excluded.plan,
           subscription_status = excluded.subscription_status, subscription_end = excluded.subscription_end`,
        [
          organisation.id,
          organisation.name,
          organisation.plan,
          organisation.subscriptionStatus,
          isoDateInDays(today, organisation.subscriptionEndInDays),
        ],
      );
    }

    const withoutProfile = demoAccounts.filter((account) => account.profile === null).map((account) => account.uid);
    await tx.query('delete from users where uid = any($1)', [withoutProfile]);

    for (const { uid, email, profile } of demoAccounts) {
      if (!profile) continue;
      await tx.query(
        `insert into users (uid, id, email, role, organisation_id, firstname, name, display_name, photo_url,
           account_type, admin, sessions_users_tags, record_auth, charter_compliance)
         values ($1, $2, $3, $4, $5, $6, $7, $8, null, $9, $10, $11, $12, $13)
         on conflict (uid) do update set id = excluded.id, email = excluded.email, role = excluded.role,
           organisation_id = excluded.organisation_id, firstname = excluded.firstname, name = excluded.name,
           display_name = excluded.display_name, photo_url = null, account_type = excluded.account_type,
           admin = excluded.admin, sessions_users_tags = excluded.sessions_users_tags,
           record_auth = excluded.record_auth, charter_compliance = excluded.charter_compliance`,
        [
          uid,
          profile.id,
          email,
          profile.role,
          profile.organisationId,
          profile.firstname,
          profile.name,
          displayName(profile),
          profile.accountType,
          profile.admin,
          profile.sessionsUsersTags,
          profile.recordAuth,
          profile.charterCompliance,
        ],
      );
    }

    // The demo ids are explicit: move the sequence past them so that new users do not collide.
    await tx.query(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
  });
}

export async function hasOrganisations(db: Database): Promise<boolean> {
  const rows = await db.query<{ found: boolean }>('select exists (select 1 from organisations) as found');
  return rows[0]?.found === true;
}
