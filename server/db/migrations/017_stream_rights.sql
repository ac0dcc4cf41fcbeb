-- A live stream lives only as long as the right it was opened with. Every write that may take a right
-- away raises a notification on the live channel (013_live.sql), from the database itself, whoever wrote
-- it: each API process then has the streams it concerns read their right again, and close if it is gone.
--   rights:<session id>       the session's trainer or organisation changed, a participant left it, it was deleted;
--   user:<uid>                a person deactivated, deleted, given another role or organisation;
--   organisation:<id>         an organisation's subscription changed (it may have turned inactive).
-- Only those columns: the frequent writes (a person's last activity, a session's notes) notify nothing.

create or replace function simusession_notify_session_rights() returns trigger language plpgsql as $$
begin
  perform pg_notify('simusession_live', 'rights:' || old.id::text);
  return null;
end;
$$;
drop trigger if exists sessions_rights_notify on sessions;
create trigger sessions_rights_notify after update of trainer_uid, organisation_id on sessions
  for each row when (old.trainer_uid is distinct from new.trainer_uid or old.organisation_id is distinct from new.organisation_id)
  execute function simusession_notify_session_rights();
drop trigger if exists sessions_deleted_notify on sessions;
create trigger sessions_deleted_notify after delete on sessions
  for each row execute function simusession_notify_session_rights();

create or replace function simusession_notify_participant_rights() returns trigger language plpgsql as $$
begin
  perform pg_notify('simusession_live', 'rights:' || old.session_id::text);
  return null;
end;
$$;
drop trigger if exists session_participants_rights_notify on session_participants;
create trigger session_participants_rights_notify after delete or update of user_uid, session_id on session_participants
  for each row execute function simusession_notify_participant_rights();

create or replace function simusession_notify_user_rights() returns trigger language plpgsql as $$
begin
  perform pg_notify('simusession_live', 'user:' || old.uid);
  return null;
end;
$$;
drop trigger if exists users_rights_notify on users;
create trigger users_rights_notify after update of disabled, role, organisation_id on users
  for each row when (old.disabled is distinct from new.disabled or old.role is distinct from new.role or old.organisation_id is distinct from new.organisation_id)
  execute function simusession_notify_user_rights();
drop trigger if exists users_deleted_notify on users;
create trigger users_deleted_notify after delete on users
  for each row execute function simusession_notify_user_rights();

create or replace function simusession_notify_organisation_rights() returns trigger language plpgsql as $$
begin
  perform pg_notify('simusession_live', 'organisation:' || old.id::text);
  return null;
end;
$$;
drop trigger if exists organisations_rights_notify on organisations;
create trigger organisations_rights_notify after update of subscription_status, subscription_end on organisations
  for each row when (old.subscription_status is distinct from new.subscription_status or old.subscription_end is distinct from new.subscription_end)
  execute function simusession_notify_organisation_rights();
