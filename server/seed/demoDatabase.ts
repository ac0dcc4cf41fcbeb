import {
  demoAccounts,
  demoConsents,
  demoDocuments,
  demoFolders,
  demoGroups,
  demoOrganisations,
  demoSessions,
  demoSubscriptionPeriods,
  demoUuid,
  type DemoOrganisation,
  type DemoSession,
  displayName,
  LYCEE_ACTIF,
  PAST_SESSION,
  pastSessionDebriefNotes,
  pastSessionEvaluations,
  pastSessionFeedback,
  pastSessionRunLog,
} from './demoWorld';
import { nextWorkingDay } from '../../contract/workingDays';
import type { Database, Queryable } from '../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** `YYYY-MM-DD` of `today` moved by `days`, in UTC so that the result does not depend on the machine's zone. */
export function isoDateInDays(today: Date, days: number): string {
  return new Date(today.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** An organisation's current subscription, first and last day: the organisation's row and its paid period agree. */
function subscriptionDates(organisation: DemoOrganisation, today: Date): [string, string] {
  return [isoDateInDays(today, organisation.subscriptionStartInDays), isoDateInDays(today, organisation.subscriptionEndInDays)];
}

/** `today` moved by `days`, at midnight UTC plus `hour`: sessions start on the hour, whatever the seeding time. */
export function dayAtHour(today: Date, days: number, hour: number): Date {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return new Date(midnight + days * DAY_MS + hour * 60 * MINUTE_MS);
}

/**
 * When a demo session starts: `startsInDays` from `today` at its hour, moved on to the next working day
 * when that falls on a weekend or a public holiday (contract/workingDays.ts) — a school trains on working
 * days, and a screenshot of a session on a Sunday or on 14 July reads as fake. At most three days later
 * (a Friday holiday and the weekend), which keeps the world's « within 7 days » and « within 30 days ».
 */
export function sessionStartsAt(today: Date, session: Pick<DemoSession, 'startsInDays' | 'startHourUtc'>): Date {
  return nextWorkingDay(dayAtHour(today, session.startsInDays, session.startHourUtc));
}

export function monthsBefore(today: Date, months: number): Date {
  const moved = new Date(today.getTime());
  moved.setUTCMonth(moved.getUTCMonth() - months);
  return moved;
}

/**
 * Loads the demo world, resetting its rows to their demo values (idempotent). Rows that are
 * not part of the demo world are left alone. Dates are relative to `today`.
 */
export async function seedDemoWorld(db: Database, today: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await seedOrganisations(tx, today);
    await seedUsers(tx, today);
    await removeDemoDomainRows(tx);
    await seedGroups(tx);
    await seedDocuments(tx, today);
    await seedScenarios(tx, today);
    await seedSessions(tx, today);
  });
}

async function seedOrganisations(tx: Queryable, today: Date): Promise<void> {
  for (const organisation of demoOrganisations) {
    await tx.query(
      `insert into organisations (id, name, plan, subscription_status, subscription_start, subscription_end, seats)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (id) do update set name = excluded.name, plan = excluded.plan,
         subscription_status = excluded.subscription_status, subscription_start = excluded.subscription_start,
         subscription_end = excluded.subscription_end, seats = excluded.seats,
         phase_durations = default`,
      [
        organisation.id,
        organisation.name,
        organisation.plan,
        organisation.subscriptionStatus,
        ...subscriptionDates(organisation, today),
        organisation.seats,
      ],
    );
  }
}

async function seedUsers(tx: Queryable, today: Date): Promise<void> {
  const withoutProfile = demoAccounts.filter((account) => account.profile === null).map((account) => account.uid);
  await tx.query('delete from users where uid = any($1)', [withoutProfile]);

  for (const { uid, email, emailVerified, profile, lastSignInMonthsAgo, createdMonthsAgo } of demoAccounts) {
    if (!profile) continue;
    const lastSignIn = lastSignInMonthsAgo === undefined ? null : monthsBefore(today, lastSignInMonthsAgo);
    const created = createdMonthsAgo === undefined ? today : monthsBefore(today, createdMonthsAgo);
    // sessions_users_tags mirrors the groups (tag_members) until the profile query reads them from there.
    await tx.query(
      `insert into users (uid, id, email, role, organisation_id, firstname, name, display_name, photo_url,
         account_type, admin, sessions_users_tags, record_auth, charter_compliance,
         disabled, invited_at, last_sign_in_at, purge_warned_at, created_at, email_verified)
       values ($1, $2, $3, $4, $5, $6, $7, $8, null, $9, $10, $11, $12, $13, false, null, $14, null, $15, $16)
       on conflict (uid) do update set id = excluded.id, email = excluded.email, role = excluded.role,
         organisation_id = excluded.organisation_id, firstname = excluded.firstname, name = excluded.name,
         display_name = excluded.display_name, photo_url = null, account_type = excluded.account_type,
         admin = excluded.admin, sessions_users_tags = excluded.sessions_users_tags,
         record_auth = excluded.record_auth, charter_compliance = excluded.charter_compliance,
         disabled = false, invited_at = null, last_sign_in_at = excluded.last_sign_in_at,
         purge_warned_at = null, created_at = excluded.created_at, email_verified = excluded.email_verified`,
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
        lastSignIn,
        created,
        emailVerified,
      ],
    );
  }

  // The demo ids are explicit: move the sequence past them so that new users do not collide.
  await tx.query(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
}

/**
 * Removes the demo world's groups, documents, dossiers and sessions (and, by cascade, what hangs
 * from them) before they are written again. A row that took a demo row's natural key (a dossier of
 * the same name for the same teacher, a group or document version of the same name) is the demo
 * row as far as a person can tell, so it goes too; anything else stays.
 */
async function removeDemoDomainRows(tx: Queryable): Promise<void> {
  await tx.query('delete from sessions where id = any($1)', [demoSessions.map((session) => session.id)]);
  const scenarioIds = demoFolders.flatMap((folder) => folder.scenarios.map((scenario) => scenario.id));
  await tx.query('delete from scenarios where id = any($1)', [scenarioIds]);
  await removeByIdOrName(tx, 'folders', 'owner_uid', demoFolders.map(({ id, ownerUid, name }) => ({ id, owner: ownerUid, name })));
  // A demo organisation's documents are the demo ones: a version published since (a charte v2) goes too,
  // or the reset world would keep asking everybody to accept it.
  await removeOfDemoOrganisations(tx, 'documents', demoDocuments);
  await removeByIdOrName(tx, 'tags', 'organisation_id', demoGroups.map(({ id, organisationId, name }) => ({ id, owner: organisationId, name })));
  // A demo organisation's subscription is reset to its demo dates: periods paid since (the upgrade page's
  // test-mode checkout) go too, so that its history says what its subscription does.
  await removeOfDemoOrganisations(tx, 'subscription_periods', demoSubscriptionPeriods);
}

/** Deletes each demo row, and a row that took its natural key (the same name for the same owner). */
async function removeByIdOrName(
  tx: Queryable,
  table: 'folders' | 'tags',
  ownerColumn: 'owner_uid' | 'organisation_id',
  rows: readonly { id: string; owner: string; name: string }[],
): Promise<void> {
  for (const row of rows) {
    await tx.query(`delete from ${table} where id = $1 or (${ownerColumn} = $2 and name = $3)`, [row.id, row.owner, row.name]);
  }
}

/** Deletes the demo rows and every other row of a demo organisation. */
async function removeOfDemoOrganisations(tx: Queryable, table: 'documents' | 'subscription_periods', rows: readonly { id: string }[]): Promise<void> {
  await tx.query(`delete from ${table} where id = any($1) or organisation_id = any($2)`, [
    rows.map((row) => row.id),
    demoOrganisations.map((organisation) => organisation.id),
  ]);
}

async function seedGroups(tx: Queryable): Promise<void> {
  for (const group of demoGroups) {
    await tx.query('insert into tags (id, organisation_id, name) values ($1, $2, $3)', [
      group.id,
      group.organisationId,
      group.name,
    ]);
    await tx.query('insert into tag_members (tag_id, user_uid) select $1, unnest($2::text[])', [
      group.id,
      group.memberUids,
    ]);
  }
}

async function seedDocuments(tx: Queryable, today: Date): Promise<void> {
  for (const period of demoSubscriptionPeriods) {
    const { organisation } = period;
    await tx.query(
      `insert into subscription_periods (id, organisation_id, plan, seats, starts_on, ends_on, amount_cents, paid_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        period.id,
        organisation.id,
        organisation.plan,
        organisation.seats,
        ...subscriptionDates(organisation, today),
        period.amountCents,
        dayAtHour(today, organisation.subscriptionStartInDays, 9),
      ],
    );
  }
  for (const document of demoDocuments) {
    await tx.query(
      `insert into documents (id, organisation_id, kind, version, title, body, published_at, published_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        document.id,
        document.organisation.id,
        document.kind,
        document.version,
        document.title,
        document.body,
        dayAtHour(today, -document.publishedDaysAgo, 9),
        document.publishedBy,
      ],
    );
  }
  for (const consent of demoConsents) {
    await tx.query('insert into consents (id, document_id, user_uid, granted_at) values ($1, $2, $3, $4)', [
      consent.id,
      consent.documentId,
      consent.userUid,
      dayAtHour(today, -consent.grantedDaysAgo, 10),
    ]);
  }
}

async function seedScenarios(tx: Queryable, today: Date): Promise<void> {
  for (const folder of demoFolders) {
    await tx.query('insert into folders (id, organisation_id, owner_uid, name) values ($1, $2, $3, $4)', [
      folder.id,
      LYCEE_ACTIF.id,
      folder.ownerUid,
      folder.name,
    ]);
    for (const scenario of folder.scenarios) {
      const created = dayAtHour(today, -scenario.createdDaysAgo, 16);
      await tx.query(
        `insert into scenarios (id, organisation_id, folder_id, author_uid, title, shared, current_version,
           created_at, updated_at)
         values ($1, $2, $3, $4, $5, false, 1, $6, $6)`,
        [scenario.id, LYCEE_ACTIF.id, folder.id, folder.ownerUid, scenario.title, created],
      );
      await tx.query(
        `insert into scenario_versions (scenario_id, version, content, created_at, created_by)
         values ($1, 1, $2, $3, $4)`,
        [scenario.id, JSON.stringify(scenario.content), created, folder.ownerUid],
      );
    }
  }
}

async function seedSessions(tx: Queryable, today: Date): Promise<void> {
  for (const session of demoSessions) {
    const startsAt = sessionStartsAt(today, session);
    const released =
      session.resultsReleasedAfterDays === undefined
        ? null
        : new Date(startsAt.getTime() + session.resultsReleasedAfterDays * DAY_MS);
    await tx.query(
      `insert into sessions (id, organisation_id, scenario_id, scenario_version, trainer_uid, title, starts_at,
         duration_minutes, place, status, debrief_model, results_released_at, created_at)
       values ($1, $2, $3, 1, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        session.id,
        LYCEE_ACTIF.id,
        session.scenarioId,
        session.trainerUid,
        session.title,
        startsAt,
        session.durationMinutes,
        session.place,
        session.status,
        session.debriefModel,
        released,
        dayAtHour(today, Math.min(session.startsInDays, 0) - 10, 15),
      ],
    );
    // The scenario's material becomes the session's checklist, as planning one does (POST /api/sessions).
    await tx.query(
      `update sessions set checklist = (select coalesce(jsonb_agg(jsonb_build_object('label', m.label, 'done', false) order by m.position), '[]'::jsonb)
         from scenario_versions v, jsonb_array_elements_text(v.content->'material') with ordinality as m(label, position)
         where v.scenario_id = $2 and v.version = 1)
       where id = $1`,
      [session.id, session.scenarioId],
    );
    for (const participant of session.participants) {
      await tx.query(
        `insert into session_participants (session_id, user_uid, session_role, confirmed_at) values ($1, $2, $3, $4)`,
        [session.id, participant.uid, participant.role, participant.confirmed ? dayAtHour(today, Math.min(session.startsInDays, 0) - 7, 18) : null],
      );
    }
  }

  const pastStart = sessionStartsAt(today, PAST_SESSION);
  for (const [index, event] of pastSessionRunLog.entries()) {
    await tx.query(
      `insert into run_log_events (id, session_id, kind, at, author_uid, payload) values ($1, $2, $3, $4, $5, $6)`,
      [
        demoUuid(`run-log:${PAST_SESSION.id}:${index}`),
        PAST_SESSION.id,
        event.kind,
        // The index keeps events of the same minute in their order.
        new Date(pastStart.getTime() + event.minutesAfterStart * MINUTE_MS + index * 1000),
        PAST_SESSION.trainerUid,
        JSON.stringify(event.payload),
      ],
    );
  }
  const pastEnd = new Date(pastStart.getTime() + PAST_SESSION.durationMinutes * MINUTE_MS);
  for (const note of pastSessionDebriefNotes) {
    await tx.query('insert into debrief_notes (session_id, phase, body, updated_at) values ($1, $2, $3, $4)', [
      PAST_SESSION.id,
      note.phase,
      note.body,
      pastEnd,
    ]);
  }
  for (const evaluation of pastSessionEvaluations) {
    await tx.query(
      'insert into evaluations (session_id, learner_uid, scores, comment, updated_at) values ($1, $2, $3, $4, $5)',
      [PAST_SESSION.id, evaluation.learnerUid, JSON.stringify(evaluation.scores), evaluation.comment, pastEnd],
    );
  }
  for (const answer of pastSessionFeedback) {
    const answeredAt = new Date(pastEnd.getTime() + DAY_MS);
    await tx.query(
      'insert into feedback (session_id, user_uid, rating, comment, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)',
      [PAST_SESSION.id, answer.uid, answer.rating, answer.comment, answeredAt],
    );
  }
}

export async function hasOrganisations(db: Database): Promise<boolean> {
  const rows = await db.query<{ found: boolean }>('select exists (select 1 from organisations) as found');
  return rows[0]?.found === true;
}
