-- Demonstration requests sent from the contact page: kept here first, then e-mailed to
-- the team, so that a request is never lost to a mail server that does not answer (`mailed_at` stays null
-- and the row is still there to read). The privacy policy's « Demandes de contact » says what is kept and
-- for how long (three years after the last exchange). The limit per client address counts in
-- signup_attempts, under `demo-request:<address>` keys.
create table if not exists demo_requests (
  id uuid primary key,
  name text not null,
  email text not null,
  organisation text not null,
  role text not null check (role in ('enseignant', 'administrateur', 'autre')),
  message text not null default '',
  -- The visitor ticked « J’accepte d’être recontacté » (the API refuses the request otherwise).
  consented_at timestamptz not null,
  created_at timestamptz not null default now(),
  mailed_at timestamptz
);
create index if not exists demo_requests_created_at_idx on demo_requests (created_at);
