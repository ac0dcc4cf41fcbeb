/** One repository per resource, over the same database. */
import type { Queryable } from '../../db/database';
import { auditLogRepository } from './auditLog';
import { callersRepository } from './callers';
import { checkoutsRepository } from './checkouts';
import { demoRequestsRepository } from './demoRequests';
import { documentsRepository } from './documents';
import { evaluationsRepository } from './evaluations';
import { foldersRepository } from './folders';
import { monitorLinksRepository } from './monitorLinks';
import { organisationsRepository } from './organisations';
import { personalDataRepository } from './personalData';
import { recordingsRepository } from './recordings';
import { runLogRepository } from './runLog';
import { scenariosRepository } from './scenarios';
import type { ScenarioContentCache } from './scenarioContents';
import { sessionNotesRepository } from './sessionNotes';
import { sessionsRepository } from './sessions';
import { signupAttemptsRepository } from './signupAttempts';
import { studentsRepository } from './students';
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
    evaluations: evaluationsRepository(db),
    folders: foldersRepository(db),
    monitorLinks: monitorLinksRepository(db),
    organisations: organisationsRepository(db),
    personalData: personalDataRepository(db),
    recordings: recordingsRepository(db),
    runLog: runLogRepository(db),
    scenarios: scenariosRepository(db),
    sessionNotes: sessionNotesRepository(db),
    sessions: sessionsRepository(db, scenarioContents),
    signupAttempts: signupAttemptsRepository(db),
    students: studentsRepository(db),
    subscriptions: subscriptionsRepository(db),
    tags: tagsRepository(db),
    users: usersRepository(db),
  };
}
export type Repositories = ReturnType<typeof repositories>;
