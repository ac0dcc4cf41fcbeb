-- The users table's orders (GET /api/auth/users `sort`), each a keyset over its own index:
-- by e-mail (with the uid, so that the key names one row), and by latest sign-in (never signed in last).
drop index if exists users_organisation_email_idx;
create index users_organisation_email_idx on users (organisation_id, email, uid);
create index users_organisation_recent_idx on users (organisation_id, (coalesce(last_sign_in_at, '-infinity'::timestamptz)) desc, uid desc);
