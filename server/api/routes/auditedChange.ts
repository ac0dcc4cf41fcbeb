import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { messages } from '../messages';
import type { OrganisationScope } from '../scope';

type AuditedChange<T> = {
  scope: OrganisationScope;
  action: string;
  /** The organisation as the route answers it; null when it does not exist. */
  read: () => Promise<T | null>;
  /** Writes the change; may refuse it from what the organisation was before. */
  change: (before: NoInfer<T>) => Promise<unknown>;
  /** The fields the change may touch: the audit log keeps them before and after. */
  fields: readonly (keyof NoInfer<T>)[];
};

/**
 * An organisation's change that the audit log records (docs/product.md §12): read, changed, read
 * again, so that the log says what the change did and the route answers what is now stored.
 */
export async function auditedOrganisationChange<T extends { id: string }>(
  app: FastifyInstance,
  request: FastifyRequest,
  { scope, action, read, change, fields }: AuditedChange<T>,
): Promise<T> {
  const before = await read();
  if (!before) throw notFound(messages.organisationUnknown);
  await change(before);
  const after = await read();
  if (!after) throw notFound(messages.organisationUnknown);
  const pick = (organisation: T) => Object.fromEntries(fields.map((field) => [field, organisation[field]]));
  await app.audit(request, { action, target: after.id, detail: { before: pick(before), after: pick(after) }, scope });
  return after;
}
