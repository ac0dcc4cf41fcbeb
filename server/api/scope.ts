/**
 * The organisation a request may touch. Only `scopeOf` makes one, from the verified caller: a member
 * is scoped to their own organisation whatever they send; the hyperadmin names one with
 * `organisation=<id>`. Every repository function takes a scope as a required argument, so a query
 * that forgets it does not compile, and another organisation's row is simply not found (404).
 */
import type { Actor } from '../../contract/policy';
import { ApiError } from './errors';
import { messages } from './messages';

declare const scopeBrand: unique symbol;

export type OrganisationScope = { readonly organisationId: string; readonly [scopeBrand]: true };

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
