-- Live push (docs/product.md §14.1 "Live"): every write that a stream shows raises a notification on
-- one channel, `simusession_live`, from the database itself. Every writer (any API process, the `délai`
-- timer, a script) then notifies without knowing it, and every API process LISTENing forwards it to the
-- streams it holds. The payload is `<what>:<session id>`; the listener reads what changed from the tables
-- (a notification is a hint, never the data: nothing is lost if two of them are folded into one).

-- `seq` must be the commit order, or a stream that has sent seq 11 would never send a seq 10 committed
-- after it. Run-log inserts therefore take one transaction-scoped lock before their rows get their seq
-- (a statement trigger runs before the identity's default is drawn): writers of the log wait for each
-- other's commit, a few milliseconds for a click, and nothing else is held.
create or replace function simusession_run_log_order() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock(7240013);
  return null;
end;
$$;
drop trigger if exists run_log_events_order on run_log_events;
create trigger run_log_events_order before insert on run_log_events
  for each statement execute function simusession_run_log_order();

create or replace function simusession_notify_run_log() returns trigger language plpgsql as $$
begin
  perform pg_notify('simusession_live', 'run:' || new.session_id::text);
  return null;
end;
$$;
drop trigger if exists run_log_events_notify on run_log_events;
create trigger run_log_events_notify after insert on run_log_events
  for each row execute function simusession_notify_run_log();

create or replace function simusession_notify_status() returns trigger language plpgsql as $$
begin
  perform pg_notify('simusession_live', 'status:' || new.id::text);
  return null;
end;
$$;
drop trigger if exists sessions_status_notify on sessions;
create trigger sessions_status_notify after update of status on sessions
  for each row when (old.status is distinct from new.status) execute function simusession_notify_status();

-- A revoked link (deleted) or a replaced one (another token): its monitor's stream closes at once.
create or replace function simusession_notify_monitor_link() returns trigger language plpgsql as $$
begin
  perform pg_notify('simusession_live', 'link:' || old.session_id::text);
  return null;
end;
$$;
drop trigger if exists monitor_links_notify on monitor_links;
create trigger monitor_links_notify after delete or update of token_hash on monitor_links
  for each row execute function simusession_notify_monitor_link();
