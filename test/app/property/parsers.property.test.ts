import fc from 'fast-check';
import { parseProfileResponse } from '../../../src/features/auth/profile';
import { organisationAccessFromResult, parseOrganisationBody } from '../../../src/features/organisation/parseOrganisation';
import { ROLES } from '../../../contract/roles';

const SPEC_MESSAGES = ["Réponse inattendue de l'API.", 'Erreur inconnue', 'Erreur réseau ou serveur.'];

/** Bodies shaped like the API's, with every field free to be anything. */
const apiLikeBody = fc.record(
  {
    success: fc.oneof(fc.constant(true), fc.constant(false), fc.jsonValue()),
    message: fc.oneof(fc.string(), fc.jsonValue()),
    data: fc.oneof(
      fc.jsonValue(),
      fc.record({ isActive: fc.oneof(fc.constantFrom('true', 'false', true, false), fc.jsonValue()) }, { requiredKeys: [] }),
    ),
  },
  { requiredKeys: [] },
);
const anyBody = fc.oneof(fc.jsonValue(), apiLikeBody, fc.string());

function apiMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const message = (body as Record<string, unknown>).message;
  return typeof message === 'string' ? message.trim() : null;
}

describe('organisation parser, for any input', () => {
  it('gives a defined state and invents no message beyond the product’s catalogue (product §8)', () => {
    fc.assert(
      fc.property(anyBody, (body) => {
        const access = parseOrganisationBody(body);
        expect(typeof access.isActive).toBe('boolean');
        if (access.isActive) expect(access.message).toBeNull();
        if (access.message !== null) {
          expect([...SPEC_MESSAGES, apiMessageOf(body)]).toContain(access.message);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('treats every HTTP status and transport failure as a state, never a throw', () => {
    const error = fc.oneof(
      fc.record({ status: fc.integer({ min: 100, max: 599 }), data: anyBody }),
      fc.record({ status: fc.constant('FETCH_ERROR' as const), error: fc.string() }),
      fc.record({ status: fc.constant('PARSING_ERROR' as const), originalStatus: fc.integer({ min: 100, max: 599 }), data: fc.string(), error: fc.string() }),
      fc.record({ status: fc.constant('TIMEOUT_ERROR' as const), error: fc.string() }),
    );
    fc.assert(
      fc.property(error, (err) => {
        const access = organisationAccessFromResult({ error: err as never });
        expect(access.isActive).toBe(false);
        expect(access.message).not.toBeNull();
        const serverSide = typeof err.status !== 'number' || err.status >= 500;
        if (serverSide) expect(access.message).toBe('Erreur réseau ou serveur.');
        else expect([...SPEC_MESSAGES, apiMessageOf((err as { data: unknown }).data)]).toContain(access.message);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('profile parser, for any input', () => {
  it('gives null or a profile with a known role', () => {
    const profileLike = fc.record({ success: fc.oneof(fc.constant(true), fc.jsonValue()), data: fc.oneof(fc.jsonValue(), fc.record({ id: fc.oneof(fc.integer(), fc.string(), fc.jsonValue()), role: fc.oneof(fc.constantFrom(...ROLES), fc.string()) }, { requiredKeys: [] })) }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), profileLike), (body) => {
        const profile = parseProfileResponse(body);
        if (profile !== null) {
          expect(ROLES).toContain(profile.role);
          expect(Array.isArray(profile.sessions_users_tags)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
