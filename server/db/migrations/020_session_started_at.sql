-- A session keeps two times: the one it was planned for (`starts_at`, what people were invited to and what
-- lists are ordered by) and the moment its scenario actually began (`started_at`, null until then).
--
-- Starting a session used to overwrite `starts_at` with the moment it started: the planned time was lost,
-- two devices showed different start times in the header (one read before, one after the start), and a
-- session started early left the students' « À venir » for the past before it was over.
alter table sessions add column if not exists started_at timestamptz;

-- Sessions that have already started: their real start is the first « scénario » phase of their run log;
-- a log without one (seeded or imported history) falls back to `starts_at`, which the old rule had set to
-- the moment it started.
update sessions s
   set started_at = coalesce(
     (select min(e.at) from run_log_events e
       where e.session_id = s.id and e.kind = 'phase_started' and e.payload ->> 'phase' = 'scénario'),
     s.starts_at)
 where s.status in ('en cours', 'débriefing', 'terminée') and s.started_at is null;
