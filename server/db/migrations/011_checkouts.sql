-- Checkouts: a record written before the card is charged, so that no charge is ever without
-- its trace. `pending` → `paid` (the period is written in the same transaction) or `failed`. The client's
-- idempotency key makes a double click or a retry the same checkout; the checkout's id is the key the
-- payment provider receives, so the provider charges it once. A pending checkout whose answer was lost is
-- completed (or closed as failed) by the reconciliation step, which asks the provider what happened.
create table if not exists checkouts (
  id uuid primary key,
  organisation_id uuid not null references organisations (id) on delete cascade,
  idempotency_key uuid not null,
  status text not null check (status in ('pending', 'paid', 'failed')),
  plan text not null,
  seats integer not null check (seats between 1 and 100000),
  amount_cents integer not null check (amount_cents >= 0),
  starts_on date not null,
  ends_on date not null,
  extension boolean not null,
  actor_uid text,
  card_last4 text,
  payment_reference text,
  failure text,
  period_id uuid references subscription_periods (id) on delete set null,
  -- A period bought ahead (an extension) applies its plan and seats when it starts, not when it is paid:
  -- when that was done (null: not yet, or not an extension).
  applied_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organisation_id, idempotency_key)
);
create index if not exists checkouts_pending_idx on checkouts (created_at) where status = 'pending';
