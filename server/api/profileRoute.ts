import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import type { AccountType, Role } from '../db/columns';
import { authenticate, type TokenVerifier } from './authenticate';
import { messages } from './messages';
import { failure, responses } from './schemas';

/** What the front end parses (spec §3, "Signed-in user"), minus what it reads from Firebase itself. */
export type Profile = {
  id: number;
  uid: string;
  email: string;
  displayName: string | null;
  role: Role;
  uid_organisation: string | null;
  admin: boolean;
  organisation: string | null;
  firstname: string;
  name: string;
  photoURL: string | null;
  account_type: AccountType;
  sessions_users_tags: string[];
  record_auth: boolean;
  charter_compliance: boolean | null;
};

type ProfileRow = {
  id: number;
  uid: string;
  email: string;
  display_name: string | null;
  role: Role;
  organisation_id: string | null;
  admin: boolean;
  organisation_name: string | null;
  firstname: string;
  name: string;
  photo_url: string | null;
  account_type: Profile['account_type'];
  sessions_users_tags: string[];
  record_auth: boolean;
  charter_compliance: boolean | null;
};

const nullable = (type: string) => ({ type: [type, 'null'] });

const profileSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    uid: { type: 'string' },
    email: { type: 'string' },
    displayName: nullable('string'),
    role: { type: 'string' },
    uid_organisation: nullable('string'),
    admin: { type: 'boolean' },
    organisation: nullable('string'),
    firstname: { type: 'string' },
    name: { type: 'string' },
    photoURL: nullable('string'),
    account_type: { type: 'string' },
    sessions_users_tags: { type: 'array', items: { type: 'string' } },
    record_auth: { type: 'boolean' },
    charter_compliance: nullable('boolean'),
  },
} as const;

export async function findProfile(db: Queryable, uid: string): Promise<Profile | null> {
  const [row] = await db.query<ProfileRow>(
    `select u.id, u.uid, u.email, u.display_name, u.role, u.organisation_id, u.admin,
       o.name as organisation_name, u.firstname, u.name, u.photo_url, u.account_type,
       u.sessions_users_tags, u.record_auth, u.charter_compliance
     from users u left join organisations o on o.id = u.organisation_id
     where u.uid = $1`,
    [uid],
  );
  if (!row) return null;
  return {
    id: row.id,
    uid: row.uid,
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    uid_organisation: row.organisation_id,
    admin: row.admin,
    organisation: row.organisation_name,
    firstname: row.firstname,
    name: row.name,
    photoURL: row.photo_url,
    account_type: row.account_type,
    sessions_users_tags: row.sessions_users_tags,
    record_auth: row.record_auth,
    // The charter concerns teachers only (spec §3).
    charter_compliance: row.role === 'enseignant' ? row.charter_compliance : null,
  };
}

/**
 * GET /api/auth/users/profile — the profile of the caller of the Bearer token.
 * An unverified e-mail gets no profile (403): the spec counts such an account as signed out.
 */
export function registerProfileRoute(app: FastifyInstance, db: Queryable, verifier: TokenVerifier): void {
  app.get(
    '/api/auth/users/profile',
    { schema: { response: responses(profileSchema, [401, 403]) } },
    async (request, reply) => {
      const authentication = await authenticate(request.headers.authorization, verifier);
      if (!authentication.ok) {
        return reply.code(401).header('WWW-Authenticate', 'Bearer').send(failure(authentication.message));
      }
      if (authentication.token.email_verified !== true) {
        return reply.code(403).send(failure(messages.emailNotVerified));
      }
      const profile = await findProfile(db, authentication.token.uid);
      if (!profile) return failure(messages.profileMissing);
      return { success: true, message: '', data: profile };
    },
  );
}
