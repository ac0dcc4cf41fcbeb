-- Activity for the purge of inactive accounts, which never erases someone who uses the product. The token's `auth_time` and the provider's
-- last sign-in stay where they were when a person keeps using the product with refreshed tokens, so a
-- daily user could look inactive for years. `last_active_at` is the last day the person used the API
-- (any authenticated request, written at most once a day) or refreshed a token with the provider.
alter table users add column if not exists last_active_at timestamptz;

-- The purge lists accounts by their last activity: the latest of the three dates, or the creation.
drop index if exists users_last_activity_idx;
create index users_last_activity_idx on users ((greatest(last_sign_in_at, last_active_at, created_at)), uid);
