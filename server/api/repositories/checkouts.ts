/**
 * Checkouts: the record of a payment, written before the card is charged and closed after.
 * `pending` → `paid` (with its period, in the same transaction as the period) or `failed`.
 */
import type { PeriodDates } from '../../../contract/payment';
import type { Queryable } from '../../db/database';
import type { OrganisationScope } from '../scope';
import { isoDate } from './sql';

export type CheckoutStatus = 'pending' | 'paid' | 'failed';

export type CheckoutRecord = PeriodDates & {
  id: string;
  organisation_id: string;
  status: CheckoutStatus;
  plan: string;
  seats: number;
  amount_cents: number;
  extension: boolean;
  actor_uid: string | null;
  card_last4: string | null;
  payment_reference: string | null;
  failure: string | null;
  period_id: string | null;
};

const COLUMNS = `c.id::text as id, c.organisation_id::text as organisation_id, c.status, c.plan, c.seats, c.amount_cents,
  ${isoDate('c.starts_on')} as starts_on, ${isoDate('c.ends_on')} as ends_on, c.extension, c.actor_uid, c.card_last4,
  c.payment_reference, c.failure, c.period_id::text as period_id`;

/**
 * Applies the plan and seats of bought-ahead periods that have started (an extension's period applies when
 * it starts, not when it is paid); `organisationId` limits it to one organisation. Returns how many changed.
 */
export async function applyStartedPeriods(db: Queryable, organisationId: string | null = null): Promise<number> {
  // The latest started period of each organisation gives its plan and seats; every started one is then applied.
  const rows = await db.query(
    `with started as (
       select c.id, c.organisation_id, p.plan, p.seats, p.starts_on
       from checkouts c join subscription_periods p on p.id = c.period_id
       where c.status = 'paid' and c.extension and c.applied_at is null and p.starts_on <= current_date
         and ($1::uuid is null or c.organisation_id = $1::uuid)
     ), latest as (
       select distinct on (organisation_id) organisation_id, plan, seats from started order by organisation_id, starts_on desc
     ), changed as (
       update organisations o set plan = latest.plan, seats = latest.seats from latest where o.id = latest.organisation_id returning o.id
     )
     update checkouts c set applied_at = now() from started where c.id = started.id returning c.id`,
    [organisationId],
  );
  return rows.length;
}

export function checkoutsRepository(db: Queryable) {
  return {
    /** Every organisation's bought-ahead periods that have started (the housekeeping's hourly pass). */
    applyStartedPeriods: () => applyStartedPeriods(db),

    async byKey(scope: OrganisationScope, idempotencyKey: string): Promise<CheckoutRecord | null> {
      const [row] = await db.query<CheckoutRecord>(`select ${COLUMNS} from checkouts c where c.organisation_id = $1 and c.idempotency_key = $2`, [
        scope.organisationId,
        idempotencyKey,
      ]);
      return row ?? null;
    },

    async insertPending(
      scope: OrganisationScope,
      checkout: PeriodDates & { id: string; idempotencyKey: string; plan: string; seats: number; amountCents: number; extension: boolean; actorUid: string; cardLast4: string },
    ): Promise<CheckoutRecord> {
      const [row] = await db.query<CheckoutRecord>(
        `insert into checkouts as c (id, organisation_id, idempotency_key, status, plan, seats, amount_cents, starts_on, ends_on, extension, actor_uid, card_last4)
         values ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, $9, $10, $11) returning ${COLUMNS}`,
        [
          checkout.id,
          scope.organisationId,
          checkout.idempotencyKey,
          checkout.plan,
          checkout.seats,
          checkout.amountCents,
          checkout.starts_on,
          checkout.ends_on,
          checkout.extension,
          checkout.actorUid,
          checkout.cardLast4,
        ],
      );
      if (!row) throw new Error('insert into checkouts returned nothing');
      return row;
    },

    /** A failed checkout whose refusal said nothing about the card (service down) may be tried again. */
    async reopen(id: string): Promise<void> {
      await db.query(`update checkouts set status = 'pending', failure = null, updated_at = now() where id = $1 and status = 'failed'`, [id]);
    },

    async markFailed(id: string, failure: string): Promise<void> {
      await db.query(`update checkouts set status = 'failed', failure = $2, updated_at = now() where id = $1 and status = 'pending'`, [id, failure]);
    },

    /** Marks a pending (or abandoned) checkout paid; false when another request already completed it. */
    async markPaid(id: string, reference: string, periodId: string): Promise<boolean> {
      const rows = await db.query(
        `update checkouts set status = 'paid', payment_reference = $2, period_id = $3, failure = null, updated_at = now()
         where id = $1 and (status = 'pending' or (status = 'failed' and failure = 'abandoned')) returning 1`,
        [id, reference, periodId],
      );
      return rows.length > 0;
    },

    /** Locks one checkout's row (the completion of a pending checkout happens once). */
    async lock(id: string): Promise<CheckoutRecord | null> {
      const [row] = await db.query<CheckoutRecord>(`select ${COLUMNS} from checkouts c where c.id = $1 for update`, [id]);
      return row ?? null;
    },

    /** Pending checkouts older than `seconds`: those whose answer was lost (the reconciliation's work). */
    async pendingOlderThan(seconds: number, limit = 100): Promise<CheckoutRecord[]> {
      return db.query<CheckoutRecord>(
        `select ${COLUMNS} from checkouts c where c.status = 'pending' and c.created_at < now() - make_interval(secs => $1::double precision)
         order by c.created_at limit $2`,
        [seconds, limit],
      );
    },
  };
}
