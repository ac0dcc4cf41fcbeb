-- The rate limits' counters, shared by every API process on this database (issue "beyond one process"):
-- one row per key (`user:<uid>`, `anonymous:<address>`, `organisation:<address>`), a fixed window that
-- starts at the key's first request. Unlogged: no WAL to write on every request, and a crash that
-- empties the table only resets the counters, which is safe (a window restarts).
create unlogged table if not exists rate_limit_counters (
  key text primary key,
  window_started_at timestamptz not null,
  hits integer not null
);
create index if not exists rate_limit_counters_window_idx on rate_limit_counters (window_started_at);
