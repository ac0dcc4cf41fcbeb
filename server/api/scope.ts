/**
 * The organisation a request may touch. Only `scopeOf` makes one, from the verified caller: a member
 * is scoped to their own organisation whatever they send; the hyperadmin names one with
 * `organisation=<id>`. Every repository function that reads or writes an organisation's rows takes a scope
 * (or a `ScopedSession`, which carries one) as a required argument, so a query that forgets it does not
 * compile, and another organisation's row is simply not found (404).
 */
import type { Actor } from '../../contract/policy';
import { ApiError } from './errors';
import { messages } from './messages';

declare const scopeBrand: unique symbol;

export type OrganisationScope = { readonly organisationId: string; readonly [scopeBrand]: true };

declare const sessionBrand: unique symbol;

/**
 * One session known to belong to a scope. What hangs from a session (its run log, notes, evaluations,
 * participants, monitor link) is read and written through it, so no such function can be handed an id
 * that nobody looked up in the caller's organisation.
 */
export type ScopedSession = { readonly scope: OrganisationScope; readonly id: string; readonly [sessionBrand]: true };

export class ScopeError extends ApiError {
  constructor(statusCode: 400 | 404, message: string) {
    super(statusCode, message);
    this.name = 'ScopeError';
  }
}

/** The scope of this actor's request; `requested` is the `organisation` query parameter. */
export function scopeOf(actor: Actor, requested: string | undefined): OrganisationScope {
  const organisationId = actor.role === 'hyperadmin' ? requested : actor.organisationId;
  if (organisationId) return { organisationId } as OrganisationScope;
  // A hyperadmin must say which organisation; a free account has none to show.
  if (actor.role === 'hyperadmin') throw new ScopeError(400, messages.organisationRequired);
  throw new ScopeError(404, messages.notFound);
}

/** A session a route found in `scope` (`sessions.facts(scope, id)`); one of another organisation is a 404. */
export function sessionInScope(scope: OrganisationScope, found: { id: string; organisationId: string }): ScopedSession {
  if (found.organisationId !== scope.organisationId) throw new ScopeError(404, messages.notFound);
  return { scope, id: found.id } as ScopedSession;
}

/**
 * A session the server's own work read by itself, with no caller to scope it (the délai timer's due runs, a
 * monitor link's target): the row's own organisation is its scope. Never for an id a request sent.
 */
export function sessionAsStored(row: { id: string; organisationId: string }): ScopedSession {
  return { scope: { organisationId: row.organisationId } as OrganisationScope, id: row.id } as ScopedSession;
}
