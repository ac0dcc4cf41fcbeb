/**
 * The authorisation matrix (docs/product.md §12.4) of authorisationMatrix.test.ts, for every endpoint that
 * changes something: each role × own organisation / other organisation / inactive organisation / no
 * token, against the real server and real emulator tokens. The expectations are written out by hand
 * from docs/product.md §12, not derived from contract/policy.ts: this table is the check on the policy.
 *
 * The columns are the read matrix's:
 * - own: the role's account of Lycée Actif (active), about its own organisation (the hyperadmin, who
 *   has none, names Lycée Actif with `organisation=`);
 * - other: the same account names Collège Inactif with `organisation=`: a member stays scoped to their
 *   own organisation whatever they send; the hyperadmin acts on the other one;
 * - inactive: the role's account of Collège Inactif (the hyperadmin names Collège Inactif);
 * - none: no token.
 *
 * The matrix must change nothing, so every request is one a permitted caller gets refused after the
 * policy has let it through (docs/product.md §12: authorisation comes before validation), never executed:
 * - '400 corps': the body is a JSON array where every body schema wants an object (« Corps de requête
 *   invalide. »);
 * - '400 JSON': a route without a body schema (DELETE /api/me) gets a body that is not JSON at all,
 *   which Fastify refuses while parsing, after the policy's onRequest hook (« Requête invalide. »);
 * - '404': a route without a body names a resource that does not exist (« Ressource introuvable. »).
 * So '400 …' and '404' mean "let through by the policy"; '403 rôle' is « Action non autorisée pour
 * votre rôle. », '403 abonnement' « Abonnement de l'organisation inactif. », '401' « Authentification
 * requise. ». The last test checks that every table of the database is as it was before.
 */
import {
  DEMO_SCENARIO_IDS,
  DEMO_UIDS,
  GROUPE_1,
  GROUPE_2,
  NEXT_MONTH_SESSION,
  PAST_SESSION,
  PEDIATRIE,
} from '../../server/seed/demoWorld';
import { INACTIF, MATRIX_EMAILS, requestFor, type Role } from './matrixColumns';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

type Expected = '400 corps' | '400 JSON' | '404' | '401' | '403 rôle' | '403 abonnement';

/** No resource of the demo world has this id. */
const NOWHERE = '6f1c1d2e-0b7a-4c1e-9d3f-000000000000';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `body`: what is sent as the JSON body; none for a route that takes no body. */
type Call = { method: Method; path: (organisation: string) => string; body?: string };

/** A JSON array: valid JSON that no body schema accepts. */
const NOT_AN_OBJECT = '[]';
/** Not JSON: refused by the parser, for a route whose body nothing validates. */
const NOT_JSON = '{';

const call = (method: Method, path: (organisation: string) => string, body?: string): Call => ({ method, path, body });

/** Each write endpoint, with the organisation it is asked about. */
const ENDPOINTS: Record<string, Call> = {
  'POST /api/auth/users': call('POST', (id) => `/api/auth/users?organisation=${id}`, NOT_AN_OBJECT),
  'PATCH /api/auth/users/:uid': call('PATCH', (id) => `/api/auth/users/${NOWHERE}?organisation=${id}`, NOT_AN_OBJECT),
  'DELETE /api/auth/users/:uid': call('DELETE', (id) => `/api/auth/users/${NOWHERE}?organisation=${id}`),
  'POST /api/auth/users/:uid/invitation': call('POST', (id) => `/api/auth/users/${NOWHERE}/invitation?organisation=${id}`),
  'POST /api/auth/users/import': call('POST', (id) => `/api/auth/users/import?dryRun=true&organisation=${id}`, NOT_AN_OBJECT),
  'POST /api/inactive-users/warn': call('POST', () => '/api/inactive-users/warn', NOT_AN_OBJECT),
  'POST /api/inactive-users/purge': call('POST', () => '/api/inactive-users/purge', NOT_AN_OBJECT),
  'POST /api/folders': call('POST', (id) => `/api/folders?organisation=${id}`, NOT_AN_OBJECT),
  'PATCH /api/folders/:id': call('PATCH', (id) => `/api/folders/${NOWHERE}?organisation=${id}`, NOT_AN_OBJECT),
  'DELETE /api/folders/:id': call('DELETE', (id) => `/api/folders/${NOWHERE}?organisation=${id}`),
  'PATCH /api/me': call('PATCH', () => '/api/me', NOT_AN_OBJECT),
  'DELETE /api/me': call('DELETE', () => '/api/me', NOT_JSON),
  'PATCH /api/organisation': call('PATCH', (id) => `/api/organisation?organisation=${id}`, NOT_AN_OBJECT),
  'POST /api/scenarios': call('POST', (id) => `/api/scenarios?organisation=${id}`, NOT_AN_OBJECT),
  'PUT /api/scenarios/:id': call('PUT', (id) => `/api/scenarios/${NOWHERE}?organisation=${id}`, NOT_AN_OBJECT),
  'PATCH /api/scenarios/:id': call('PATCH', (id) => `/api/scenarios/${NOWHERE}?organisation=${id}`, NOT_AN_OBJECT),
  'DELETE /api/scenarios/:id': call('DELETE', (id) => `/api/scenarios/${NOWHERE}?organisation=${id}`),
  'POST /api/scenarios/:id/duplicate': call('POST', (id) => `/api/scenarios/${NOWHERE}/duplicate?organisation=${id}`, NOT_AN_OBJECT),
  'POST /api/sessions': call('POST', (id) => `/api/sessions?organisation=${id}`, NOT_AN_OBJECT),
  'PATCH /api/sessions/:id': call('PATCH', (id) => `/api/sessions/${NOWHERE}?organisation=${id}`, NOT_AN_OBJECT),
  'PUT /api/sessions/:id/participants': call('PUT', (id) => `/api/sessions/${NOWHERE}/participants?organisation=${id}`, NOT_AN_OBJECT),
  'PATCH /api/sessions/:id/trainer': call('PATCH', (id) => `/api/sessions/${NOWHERE}/trainer?organisation=${id}`, NOT_AN_OBJECT),
  'POST /api/sessions/:id/events': call('POST', (id) => `/api/sessions/${NOWHERE}/events?organisation=${id}`, NOT_AN_OBJECT),
  'PUT /api/sessions/:id/debrief/:phase': call('PUT', (id) => `/api/sessions/${NOWHERE}/debrief/analyse?organisation=${id}`, NOT_AN_OBJECT),
  'PUT /api/sessions/:id/checklist/:index': call('PUT', (id) => `/api/sessions/${NOWHERE}/checklist/0?organisation=${id}`, NOT_AN_OBJECT),
  'PUT /api/sessions/:id/evaluations/:learner': call('PUT', (id) => `/api/sessions/${NOWHERE}/evaluations/someone?organisation=${id}`, NOT_AN_OBJECT),
  'POST /api/sessions/:id/evaluations/release': call('POST', (id) => `/api/sessions/${NOWHERE}/evaluations/release?organisation=${id}`),
  'POST /api/sessions/:id/monitor-link': call('POST', (id) => `/api/sessions/${NOWHERE}/monitor-link?organisation=${id}`),
  'DELETE /api/sessions/:id/monitor-link': call('DELETE', (id) => `/api/sessions/${NOWHERE}/monitor-link?organisation=${id}`),
  'POST /api/sessions/:id/recordings': call('POST', (id) => `/api/sessions/${NOWHERE}/recordings?organisation=${id}`),
  'PUT /api/sessions/:id/recordings/:rid/parts/:n': call('PUT', (id) => `/api/sessions/${NOWHERE}/recordings/${NOWHERE}/parts/1?organisation=${id}`),
  'POST /api/sessions/:id/recordings/:rid/complete': call('POST', (id) => `/api/sessions/${NOWHERE}/recordings/${NOWHERE}/complete?organisation=${id}`, NOT_AN_OBJECT),
  'POST /api/sessions/:id/confirmation': call('POST', (id) => `/api/sessions/${NOWHERE}/confirmation?organisation=${id}`),
  'POST /api/sessions/:id/feedback': call('POST', (id) => `/api/sessions/${NOWHERE}/feedback?organisation=${id}`, NOT_AN_OBJECT),
  'POST /api/signup': call('POST', () => '/api/signup', NOT_AN_OBJECT),
  'POST /api/demo-requests': call('POST', () => '/api/demo-requests', NOT_AN_OBJECT),
  'PATCH /api/organisations/:id': call('PATCH', (id) => `/api/organisations/${id}`, NOT_AN_OBJECT),
  'POST /api/tags': call('POST', (id) => `/api/tags?organisation=${id}`, NOT_AN_OBJECT),
  'PATCH /api/tags/:id': call('PATCH', (id) => `/api/tags/${NOWHERE}?organisation=${id}`, NOT_AN_OBJECT),
  'DELETE /api/tags/:id': call('DELETE', (id) => `/api/tags/${NOWHERE}?organisation=${id}`),
  'POST /api/subscription/checkout': call('POST', (id) => `/api/subscription/checkout?organisation=${id}`, NOT_AN_OBJECT),
  'POST /api/documents': call('POST', (id) => `/api/documents?organisation=${id}`, NOT_AN_OBJECT),
  'POST /api/consents': call('POST', () => '/api/consents', NOT_AN_OBJECT),
  'DELETE /api/consents/:id': call('DELETE', () => `/api/consents/${NOWHERE}`),
};

//                                                     role          own          other        inactive          none
const MATRIX: [endpoint: string, role: Role, own: Expected, other: Expected, inactive: Expected, none: Expected][] = [
  // The organisation's accounts: its admin (docs/product.md §12.3 users), not while the subscription is inactive.
  ['POST /api/auth/users', 'admin', '400 corps', '400 corps', '403 abonnement', '401'],
  ['POST /api/auth/users', 'hyperadmin', '400 corps', '400 corps', '400 corps', '401'],
  ['POST /api/auth/users', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/auth/users', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['PATCH /api/auth/users/:uid', 'admin', '400 corps', '400 corps', '403 abonnement', '401'],
  ['PATCH /api/auth/users/:uid', 'hyperadmin', '400 corps', '400 corps', '400 corps', '401'],
  ['PATCH /api/auth/users/:uid', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PATCH /api/auth/users/:uid', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['DELETE /api/auth/users/:uid', 'admin', '404', '404', '403 abonnement', '401'],
  ['DELETE /api/auth/users/:uid', 'hyperadmin', '404', '404', '404', '401'],
  ['DELETE /api/auth/users/:uid', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['DELETE /api/auth/users/:uid', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['POST /api/auth/users/:uid/invitation', 'admin', '404', '404', '403 abonnement', '401'],
  ['POST /api/auth/users/:uid/invitation', 'hyperadmin', '404', '404', '404', '401'],
  ['POST /api/auth/users/:uid/invitation', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/auth/users/:uid/invitation', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['POST /api/auth/users/import', 'admin', '400 corps', '400 corps', '403 abonnement', '401'],
  ['POST /api/auth/users/import', 'hyperadmin', '400 corps', '400 corps', '400 corps', '401'],
  ['POST /api/auth/users/import', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/auth/users/import', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  // The operator's pages: the hyperadmin only.
  ['POST /api/inactive-users/warn', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/inactive-users/warn', 'hyperadmin', '400 corps', '400 corps', '400 corps', '401'],
  ['POST /api/inactive-users/warn', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/inactive-users/warn', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['POST /api/inactive-users/purge', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/inactive-users/purge', 'hyperadmin', '400 corps', '400 corps', '400 corps', '401'],
  ['POST /api/inactive-users/purge', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/inactive-users/purge', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['PATCH /api/organisations/:id', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PATCH /api/organisations/:id', 'hyperadmin', '400 corps', '400 corps', '400 corps', '401'],
  ['PATCH /api/organisations/:id', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PATCH /api/organisations/:id', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  // A teacher's own dossiers and scenarios; the hyperadmin authors nothing.
  ['POST /api/folders', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/folders', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/folders', 'enseignant', '400 corps', '400 corps', '403 abonnement', '401'],
  ['POST /api/folders', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['PATCH /api/folders/:id', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PATCH /api/folders/:id', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PATCH /api/folders/:id', 'enseignant', '400 corps', '400 corps', '403 abonnement', '401'],
  ['PATCH /api/folders/:id', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['DELETE /api/folders/:id', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['DELETE /api/folders/:id', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['DELETE /api/folders/:id', 'enseignant', '404', '404', '403 abonnement', '401'],
  ['DELETE /api/folders/:id', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['POST /api/scenarios', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/scenarios', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/scenarios', 'enseignant', '400 corps', '400 corps', '403 abonnement', '401'],
  ['POST /api/scenarios', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['PUT /api/scenarios/:id', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PUT /api/scenarios/:id', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PUT /api/scenarios/:id', 'enseignant', '400 corps', '400 corps', '403 abonnement', '401'],
  ['PUT /api/scenarios/:id', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['PATCH /api/scenarios/:id', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PATCH /api/scenarios/:id', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PATCH /api/scenarios/:id', 'enseignant', '400 corps', '400 corps', '403 abonnement', '401'],
  ['PATCH /api/scenarios/:id', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['DELETE /api/scenarios/:id', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['DELETE /api/scenarios/:id', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['DELETE /api/scenarios/:id', 'enseignant', '404', '404', '403 abonnement', '401'],
  ['DELETE /api/scenarios/:id', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['POST /api/scenarios/:id/duplicate', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/scenarios/:id/duplicate', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/scenarios/:id/duplicate', 'enseignant', '400 corps', '400 corps', '403 abonnement', '401'],
  ['POST /api/scenarios/:id/duplicate', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  // Sessions: the teacher plans and leads them; the admin and the hyperadmin only read them.
  ['POST /api/sessions', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions', 'enseignant', '400 corps', '400 corps', '403 abonnement', '401'],
  ['POST /api/sessions', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['PATCH /api/sessions/:id', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PATCH /api/sessions/:id', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PATCH /api/sessions/:id', 'enseignant', '400 corps', '400 corps', '403 abonnement', '401'],
  ['PATCH /api/sessions/:id', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['PUT /api/sessions/:id/participants', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PUT /api/sessions/:id/participants', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PUT /api/sessions/:id/participants', 'enseignant', '400 corps', '400 corps', '403 abonnement', '401'],
  ['PUT /api/sessions/:id/participants', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  // Handing a session to another teacher: the organisation's admin, not while inactive.
  ['PATCH /api/sessions/:id/trainer', 'admin', '400 corps', '400 corps', '403 abonnement', '401'],
  ['PATCH /api/sessions/:id/trainer', 'hyperadmin', '400 corps', '400 corps', '400 corps', '401'],
  ['PATCH /api/sessions/:id/trainer', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PATCH /api/sessions/:id/trainer', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['POST /api/sessions/:id/events', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions/:id/events', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions/:id/events', 'enseignant', '400 corps', '400 corps', '403 abonnement', '401'],
  ['POST /api/sessions/:id/events', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['PUT /api/sessions/:id/debrief/:phase', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PUT /api/sessions/:id/debrief/:phase', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PUT /api/sessions/:id/debrief/:phase', 'enseignant', '400 corps', '400 corps', '403 abonnement', '401'],
  ['PUT /api/sessions/:id/debrief/:phase', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['PUT /api/sessions/:id/checklist/:index', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PUT /api/sessions/:id/checklist/:index', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PUT /api/sessions/:id/checklist/:index', 'enseignant', '400 corps', '400 corps', '403 abonnement', '401'],
  ['PUT /api/sessions/:id/checklist/:index', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['PUT /api/sessions/:id/evaluations/:learner', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PUT /api/sessions/:id/evaluations/:learner', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PUT /api/sessions/:id/evaluations/:learner', 'enseignant', '400 corps', '400 corps', '403 abonnement', '401'],
  ['PUT /api/sessions/:id/evaluations/:learner', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['POST /api/sessions/:id/evaluations/release', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions/:id/evaluations/release', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions/:id/evaluations/release', 'enseignant', '404', '404', '403 abonnement', '401'],
  ['POST /api/sessions/:id/evaluations/release', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],
  // The patient monitor's link: the session's trainer (docs/product.md §14.2).
  ['POST /api/sessions/:id/monitor-link', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions/:id/monitor-link', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions/:id/monitor-link', 'enseignant', '404', '404', '403 abonnement', '401'],
  ['POST /api/sessions/:id/monitor-link', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['DELETE /api/sessions/:id/monitor-link', 'admin', '404', '404', '403 abonnement', '401'],
  ['DELETE /api/sessions/:id/monitor-link', 'hyperadmin', '404', '404', '404', '401'],
  ['DELETE /api/sessions/:id/monitor-link', 'enseignant', '404', '404', '403 abonnement', '401'],
  ['DELETE /api/sessions/:id/monitor-link', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['POST /api/sessions/:id/recordings', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions/:id/recordings', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions/:id/recordings', 'enseignant', '404', '404', '403 abonnement', '401'],
  ['POST /api/sessions/:id/recordings', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PUT /api/sessions/:id/recordings/:rid/parts/:n', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PUT /api/sessions/:id/recordings/:rid/parts/:n', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PUT /api/sessions/:id/recordings/:rid/parts/:n', 'enseignant', '404', '404', '403 abonnement', '401'],
  ['PUT /api/sessions/:id/recordings/:rid/parts/:n', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions/:id/recordings/:rid/complete', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions/:id/recordings/:rid/complete', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions/:id/recordings/:rid/complete', 'enseignant', '400 corps', '400 corps', '403 abonnement', '401'],
  ['POST /api/sessions/:id/recordings/:rid/complete', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  // The student confirms and gives feedback on the sessions they take part in.
  ['POST /api/sessions/:id/confirmation', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions/:id/confirmation', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions/:id/confirmation', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions/:id/confirmation', 'etudiant', '404', '404', '403 abonnement', '401'],

  ['POST /api/sessions/:id/feedback', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions/:id/feedback', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions/:id/feedback', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/sessions/:id/feedback', 'etudiant', '400 corps', '400 corps', '403 abonnement', '401'],

  // The person's own profile answers even when the organisation is inactive.
  ['PATCH /api/me', 'admin', '400 corps', '400 corps', '400 corps', '401'],
  ['PATCH /api/me', 'hyperadmin', '400 corps', '400 corps', '400 corps', '401'],
  ['PATCH /api/me', 'enseignant', '400 corps', '400 corps', '400 corps', '401'],
  ['PATCH /api/me', 'etudiant', '400 corps', '400 corps', '400 corps', '401'],

  ['DELETE /api/me', 'admin', '400 JSON', '400 JSON', '400 JSON', '401'],
  ['DELETE /api/me', 'hyperadmin', '400 JSON', '400 JSON', '400 JSON', '401'],
  ['DELETE /api/me', 'enseignant', '400 JSON', '400 JSON', '400 JSON', '401'],
  ['DELETE /api/me', 'etudiant', '400 JSON', '400 JSON', '400 JSON', '401'],

  // Anybody may sign up, with a token or without: the body decides.
  ['POST /api/signup', 'admin', '400 corps', '400 corps', '400 corps', '400 corps'],
  ['POST /api/signup', 'hyperadmin', '400 corps', '400 corps', '400 corps', '400 corps'],
  ['POST /api/signup', 'enseignant', '400 corps', '400 corps', '400 corps', '400 corps'],
  ['POST /api/signup', 'etudiant', '400 corps', '400 corps', '400 corps', '400 corps'],

  // Anybody may ask for a demonstration, with a token or without: the body decides.
  ['POST /api/demo-requests', 'admin', '400 corps', '400 corps', '400 corps', '400 corps'],
  ['POST /api/demo-requests', 'hyperadmin', '400 corps', '400 corps', '400 corps', '400 corps'],
  ['POST /api/demo-requests', 'enseignant', '400 corps', '400 corps', '400 corps', '400 corps'],
  ['POST /api/demo-requests', 'etudiant', '400 corps', '400 corps', '400 corps', '400 corps'],

  // The organisation's settings, groups and documents: its admin, not while inactive.
  ['PATCH /api/organisation', 'admin', '400 corps', '400 corps', '403 abonnement', '401'],
  ['PATCH /api/organisation', 'hyperadmin', '400 corps', '400 corps', '400 corps', '401'],
  ['PATCH /api/organisation', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PATCH /api/organisation', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['POST /api/tags', 'admin', '400 corps', '400 corps', '403 abonnement', '401'],
  ['POST /api/tags', 'hyperadmin', '400 corps', '400 corps', '400 corps', '401'],
  ['POST /api/tags', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/tags', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['PATCH /api/tags/:id', 'admin', '400 corps', '400 corps', '403 abonnement', '401'],
  ['PATCH /api/tags/:id', 'hyperadmin', '400 corps', '400 corps', '400 corps', '401'],
  ['PATCH /api/tags/:id', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['PATCH /api/tags/:id', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['DELETE /api/tags/:id', 'admin', '404', '404', '403 abonnement', '401'],
  ['DELETE /api/tags/:id', 'hyperadmin', '404', '404', '404', '401'],
  ['DELETE /api/tags/:id', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['DELETE /api/tags/:id', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['POST /api/documents', 'admin', '400 corps', '400 corps', '403 abonnement', '401'],
  ['POST /api/documents', 'hyperadmin', '400 corps', '400 corps', '400 corps', '401'],
  ['POST /api/documents', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/documents', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  // The admin of an inactive organisation pays its subscription: that is how it comes back.
  ['POST /api/subscription/checkout', 'admin', '400 corps', '400 corps', '400 corps', '401'],
  ['POST /api/subscription/checkout', 'hyperadmin', '400 corps', '400 corps', '400 corps', '401'],
  ['POST /api/subscription/checkout', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['POST /api/subscription/checkout', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  // Everybody consents for themselves; withdrawing still answers when the organisation is inactive.
  ['POST /api/consents', 'admin', '400 corps', '400 corps', '403 abonnement', '401'],
  ['POST /api/consents', 'hyperadmin', '400 corps', '400 corps', '400 corps', '401'],
  ['POST /api/consents', 'enseignant', '400 corps', '400 corps', '403 abonnement', '401'],
  ['POST /api/consents', 'etudiant', '400 corps', '400 corps', '403 abonnement', '401'],

  ['DELETE /api/consents/:id', 'admin', '404', '404', '404', '401'],
  ['DELETE /api/consents/:id', 'hyperadmin', '404', '404', '404', '401'],
  ['DELETE /api/consents/:id', 'enseignant', '404', '404', '404', '401'],
  ['DELETE /api/consents/:id', 'etudiant', '404', '404', '404', '401'],
];

const ANSWERS: Record<Expected, { status: number; message: string }> = {
  '400 corps': { status: 400, message: 'Corps de requête invalide.' },
  '400 JSON': { status: 400, message: 'Requête invalide.' },
  '404': { status: 404, message: 'Ressource introuvable.' },
  '401': { status: 401, message: 'Authentification requise.' },
  '403 rôle': { status: 403, message: 'Action non autorisée pour votre rôle.' },
  '403 abonnement': { status: 403, message: 'Abonnement de l’organisation inactif.' },
};

let api: TestApi;
const tokens = new Map<string, string>();
/** Every table's content before the matrix ran. */
let before: Record<string, string>;

/** A fingerprint of every row of every table: the matrix must leave all of them as they were. */
async function world(): Promise<Record<string, string>> {
  const tables = await api.db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
  );
  const fingerprints: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await api.db.query<{ rows: number; digest: string | null }>(
      // Less what using the API records by itself (caller.ts): the sign-in time of the matrix's fresh tokens,
      // and the day's activity (any authenticated request counts as use).
      `select count(*)::int as rows, md5(string_agg(r.row, '|' order by r.row)) as digest
       from (select (to_jsonb(t) - 'last_sign_in_at' - 'last_active_at')::text as row from "${name}" t) r`,
    );
    fingerprints[name] = `${row?.rows ?? 0} ${row?.digest ?? ''}`;
  }
  return fingerprints;
}

beforeAll(async () => {
  // Some 600 requests in a few seconds, a third of them without a token: the rate limits are another test's subject.
  api = await testApi({ rateLimits: false });
  const emails = [...MATRIX_EMAILS, 'enseignant2@actif.demo.test'];
  for (const email of emails) tokens.set(email, await signIn(email));
  before = await world();
  // The database, eight sign-ins and a read of every table: more than one database hook on a loaded machine.
}, 4 * DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

function send(endpoint: string, organisation: string, token: string | undefined) {
  const { method, path, body } = ENDPOINTS[endpoint] ?? call('POST', () => '/api/inconnu');
  const headers: Record<string, string> = { ...(token ? bearer(token) : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  return api.request(path(organisation), { method, headers, body });
}

const CASES = MATRIX.flatMap(([endpoint, role, own, other, inactive, none]) =>
  (
    [
      ['own', own],
      ['other', other],
      ['inactive', inactive],
      ['none', none],
    ] as const
  ).map(([column, expected]) => [endpoint, role, column, expected] as const),
);

test('the matrix covers every write endpoint for every role', () => {
  expect(Object.keys(ENDPOINTS)).toHaveLength(44);
  for (const endpoint of Object.keys(ENDPOINTS)) {
    expect(MATRIX.filter(([name]) => name === endpoint).map(([, role]) => role).sort()).toEqual(['admin', 'enseignant', 'etudiant', 'hyperadmin']);
  }
  expect(MATRIX).toHaveLength(Object.keys(ENDPOINTS).length * 4);
});

test('every write endpoint of the OpenAPI document is in the matrix', async () => {
  const response = await api.request('/api/openapi.json');
  const paths = (response.body as unknown as { paths: Record<string, Record<string, unknown>> }).paths;
  const written = Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  expect(written.sort()).toEqual(Object.keys(ENDPOINTS).sort());
});

test.each(CASES)('%s · %s · %s → %s', async (endpoint, role, column, expected) => {
  const { email, organisation } = requestFor(role, column);
  const token = email === undefined ? undefined : tokens.get(email);
  const response = await send(endpoint, organisation, token);
  expect({ status: response.status, body: response.body }).toEqual({ status: ANSWERS[expected].status, body: { success: false, message: ANSWERS[expected].message } });
});

describe('the hyperadmin names the organisation it acts on', () => {
  test.each([
    ['DELETE', `/api/auth/users/${NOWHERE}`],
    ['POST', `/api/auth/users/${NOWHERE}/invitation`],
    ['DELETE', `/api/tags/${NOWHERE}`],
  ] as const)('%s %s without organisation= → 400', async (method, path) => {
    const response = await api.request(path, { method, headers: bearer(tokens.get('hyper@demo.test') ?? '') });
    expect(response).toMatchObject({ status: 400, body: { success: false, message: 'Paramètre «\u00a0organisation\u00a0» requis pour l’hyperadministrateur.' } });
  });
});

/**
 * The matrix's permitted callers name resources that do not exist. Here they name real ones that are
 * not theirs, with a body that would be accepted: docs/product.md §12 answers 404, as if they did not
 * exist, and nothing changes (the last test checks it).
 */
describe('another organisation’s or another person’s resource is not found', () => {
  const emmasConsent = async () =>
    (await api.db.query<{ id: string }>('select id from consents where user_uid = $1 order by id limit 1', [DEMO_UIDS.etudiant]))[0]?.id ?? '';

  test.each([
    // Another organisation's: Lycée Actif's admin on Collège Inactif's admin.
    ['admin@actif.demo.test', 'PATCH', `/api/auth/users/${DEMO_UIDS.adminInactif}?organisation=${INACTIF}`, { disabled: false }],
    ['admin@actif.demo.test', 'POST', `/api/auth/users/${DEMO_UIDS.adminInactif}/invitation?organisation=${INACTIF}`, undefined],
    // The hyperadmin acting on Collège Inactif does not reach Lycée Actif's people and groups.
    ['hyper@demo.test', 'PATCH', `/api/auth/users/${DEMO_UIDS.etudiant}?organisation=${INACTIF}`, { disabled: false }],
    ['hyper@demo.test', 'POST', `/api/auth/users/${DEMO_UIDS.etudiant}/invitation?organisation=${INACTIF}`, undefined],
    ['hyper@demo.test', 'PATCH', `/api/tags/${GROUPE_1.id}?organisation=${INACTIF}`, { name: GROUPE_1.name }],
    ['hyper@demo.test', 'DELETE', `/api/tags/${GROUPE_2.id}?organisation=${INACTIF}`, undefined],
    // Another teacher's dossier, scenario and sessions, in the same organisation.
    ['enseignant2@actif.demo.test', 'PATCH', `/api/folders/${PEDIATRIE.id}`, { name: PEDIATRIE.name }],
    ['enseignant2@actif.demo.test', 'DELETE', `/api/scenarios/${DEMO_SCENARIO_IDS.bronchiolite}`, undefined],
    ['enseignant2@actif.demo.test', 'PATCH', `/api/sessions/${NEXT_MONTH_SESSION.id}`, { status: 'annulée' }],
    ['enseignant2@actif.demo.test', 'POST', `/api/sessions/${PAST_SESSION.id}/evaluations/release`, undefined],
    // Lycée Actif's session, asked about as Collège Inactif's by the hyperadmin.
    ['hyper@demo.test', 'PATCH', `/api/sessions/${PAST_SESSION.id}/trainer?organisation=${INACTIF}`, { trainer_uid: DEMO_UIDS.enseignant2 }],
    // A session Emma does not take part in.
    ['etudiant@actif.demo.test', 'POST', `/api/sessions/${NEXT_MONTH_SESSION.id}/confirmation`, undefined],
  ] as const)('%s %s %s → 404', async (email, method, path, body) => {
    const headers = { ...bearer(tokens.get(email) ?? ''), ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    const response = await api.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    expect(response).toMatchObject({ status: 404, body: { success: false, message: 'Ressource introuvable.' } });
  });

  test('the admin does not withdraw a member’s consent', async () => {
    const consent = await emmasConsent();
    expect(consent).toMatch(/^[0-9a-f-]{36}$/);
    const response = await api.request(`/api/consents/${consent}`, { method: 'DELETE', headers: bearer(tokens.get('admin@actif.demo.test') ?? '') });
    expect(response).toMatchObject({ status: 404, body: { success: false, message: 'Ressource introuvable.' } });
  });
});

// Last: Jest runs a file's tests in order, so this sees what the matrix left behind.
test('the matrix changed nothing in the demo world', async () => {
  expect(await world()).toEqual(before);
  expect(api.mailer.sent).toEqual([]);
}, DATABASE_HOOK_TIMEOUT_MS);
