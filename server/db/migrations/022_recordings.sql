-- Video debriefing (docs/product.md « Enregistrements vidéo »): a session's recordings, their numbered parts as
-- the browser sends them, and who was filmed. The bytes live in the recording store (a folder by default,
-- server/api/recordings/store.ts), never in the database: a row says where they are (`storage_key`, and
-- `upload_id`, the store's handle of an upload still open: an S3 multipart upload's UploadId).

-- How long an organisation keeps its recordings after the session (days; 30 unless it says otherwise).
alter table organisations add column if not exists recording_retention_days integer not null default 30
  check (recording_retention_days between 1 and 3650);

create table if not exists recordings (
  id uuid primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  -- The session's organisation, so that every query is scoped with one predicate (002_domain.sql).
  organisation_id uuid not null references organisations (id) on delete cascade,
  started_by text references users (uid) on delete set null,
  started_at timestamptz not null default now(),
  -- null while parts still arrive; `parts` is the count the trainer's « Arrêter » sent.
  completed_at timestamptz,
  parts integer check (parts between 1 and 100000),
  bytes bigint not null default 0 check (bytes >= 0),
  duration_seconds double precision check (duration_seconds >= 0),
  storage_key text not null unique,
  upload_id text not null,
  check ((completed_at is null) = (parts is null))
);
create index if not exists recordings_session_idx on recordings (session_id, started_at, id);
create index if not exists recordings_organisation_idx on recordings (organisation_id, started_at, id);

-- A part acknowledged to the browser: stored once, its content fixed by its hash (the same part sent again is
-- acknowledged again; another content under the same number is refused).
create table if not exists recording_parts (
  recording_id uuid not null references recordings (id) on delete cascade,
  n integer not null check (n between 1 and 100000),
  bytes integer not null check (bytes between 1 and 16777216),
  sha256 text not null check (length(sha256) = 64),
  -- The store's tag for the part (S3: the ETag CompleteMultipartUpload needs).
  etag text not null,
  stored_at timestamptz not null default now(),
  primary key (recording_id, n)
);

-- Who the recording films: the session's apprenants and observateurs when it started (they had all consented).
-- The personal-data export lists a person's recordings from here; an erased account leaves no row.
create table if not exists recording_subjects (
  recording_id uuid not null references recordings (id) on delete cascade,
  user_uid text not null references users (uid) on delete cascade,
  primary key (recording_id, user_uid)
);
create index if not exists recording_subjects_user_idx on recording_subjects (user_uid, recording_id);
