-- The domain of docs/product.md §10: organisations with plan and seats, groups, documents and consents,
-- dossiers, scenarios and their versions, sessions, participants, run-log events, debriefing notes,
-- evaluations, feedback, subscription periods and the audit log.
--
-- Conventions:
-- - Every row that belongs to an organisation carries `organisation_id`, so that a repository can scope
--   any query with one predicate (another organisation's id is simply not found).
-- - Deleting a person removes their personal data but keeps the history of the sessions they took part
--   in, anonymised: references to a user from history are `on delete set null`.
-- - Every list query has an index whose last column is the row's id, for keyset pagination.

-- Organisations: a plan, a number of seats (accounts that count) and a subscription period.
alter table organisations
  add column seats integer not null default 40 check (seats between 1 and 100000),
  add column subscription_start date,
  add column phase_durations jsonb not null default '{"briefing": 15, "scenario": 20, "debriefing": 30}'::jsonb,
  add column created_at timestamptz not null default now();

-- Users: what the users table and the purge need, beyond the profile of docs/product.md §3.
alter table users
  add column disabled boolean not null default false,
  add column invited_at timestamptz,
  add column last_sign_in_at timestamptz,
  add column purge_warned_at timestamptz,
  add column created_at timestamptz not null default now();

-- Admin's users table: sorted by name within the organisation, filtered by role or status.
create index users_organisation_name_idx on users (organisation_id, name, firstname, uid);
create index users_organisation_role_idx on users (organisation_id, role, name, firstname, uid);
create index users_organisation_email_idx on users (organisation_id, email);
-- The purge: accounts by last activity, across organisations.
create index users_last_activity_idx on users ((coalesce(last_sign_in_at, created_at)), uid);
create unique index users_email_key on users (lower(email));

-- A paid period of an organisation's subscription (the subscription page's history).
create table subscription_periods (
  id uuid primary key,
  organisation_id uuid not null references organisations (id) on delete cascade,
  plan text not null,
  seats integer not null check (seats between 1 and 100000),
  starts_on date not null,
  ends_on date not null,
  amount_cents integer not null default 0 check (amount_cents >= 0),
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  check (ends_on >= starts_on)
);
create index subscription_periods_organisation_idx on subscription_periods (organisation_id, starts_on desc, id);

-- Groups ("IFSI 2A – groupe 1"): tags of an organisation, and who is in them.
create table tags (
  id uuid primary key,
  organisation_id uuid not null references organisations (id) on delete cascade,
  name text not null check (length(name) between 1 and 120),
  created_at timestamptz not null default now(),
  unique (organisation_id, name),
  unique (organisation_id, id)
);

create table tag_members (
  tag_id uuid not null references tags (id) on delete cascade,
  user_uid text not null references users (uid) on delete cascade,
  primary key (tag_id, user_uid)
);
create index tag_members_user_idx on tag_members (user_uid, tag_id);

-- The charte and the autorisation d'enregistrement, each versioned per organisation.
create table documents (
  id uuid primary key,
  organisation_id uuid not null references organisations (id) on delete cascade,
  kind text not null check (kind in ('charte', 'autorisation_enregistrement')),
  version integer not null check (version >= 1),
  title text not null,
  body text not null,
  published_at timestamptz not null default now(),
  published_by text references users (uid) on delete set null,
  unique (organisation_id, kind, version)
);

-- Consent is a record (granted, maybe withdrawn), never a bare flag (CNIL): provable and withdrawable.
create table consents (
  id uuid primary key,
  document_id uuid not null references documents (id) on delete cascade,
  user_uid text not null references users (uid) on delete cascade,
  granted_at timestamptz not null default now(),
  withdrawn_at timestamptz,
  check (withdrawn_at is null or withdrawn_at >= granted_at)
);
create index consents_user_idx on consents (user_uid, granted_at desc, id);
create index consents_document_idx on consents (document_id, user_uid) where withdrawn_at is null;

-- A teacher's dossiers.
create table folders (
  id uuid primary key,
  organisation_id uuid references organisations (id) on delete cascade,
  owner_uid text not null references users (uid) on delete cascade,
  name text not null check (length(name) between 1 and 120),
  created_at timestamptz not null default now(),
  unique (owner_uid, name)
);
create index folders_owner_idx on folders (owner_uid, name, id);

-- A scenario: its identity and where it lives; its content is in its versions.
create table scenarios (
  id uuid primary key,
  organisation_id uuid references organisations (id) on delete cascade,
  folder_id uuid not null references folders (id) on delete cascade,
  author_uid text references users (uid) on delete set null,
  title text not null check (length(title) between 1 and 200),
  -- Shared with the organisation's library: other teachers may read and copy it.
  shared boolean not null default false,
  current_version integer not null default 1 check (current_version >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index scenarios_folder_idx on scenarios (folder_id, title, id);
create index scenarios_author_idx on scenarios (author_uid, updated_at desc, id);
create index scenarios_library_idx on scenarios (organisation_id, title, id) where shared;

-- Every save is a new version; a session points at the version it was planned with.
-- `content` holds the SoFraSimS fields and the graph (validated by the contract's schema).
create table scenario_versions (
  scenario_id uuid not null references scenarios (id) on delete cascade,
  version integer not null check (version >= 1),
  content jsonb not null,
  created_at timestamptz not null default now(),
  created_by text references users (uid) on delete set null,
  primary key (scenario_id, version)
);

-- One run of one scenario version.
create table sessions (
  id uuid primary key,
  organisation_id uuid references organisations (id) on delete cascade,
  scenario_id uuid references scenarios (id) on delete set null,
  scenario_version integer,
  trainer_uid text references users (uid) on delete set null,
  title text not null check (length(title) between 1 and 200),
  starts_at timestamptz not null,
  duration_minutes integer not null check (duration_minutes between 5 and 1440),
  place text not null default '',
  status text not null default 'planifiée'
    check (status in ('planifiée', 'en cours', 'débriefing', 'terminée', 'annulée')),
  debrief_model text not null default 'PEARLS'
    check (debrief_model in ('PEARLS', 'GAS', 'réaction/analyse/synthèse')),
  checklist jsonb not null default '[]'::jsonb,
  results_released_at timestamptz,
  created_at timestamptz not null default now(),
  foreign key (scenario_id, scenario_version) references scenario_versions (scenario_id, version) on delete set null (scenario_version)
);
create index sessions_organisation_starts_idx on sessions (organisation_id, starts_at, id);
create index sessions_trainer_starts_idx on sessions (trainer_uid, starts_at, id);
create index sessions_organisation_status_idx on sessions (organisation_id, status, starts_at, id);

create table session_participants (
  id bigint generated always as identity primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  -- null once the person's account is deleted: the session's history stays, anonymised.
  user_uid text references users (uid) on delete set null,
  session_role text not null check (session_role in ('apprenant', 'observateur', 'patient simulé')),
  confirmed_at timestamptz,
  unique (session_id, user_uid)
);
create index session_participants_user_idx on session_participants (user_uid, session_id);

-- The run log: timestamped events of a session (phase started, state reached, transition taken, note).
create table run_log_events (
  id uuid primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  kind text not null check (kind in ('phase_started', 'state_reached', 'transition_taken', 'note')),
  at timestamptz not null default now(),
  author_uid text references users (uid) on delete set null,
  payload jsonb not null default '{}'::jsonb
);
create index run_log_events_session_idx on run_log_events (session_id, at, id);

create table debrief_notes (
  session_id uuid not null references sessions (id) on delete cascade,
  phase text not null check (length(phase) between 1 and 60),
  body text not null default '',
  updated_at timestamptz not null default now(),
  primary key (session_id, phase)
);

-- Results per learner; students see them only once the session's results are released.
create table evaluations (
  id bigint generated always as identity primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  learner_uid text references users (uid) on delete set null,
  scores jsonb not null default '{}'::jsonb,
  comment text not null default '',
  updated_at timestamptz not null default now(),
  unique (session_id, learner_uid)
);
create index evaluations_learner_idx on evaluations (learner_uid, session_id);

-- A student's satisfaction answer (1–5 and a comment), once per session.
create table feedback (
  id bigint generated always as identity primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  user_uid text references users (uid) on delete set null,
  rating integer not null check (rating between 1 and 5),
  comment text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (session_id, user_uid)
);
create index feedback_user_idx on feedback (user_uid, session_id);

-- Every change by an admin or the operator: who, what, when, on what.
create table audit_log (
  id bigint generated always as identity primary key,
  organisation_id uuid references organisations (id) on delete set null,
  actor_uid text,
  action text not null check (length(action) between 1 and 80),
  target text,
  detail jsonb not null default '{}'::jsonb,
  at timestamptz not null default now()
);
create index audit_log_organisation_idx on audit_log (organisation_id, at desc, id desc);
create index audit_log_at_idx on audit_log (at desc, id desc);
