-- Whether the person proved their e-mail address with the identity provider (so that the users list says
-- « Non vérifiée » instead of « Actif »). The API refuses every request from an unverified identity, so the
-- first request it accepts from someone proves the address: `caller-profile` sets the flag then, once.
-- Accounts that already exist have used the product: verified. The repository creates invited and free
-- accounts unverified, until their owner's first verified request.
alter table users add column if not exists email_verified boolean not null default true;
