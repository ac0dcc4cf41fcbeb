/** `POST /api/signup` (public): a free account (`gratuit`, no organisation), docs/product.md §11.11 `/signup`. */
import { Type, type Static } from '@sinclair/typebox';
import { NEW_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../passwords';
import { LiteralUnion } from './envelope';

export const SIGNUP_ROLES = ['enseignant', 'etudiant'] as const;

export const SignupBody = Type.Object(
  {
    firstname: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: Type.String({ minLength: NEW_PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
    role: LiteralUnion(SIGNUP_ROLES),
    /** The CGU accepted: nothing else is accepted. */
    cgu: Type.Literal(true),
  },
  { additionalProperties: false },
);
export type SignupBody = Static<typeof SignupBody>;

export const SignupResult = Type.Object({ email: Type.String(), verification_sent: Type.Boolean() }, { additionalProperties: false });
export type SignupResult = Static<typeof SignupResult>;
