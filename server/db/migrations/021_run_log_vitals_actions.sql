-- The room's new run-log events (docs/product.md, the room): `vitals_changed` (the trainer changes vital signs
-- without a transition, at once or as a trend) and `action` (a quick action of the scenario tapped). Their facts
-- (`vitals`, `over_seconds`, `action_id`, and `learner_uids` on a note or an action) live in the event's payload
-- like every other event's; only the kinds the table admits change.
alter table run_log_events drop constraint if exists run_log_events_kind_check;
alter table run_log_events add constraint run_log_events_kind_check
  check (kind in ('phase_started', 'state_reached', 'transition_taken', 'note', 'paused', 'resumed', 'correction', 'vitals_changed', 'action'));
