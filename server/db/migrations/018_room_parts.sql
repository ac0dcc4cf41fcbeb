-- Several devices in one room: the debriefing notes (one row per phase, already) and the checklist are saved
-- part by part, and each write is pushed to the session's other devices like the run log is (013_live.sql):
-- the database notifies `notes:<session id>` whoever wrote, and each API process sends its streams the
-- session's notes and checklist as they now are.
create or replace function simusession_notify_debrief_notes() returns trigger language plpgsql as $$
begin
  perform pg_notify('simusession_live', 'notes:' || new.session_id::text);
  return null;
end;
$$;
drop trigger if exists debrief_notes_notify on debrief_notes;
create trigger debrief_notes_notify after insert or update on debrief_notes
  for each row execute function simusession_notify_debrief_notes();

create or replace function simusession_notify_checklist() returns trigger language plpgsql as $$
begin
  perform pg_notify('simusession_live', 'notes:' || new.id::text);
  return null;
end;
$$;
drop trigger if exists sessions_checklist_notify on sessions;
create trigger sessions_checklist_notify after update of checklist on sessions
  for each row when (old.checklist is distinct from new.checklist) execute function simusession_notify_checklist();

-- A learner's evaluation changed after the results were published: the learner is told so on their result.
alter table evaluations add column changed_after_release_at timestamptz;
