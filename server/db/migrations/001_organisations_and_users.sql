-- Organisations: the subscription drives access (docs/product.md §1, §4).
create table organisations (
  id uuid primary key,
  name text not null,
  plan text not null,
  subscription_status text not null
    check (subscription_status in ('active', 'trialing', 'past_due', 'canceled', 'expired')),
  subscription_end date
);

-- One row per Firebase account that has a profile; the Firebase uid is the key.
create table users (
  uid text primary key,
  id serial unique not null,
  email text not null,
  role text not null check (role in ('admin', 'hyperadmin', 'enseignant', 'etudiant')),
  organisation_id uuid references organisations (id) on delete set null,
  firstname text not null default '',
  name text not null default '',
  display_name text,
  photo_url text,
  account_type text not null check (account_type in ('organisation', 'gratuit')),
  admin boolean not null default false,
  sessions_users_tags text[] not null default '{}',
  record_auth boolean not null default false,
  charter_compliance boolean
);

create index users_organisation_id_idx on users (organisation_id);
