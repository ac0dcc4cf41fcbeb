/**
 * The organisation's subscription: its paid periods (`subscription_periods`, newest first) and the
 * checkout's writes. Every function takes the organisation's scope.
 */
import type { SubscriptionPeriod } from '../../../contract/schemas/subscription';
import type { PeriodDates } from '../../../contract/payment';
import type { Queryable } from '../../db/database';
import type { OrganisationScope } from '../scope';
import { applyStartedPeriods } from './checkouts';
import { isoDate, isoTimestamp, ORGANISATION_ACTIVE } from './sql';

const PERIOD_COLUMNS = `p.id::text as id, p.plan, p.seats, ${isoDate('p.starts_on')} as starts_on, ${isoDate('p.ends_on')} as ends_on,
  p.amount_cents, case when p.paid_at is null then null else ${isoTimestamp('p.paid_at')} end as paid_at`;

/** What the checkout decides from, read with the organisation's row locked. */
export type LockedSubscription = {
  seats_used: number;
  is_active: boolean;
  subscription_end: string | null;
  /** The database's day (`current_date`), the one ORGANISATION_ACTIVE compares with. */
  today: string;
};

export function subscriptionsRepository(db: Queryable) {
  return {
    /** Paid periods, newest first (index subscription_periods_organisation_idx). */
    async history(scope: OrganisationScope): Promise<SubscriptionPeriod[]> {
      return db.query<SubscriptionPeriod>(
        `select ${PERIOD_COLUMNS} from subscription_periods p where p.organisation_id = $1 order by p.starts_on desc, p.created_at desc, p.id`,
        [scope.organisationId],
      );
    },

    /**
     * Locks the organisation's row for the rest of the transaction (two checkouts, or a checkout and an
     * invitation, wait for each other) and reads what the checkout decides from.
     */
    async lock(scope: OrganisationScope): Promise<LockedSubscription | null> {
      const locked = await db.query<{ id: string }>('select id from organisations where id = $1 for update', [scope.organisationId]);
      if (locked.length === 0) return null;
      await applyStartedPeriods(db, scope.organisationId);
      const [row] = await db.query<LockedSubscription>(
        `select (select count(*) from users u where u.organisation_id = o.id and not u.disabled)::int as seats_used,
           ${ORGANISATION_ACTIVE} as is_active, ${isoDate('o.subscription_end')} as subscription_end,
           to_char(current_date, 'YYYY-MM-DD') as today
         from organisations o where o.id = $1`,
        [scope.organisationId],
      );
      return row ?? null;
    },

    /** Applies a bought-ahead period that has started, for this organisation (its admin's page reads it). */
    async applyStartedPeriods(scope: OrganisationScope): Promise<number> {
      return applyStartedPeriods(db, scope.organisationId);
    },

    /**
     * Records a paid period; the subscription is active until its end from now on. A period that starts
     * today makes its plan and seats the organisation's at once; an extension (bought ahead) keeps the
     * running period's start, plan and seats until it starts (`applyStartedPeriods`).
     */
    async recordPaidPeriod(
      scope: OrganisationScope,
      period: PeriodDates & { id: string; plan: string; seats: number; amountCents: number; extension: boolean },
    ): Promise<SubscriptionPeriod> {
      const [row] = await db.query<SubscriptionPeriod>(
        `insert into subscription_periods as p (id, organisation_id, plan, seats, starts_on, ends_on, amount_cents, paid_at)
         values ($1, $2, $3, $4, $5, $6, $7, now())
         returning ${PERIOD_COLUMNS}`,
        [period.id, scope.organisationId, period.plan, period.seats, period.starts_on, period.ends_on, period.amountCents],
      );
      await db.query(
        `update organisations set subscription_status = 'active', subscription_end = $5::date,
           plan = case when $6::boolean then plan else $2 end,
           seats = case when $6::boolean then seats else $3 end,
           subscription_start = case when $6::boolean and subscription_start is not null then subscription_start else $4::date end
         where id = $1`,
        [scope.organisationId, period.plan, period.seats, period.starts_on, period.ends_on, period.extension],
      );
      if (!row) throw new Error('insert into subscription_periods returned nothing');
      return row;
    },
  };
}
