/** One repository per resource, over the same database. */
import type { Queryable } from '../../db/database';
import { auditLogRepository } from './auditLog';
import { callersRepository } from './callers';
import { checkoutsRepository } from './checkouts';
import { demoRequestsRepository } from './demoRequests';
import { documentsRepository } from './documents';
import { foldersRepository } from './folders';
import { monitorLinksRepository } from './monitorLinks';
import { organisationsRepository } from './organisations';
import { personalDataRepository } from './personalData';
import { scenariosRepository } from './scenarios';
import type { ScenarioContentCache } from './scenarioContents';
import { sessionsRepository } from './sessions';
import { signupAttemptsRepository } from './signupAttempts';
import { subscriptionsRepository } from './subscriptions';
import { tagsRepository } from './tags';
import { usersRepository } from './users';

/**
 * `scenarioContents`: the process's cache of scenario versions, given to the repositories outside a
 * transaction only (scenarioContents.ts says why).
 */
export function repositories(db: Queryable, { scenarioContents }: { scenarioContents?: ScenarioContentCache } = {}) {
  return {
    auditLog: auditLogRepository(db),
    callers: callersRepository(db),
    checkouts: checkoutsRepository(db),
    demoRequests: demoRequestsRepository(db),
    documents: documentsRepository(db),
    folders: foldersRepository(db),
    monitorLinks: monitorLinksRepository(db),
    organisations: organisationsRepository(db),
    personalData: personalDataRepository(db),
    scenarios: scenariosRepository(db),
    sessions: sessionsRepository(db, scenarioContents),
    signupAttempts: signupAttemptsRepository(db),
    subscriptions: subscriptionsRepository(db),
    tags: tagsRepository(db),
    users: usersRepository(db),
  };
}
export type Repositories = ReturnType<typeof repositories>;
