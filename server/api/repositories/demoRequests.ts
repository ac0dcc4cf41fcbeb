import { randomUUID } from 'node:crypto';
import type { DemoRequestRole } from '../../../contract/contact';
import type { Queryable } from '../../db/database';

export type NewDemoRequest = { name: string; email: string; organisation: string; role: DemoRequestRole; message: string };

export function demoRequestsRepository(db: Queryable) {
  return {
    /** Keeps a request (its consent given now); returns its id. */
    async insert(request: NewDemoRequest): Promise<string> {
      const id = randomUUID();
      await db.query(
        `insert into demo_requests (id, name, email, organisation, role, message, consented_at) values ($1, $2, $3, $4, $5, $6, now())`,
        [id, request.name, request.email, request.organisation, request.role, request.message],
      );
      return id;
    },

    /** The team's e-mail about the request has left. */
    async markMailed(id: string): Promise<void> {
      await db.query('update demo_requests set mailed_at = now() where id = $1', [id]);
    },
  };
}
