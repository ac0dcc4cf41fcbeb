import type { Page } from '../../../contract/schemas/envelope';
import type { Role } from '../../../contract/roles';
import type { UserSort, UserSummary, UsersQuery } from '../../../contract/schemas/users';
import type { Queryable } from '../../db/database';
import type { OrganisationScope } from '../scope';
import { applyStartedPeriods } from './checkouts';
import { ANY_TEXT, decodeCursor, pageOf, TIMESTAMP_PATTERN } from './cursor';
import { exactTimestamp, isoTimestamp, Params, personFilter } from './sql';

type UserRow = Omit<UserSummary, 'uid_organisation'> & { organisation_id: string | null };

export type UserFilters = Pick<UsersQuery, 'search' | 'role' | 'tag' | 'status' | 'sort'>;

/** The users table's "recent" order: never signed in sorts after any sign-in. */
const RECENT = `coalesce(u.last_sign_in_at, '-infinity'::timestamptz)`;

/**
 * Invited and never signed in yet; then an address never proved (« Non vérifiée »: the person cannot use
 * the product until they do); deactivation outranks everything.
 */
const STATUS = `case when u.disabled then 'disabled'
  when u.invited_at is not null and u.last_sign_in_at is null then 'invited'
  when not u.email_verified then 'unverified' else 'active' end`;

const SUMMARY_COLUMNS = `u.uid, u.email, u.firstname, u.name, u.role, u.organisation_id, ${STATUS} as status,
  coalesce((select array_agg(m.tag_id::text order by m.tag_id) from tag_members m where m.user_uid = u.uid), '{}') as tags,
  ${isoTimestamp('u.last_sign_in_at')} as last_sign_in_at`;

/**
 * The orders of the users table (`sort`), each a keyset over an index of migration 005 (or 002 for
 * the name): the cursor is the last row's key, so every page costs what the first one does.
 */
type SortRow = { name: string; firstname: string; uid: string; email: string; sort_key: string | null };
const NEVER = 'never';
const USER_SORTS: Record<UserSort, {
  orderBy: string;
  keyColumn: string;
  cursor: readonly RegExp[];
  after: (key: string[], params: Params) => string;
  keyOf: (row: SortRow) => string[];
}> = {
  name: {
    orderBy: 'u.name, u.firstname, u.uid',
    keyColumn: 'null',
    cursor: [ANY_TEXT, ANY_TEXT, ANY_TEXT],
    after: ([name, firstname, uid], params) => `(u.name, u.firstname, u.uid) > (${params.add(name)}, ${params.add(firstname)}, ${params.add(uid)})`,
    keyOf: (row) => [row.name, row.firstname, row.uid],
  },
  email: {
    orderBy: 'u.email, u.uid',
    keyColumn: 'null',
    cursor: [ANY_TEXT, ANY_TEXT],
    after: ([email, uid], params) => `(u.email, u.uid) > (${params.add(email)}, ${params.add(uid)})`,
    keyOf: (row) => [row.email, row.uid],
  },
  // The most recent sign-in first; those who never signed in come last.
  recent: {
    orderBy: `${RECENT} desc, u.uid desc`,
    keyColumn: exactTimestamp('u.last_sign_in_at'),
    cursor: [new RegExp(`^(${NEVER}|${TIMESTAMP_PATTERN.source.slice(1, -1)})$`), ANY_TEXT],
    after: ([at, uid], params) =>
      `(${RECENT}, u.uid) < (${at === NEVER ? `'-infinity'::timestamptz` : `${params.add(at)}::timestamptz`}, ${params.add(uid)})`,
    keyOf: (row) => [row.sort_key ?? NEVER, row.uid],
  },
};

/**
 * Field by field, not `{ organisation_id, ...row }`: objects made by rest and spread from the driver's rows
 * took the users list's serialiser three times as long as objects of one literal shape (≈ 95 µs against
 * 30 for a page of 50, docs/performance-journal.md), and a column added to the query cannot slip into the answer.
 */
const toSummary = (row: UserRow): UserSummary => ({
  uid: row.uid,
  email: row.email,
  firstname: row.firstname,
  name: row.name,
  role: row.role,
  uid_organisation: row.organisation_id,
  status: row.status,
  tags: row.tags,
  last_sign_in_at: row.last_sign_in_at,
});

export type NewMember = { uid: string; email: string; firstname: string; name: string; role: Role; groups: readonly string[] };

/** What an admin's change is checked against: the person's role and state, and the other enabled admins. */
export type MemberState = { role: Role; disabled: boolean; signedIn: boolean; otherEnabledAdmins: number };

export function usersRepository(db: Queryable) {
  /** Puts the person in exactly these groups, and mirrors their names into the profile's `sessions_users_tags`. */
  async function setGroups(scope: OrganisationScope, uid: string, groups: readonly string[]): Promise<void> {
    await db.query('delete from tag_members where user_uid = $1', [uid]);
    if (groups.length > 0) {
      await db.query(
        `insert into tag_members (tag_id, user_uid)
         select t.id, $2 from tags t where t.organisation_id = $1 and t.id = any($3::uuid[])`,
        [scope.organisationId, uid, [...groups]],
      );
    }
    await db.query(
      `update users set sessions_users_tags = coalesce((select array_agg(t.name order by t.name)
         from tag_members m join tags t on t.id = m.tag_id where m.user_uid = $1), '{}') where uid = $1`,
      [uid],
    );
  }

  return {
    async get(scope: OrganisationScope, uid: string): Promise<UserSummary | null> {
      const [row] = await db.query<UserRow>(`select ${SUMMARY_COLUMNS} from users u where u.uid = $1 and u.organisation_id = $2`, [
        uid,
        scope.organisationId,
      ]);
      return row ? toSummary(row) : null;
    },

    /**
     * The plan's seats and the accounts that take one (every account but the deactivated ones), with the
     * organisation's row locked: two invitations at once cannot both take the last seat.
     */
    async seatsLocked(scope: OrganisationScope): Promise<{ seats: number; used: number } | null> {
      const locked = await db.query('select 1 from organisations where id = $1 for update', [scope.organisationId]);
      if (locked.length === 0) return null;
      // A period bought ahead that has started brings its seats now, before they are counted.
      await applyStartedPeriods(db, scope.organisationId);
      const [organisation] = await db.query<{ seats: number }>('select seats from organisations where id = $1', [scope.organisationId]);
      if (!organisation) return null;
      const [count] = await db.query<{ used: number }>(
        'select count(*)::int as used from users where organisation_id = $1 and not disabled',
        [scope.organisationId],
      );
      return { seats: organisation.seats, used: count?.used ?? 0 };
    },

    /** Which of these addresses already have an account (any organisation), lower-case. */
    async existingEmails(emails: readonly string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await db.query<{ email: string }>('select lower(email) as email from users where lower(email) = any($1)', [
        emails.map((email) => email.toLowerCase()),
      ]);
      return new Set(rows.map((row) => row.email));
    },

    async emailTaken(email: string): Promise<boolean> {
      const rows = await db.query('select 1 from users where lower(email) = lower($1)', [email]);
      return rows.length > 0;
    },

    /** How many of these ids are groups of the organisation (all of them, or the choice is refused). */
    async countGroups(scope: OrganisationScope, groups: readonly string[]): Promise<number> {
      if (groups.length === 0) return 0;
      const [row] = await db.query<{ n: number }>('select count(*)::int as n from tags where organisation_id = $1 and id = any($2::uuid[])', [
        scope.organisationId,
        [...groups],
      ]);
      return row?.n ?? 0;
    },

    /** The invited person's profile: an organisation account, invited now, never signed in. */
    async insertInvited(scope: OrganisationScope, member: NewMember): Promise<void> {
      await db.query(
        `insert into users (uid, email, role, organisation_id, firstname, name, display_name, account_type, admin,
           record_auth, charter_compliance, invited_at, email_verified)
         values ($1, $2, $3, $4, $5, $6, $7, 'organisation', $8, false, $9, now(), false)`,
        [
          member.uid,
          member.email,
          member.role,
          scope.organisationId,
          member.firstname,
          member.name,
          `${member.firstname} ${member.name}`,
          member.role === 'admin',
          // A teacher has a charte to accept before leading a session; the others have none.
          member.role === 'enseignant' ? false : null,
        ],
      );
      await setGroups(scope, member.uid, member.groups);
    },

    /** The person's own names (and the display name made of them); null without a profile. */
    async rename(uid: string, names: { firstname?: string; name?: string }): Promise<{ firstname: string; name: string } | null> {
      const [row] = await db.query<{ firstname: string; name: string }>(
        `update users set firstname = coalesce($2, firstname), name = coalesce($3, name),
           display_name = coalesce($2, firstname) || ' ' || coalesce($3, name)
         where uid = $1 returning firstname, name`,
        [uid, names.firstname ?? null, names.name ?? null],
      );
      return row ?? null;
    },

    /** A free account's profile (docs/product.md §11.11 `/signup`): `gratuit`, no organisation, no group. */
    async insertFree(member: { uid: string; email: string; firstname: string; name: string; role: Role }): Promise<void> {
      await db.query(
        `insert into users (uid, email, role, organisation_id, firstname, name, display_name, account_type, admin, record_auth,
           charter_compliance, email_verified)
         values ($1, $2, $3, null, $4, $5, $6, 'gratuit', false, false, $7, false)`,
        [member.uid, member.email, member.role, member.firstname, member.name, `${member.firstname} ${member.name}`, member.role === 'enseignant' ? false : null],
      );
    },

    /** The person's row locked, with what the last-admin rule needs; null when not of this organisation. */
    async memberStateLocked(scope: OrganisationScope, uid: string): Promise<MemberState | null> {
      const [row] = await db.query<{ role: Role; disabled: boolean; signed_in: boolean }>(
        'select role, disabled, last_sign_in_at is not null or invited_at is null as signed_in from users where uid = $1 and organisation_id = $2 for update',
        [uid, scope.organisationId],
      );
      if (!row) return null;
      const admins = await db.query<{ uid: string }>(
        "select uid from users where organisation_id = $1 and role = 'admin' and uid <> $2 and not disabled for update",
        [scope.organisationId, uid],
      );
      return { role: row.role, disabled: row.disabled, signedIn: row.signed_in, otherEnabledAdmins: admins.length };
    },

    async update(scope: OrganisationScope, uid: string, change: { role?: Role; groups?: readonly string[]; disabled?: boolean }): Promise<void> {
      if (change.role !== undefined) {
        await db.query('update users set role = $3, admin = $4 where uid = $1 and organisation_id = $2', [
          uid,
          scope.organisationId,
          change.role,
          change.role === 'admin',
        ]);
      }
      if (change.disabled !== undefined) {
        await db.query('update users set disabled = $3 where uid = $1 and organisation_id = $2', [uid, scope.organisationId, change.disabled]);
      }
      if (change.groups !== undefined) await setGroups(scope, uid, change.groups);
    },

    /**
     * The organisation's accounts sorted by name (index users (organisation_id, name, firstname, uid),
     * or (organisation_id, role, …) when filtered by role).
     */
    async list(scope: OrganisationScope, filters: UserFilters, page: { cursor?: string; limit: number }): Promise<Page<UserSummary>> {
      const params = new Params();
      const organisation = params.add(scope.organisationId);
      const where = [`u.organisation_id = ${organisation}`];
      if (filters.role) where.push(`u.role = ${params.add(filters.role)}`);
      if (filters.status) where.push(`${STATUS} = ${params.add(filters.status)}`);
      where.push(...personFilter(params, organisation, filters));
      const sort = USER_SORTS[filters.sort ?? 'name'];
      if (page.cursor) where.push(sort.after(decodeCursor(page.cursor, sort.cursor), params));
      const rows = await db.query<UserRow & { sort_key: string | null }>(
        `select ${SUMMARY_COLUMNS}, ${sort.keyColumn} as sort_key
         from users u where ${where.join(' and ')}
         order by ${sort.orderBy} limit ${params.add(page.limit + 1)}`,
        params.values,
      );
      return pageOf(rows, page.limit, toSummary, sort.keyOf);
    },
  };
}
