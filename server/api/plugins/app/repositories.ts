/**
 * The repositories over the database, whose connection failures become 503s (availability.ts), and
 * `app.transaction(work)`: the same repositories over one transaction, for the operations that must
 * be whole or not at all (an invitation's profile and groups, a consent and its projection, an erasure).
 */
import fp from 'fastify-plugin';
import type { Database, Queryable } from '../../../db/database';
import { reportingUnavailability } from '../../availability';
import { repositories, type Repositories } from '../../repositories';
import { ScenarioContentCache } from '../../repositories/scenarioContents';

/** A database; test doubles that only answer queries may leave out transactions (routes that need one then fail loudly). */
export type ApiDatabase = Queryable & Partial<Pick<Database, 'transaction' | 'listen'>>;

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
    /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
    transaction<T>(work: (repositories: Repositories, tx: Queryable) => Promise<T>): Promise<T>;
  }
}

export default fp<{ db: ApiDatabase }>(
  async (app, { db }) => {
    const answered = () => app.incidents.answered('database');
    // Scenario versions never change: read once per process, outside transactions (scenarioContents.ts).
    app.decorate('repositories', repositories(reportingUnavailability(db, answered), { scenarioContents: new ScenarioContentCache() }));
    app.decorate('transaction', <T>(work: (repositories: Repositories, tx: Queryable) => Promise<T>): Promise<T> => {
      if (!db.transaction) throw new Error('Cette base ne permet pas les transactions');
      return db.transaction((tx) => {
        const reporting = reportingUnavailability(tx, answered);
        return work(repositories(reporting), reporting);
      });
    });
  },
  { name: 'repositories', dependencies: ['errors'] },
);
