/**
 * The organisation's subscription, for its admin (docs/product.md §12.3 subscription): `GET /api/subscription`
 * and `POST /api/subscription/checkout`. Prices are never sent by the browser: the server computes the
 * amount from `contract/plans.ts`. The card fields use the patterns of `contract/payment.ts`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CARD_CVC_PATTERN, CARD_EXPIRY_PATTERN, CARD_NUMBER_MAX_LENGTH, CARD_NUMBER_PATTERN } from '../payment';
import { PLAN_IDS } from '../plans';
import { DateTime, LiteralUnion, Nullable, Ok, Uuid } from './envelope';
import { Organisation } from './organisation';

/** The hyperadmin names the organisation (`organisation=<id>`); an admin's own is implied. */
export const SubscriptionQuery = Type.Object({ organisation: Type.Optional(Uuid) }, { additionalProperties: false });
export type SubscriptionQuery = Static<typeof SubscriptionQuery>;

/** One paid period (a row of `subscription_periods`). */
export const SubscriptionPeriod = Type.Object(
  {
    id: Type.String(),
    plan: Type.String(),
    seats: Type.Integer(),
    starts_on: Type.String({ format: 'date' }),
    ends_on: Type.String({ format: 'date' }),
    /** Paid, VAT included, in euro cents. */
    amount_cents: Type.Integer(),
    paid_at: Nullable(DateTime),
  },
  { additionalProperties: false },
);
export type SubscriptionPeriod = Static<typeof SubscriptionPeriod>;

/** The organisation's plan, seats (used / total), status and period, and its paid periods, newest first. */
export const Subscription = Type.Object(
  { ...Organisation.properties, history: Type.Array(SubscriptionPeriod) },
  { additionalProperties: false },
);
export type Subscription = Static<typeof Subscription>;
export const SubscriptionResponse = Ok(Subscription);
export type SubscriptionResponse = Static<typeof SubscriptionResponse>;

/** A plan's id, in a request (LiteralUnion: Fastify's type provider types it precisely). */
export const PlanIdSchema = LiteralUnion(PLAN_IDS);

/** `POST /api/subscription/checkout`: a year of `seats` seats of `plan`, paid with this card. */
export const CheckoutBody = Type.Object(
  {
    plan: PlanIdSchema,
    seats: Type.Integer({ minimum: 1, maximum: 100_000 }),
    card_number: Type.String({ pattern: CARD_NUMBER_PATTERN, maxLength: CARD_NUMBER_MAX_LENGTH }),
    card_expiry: Type.Optional(Type.String({ pattern: CARD_EXPIRY_PATTERN })),
    card_cvc: Type.Optional(Type.String({ pattern: CARD_CVC_PATTERN })),
    /**
     * The client's key for this payment attempt: the same key sent twice (a double click, a retry after a
     * lost answer) is one checkout, charged once. A new attempt (another card after a refusal) takes a new
     * key. Required: without it no repeat could be recognised, and a retry would be a second payment.
     */
    idempotency_key: Uuid,
  },
  { additionalProperties: false },
);
export type CheckoutBody = Static<typeof CheckoutBody>;

/** The period just paid, the organisation as it now is, and the payment provider's reference. */
export const CheckoutResult = Type.Object(
  { period: SubscriptionPeriod, organisation: Organisation, payment_reference: Type.String() },
  { additionalProperties: false },
);
export type CheckoutResult = Static<typeof CheckoutResult>;
export const CheckoutResponse = Ok(CheckoutResult);
export type CheckoutResponse = Static<typeof CheckoutResponse>;
