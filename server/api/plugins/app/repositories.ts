/** The repositories over the database, whose connection failures become 503s (availability.ts). */
import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/database';
import { reportingUnavailability } from '../../availability';
import { repositories, type Repositories } from '../../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export default fp<{ db: Queryable }>(
  async (app, { db }) => {
    app.decorate('repositories', repositories(reportingUnavailability(db, () => app.incidents.answered('database'))));
  },
  { name: 'repositories', dependencies: ['errors'] },
);
