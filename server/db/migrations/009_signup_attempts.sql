-- Sign-up attempts, against abuse: at most 10 an hour per client address and 3 a day per e-mail address.
-- One row per attempt, keyed by `address:<ip>` or `email:<sha-256 of the lower-cased address>` (no e-mail
-- address is kept here). Rows older than a day are deleted as new attempts come in, and daily by the API.
-- In the database rather than a process's memory so that every API process counts against the same limit.
create table if not exists signup_attempts (
  key text not null,
  attempted_at timestamptz not null default now()
);
create index if not exists signup_attempts_key_idx on signup_attempts (key, attempted_at);
