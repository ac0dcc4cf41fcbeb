-- The `délai` timer's agenda: each running session's next due moment, kept beside the session.
--
-- Before, every API process read every clock event of every running session once a second to find what
-- was due: a session paused and resumed thirty thousand times made each round take seconds, for every
-- organisation. Now a round asks the index below for the sessions whose moment has come (and for the
-- soonest moment, to sleep until it); it reads nothing of the others, whatever their logs' length.
--
-- `run_due_at` is never later than the moment something may fire: the API stores the exact moment
-- (server/api/runSchedule.ts) in the transaction that writes the clock event (state reached, correction,
-- pause, resume, phase) or fires the transition. The triggers below are the safety net for writers that
-- do not know the scenario's graph (a script, the seeds, a migration): they make the session due at once,
-- and the timer, which reads the graph, decides and stores the exact moment (or none).
alter table sessions add column if not exists run_due_at timestamptz;
create index if not exists sessions_run_due_idx on sessions (run_due_at) where run_due_at is not null;

-- The run's clock is read from the entry into the current state on (server/api/repositories/sessions.ts,
-- `clockLog`, `decisionLog`): these find that entry, and the last pause or resume before it, without walking
-- the events after it however many there are.
create index if not exists run_log_events_entries_idx on run_log_events (session_id, seq)
  where kind in ('state_reached', 'correction');
create index if not exists run_log_events_pauses_idx on run_log_events (session_id, seq)
  where kind in ('paused', 'resumed');
-- A trainer's transition is decided with the last one taken (a second exit from the state just left is told
-- apart from a transition that was never offered): found at once, however many notes and pauses followed it.
create index if not exists run_log_events_exits_idx on run_log_events (session_id, seq)
  where kind = 'transition_taken';

-- Sessions already running when this migration runs: due now, the timer decides.
update sessions set run_due_at = now() where status = 'en cours';

-- A session that starts running is due at once; one that stops running has nothing due.
create or replace function simusession_run_due_on_status() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or old.status is distinct from new.status then
    new.run_due_at := case when new.status = 'en cours' then clock_timestamp() else null end;
  end if;
  return new;
end;
$$;
drop trigger if exists sessions_run_due on sessions;
create trigger sessions_run_due before insert or update of status on sessions
  for each row execute function simusession_run_due_on_status();

-- Clock events of running sessions: due at once (the writer that knows the graph sets the exact moment
-- right after, in the same transaction). One update per session and statement, however many rows it inserts.
create or replace function simusession_run_due_on_events() returns trigger language plpgsql as $$
begin
  update sessions set run_due_at = clock_timestamp()
  where status = 'en cours' and id in (
    select session_id from inserted where kind in ('phase_started', 'state_reached', 'correction', 'paused', 'resumed'));
  return null;
end;
$$;
drop trigger if exists run_log_events_run_due on run_log_events;
create trigger run_log_events_run_due after insert on run_log_events
  referencing new table as inserted
  for each statement execute function simusession_run_due_on_events();
