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

-- A writer that inserts a session already begun (the demo world's seed, an import, the volume world) and does
-- not know of `started_at`: it began at its planned time. The API itself records the real start when the
-- session moves to « en cours » (server/api/repositories/sessions.ts, `markStarted`).
create or replace function sessions_started_at_default() returns trigger language plpgsql as $$
begin
  if new.started_at is null and new.status in ('en cours', 'débriefing', 'terminée') then
    new.started_at := new.starts_at;
  end if;
  return new;
end;
$$;
drop trigger if exists sessions_started_at_default on sessions;
create trigger sessions_started_at_default before insert on sessions
  for each row execute function sessions_started_at_default();
