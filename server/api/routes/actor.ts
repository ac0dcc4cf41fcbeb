import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../../contract/policy';

/** The caller of an authenticated route; the caller plugin has set it before any handler runs. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`${request.method} ${request.url}: route authentifiée sans appelant`);
  return request.actor;
}
