/**
 * `POST /api/demo-requests` (public): a demonstration asked for from the contact page, stored and
 * e-mailed to the team. The form checks the same bounds before sending (src/pages/public/ContactPage.tsx).
 */
import { Type, type Static } from '@sinclair/typebox';
import { DEMO_REQUEST_LIMITS, DEMO_REQUEST_ROLES } from '../contact';
import { EMAIL_MAX_LENGTH } from '../emailAddress';
import { LiteralUnion } from './envelope';

export const DemoRequestBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: DEMO_REQUEST_LIMITS.name, pattern: '\\S' }),
    email: Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH }),
    organisation: Type.String({ minLength: 1, maxLength: DEMO_REQUEST_LIMITS.organisation, pattern: '\\S' }),
    role: LiteralUnion(DEMO_REQUEST_ROLES),
    message: Type.Optional(Type.String({ maxLength: DEMO_REQUEST_LIMITS.message })),
    /** Consent to be contacted about this request: nothing else is accepted. */
    consent: Type.Literal(true),
    /**
     * A field people never see (hidden from sight and from assistive technology): a robot filling every
     * input fills it too, and its request is answered as any other but neither stored nor e-mailed.
     */
    website: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type DemoRequestBody = Static<typeof DemoRequestBody>;

export const DemoRequestResult = Type.Object({ received: Type.Literal(true) }, { additionalProperties: false });
export type DemoRequestResult = Static<typeof DemoRequestResult>;
