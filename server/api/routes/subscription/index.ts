/**
 * The organisation's subscription, for its admin (docs/product.md §12.3 subscription); both answer while the
 * organisation is inactive, so that its admin can pay. The hyperadmin names the organisation.
 *
 * GET /api/subscription · POST /api/subscription/checkout
 *
 * The checkout computes the amount from `contract/plans.ts` (never from the browser) and runs the
 * payment through a checkout record (server/api/payments/checkout.ts: reserve, charge with an idempotency
 * key, complete): a double click or a retry charges once, a lost answer is reconciled. A paid period
 * makes the subscription active until its end at once, so the organisation check of every member says
 * "active" from now on. The audit entry keeps the card's last four digits, never the number.
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paymentMessages } from '../../../../contract/messages';
import { cardLastFour } from '../../../../contract/payment';
import { planById, quote, seatCountProblem } from '../../../../contract/plans';
import { CheckoutBody, CheckoutResult, Subscription, SubscriptionQuery } from '../../../../contract/schemas/subscription';
import { ApiError, notFound } from '../../errors';
import { checkout } from '../../payments/checkout';
import { messages } from '../../messages';
import { ok, responses } from '../../schemas';

const subscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/subscription',
    {
      config: { action: 'subscription.read' },
      schema: {
        tags: ['abonnement'],
        summary: 'Abonnement de l’organisation et historique des périodes payées',
        querystring: SubscriptionQuery,
        response: responses(Subscription, [404]),
      },
    },
    async (request) => {
      const scope = request.scope;
      await app.repositories.subscriptions.applyStartedPeriods(scope);
      const organisation = await app.repositories.organisations.find(scope);
      if (!organisation) throw notFound(messages.organisationUnknown);
      const history = await app.repositories.subscriptions.history(scope);
      return ok({ ...organisation, history });
    },
  );

  app.post(
    '/api/subscription/checkout',
    {
      config: { action: 'subscription.checkout' },
      schema: {
        tags: ['abonnement'],
        summary: 'Payer une année d’abonnement (active ou prolonge l’abonnement)',
        querystring: SubscriptionQuery,
        body: CheckoutBody,
        response: responses(CheckoutResult, [402, 404, 409, 422, 503]),
      },
    },
    async (request) => {
      const scope = request.scope;
      const { seats, card_number: cardNumber } = request.body;
      // The schema admits only known plans; planById keeps the type honest.
      const plan = planById(request.body.plan);
      if (!plan) throw new ApiError(400, paymentMessages.unknownPlan);
      const seatProblem = seatCountProblem(plan, seats);
      if (seatProblem) throw new ApiError(422, paymentMessages.seats(seatProblem));
      const { totalCentsTtc } = quote(plan, seats);
      const outcome = await checkout(app, {
        scope,
        actorUid: request.actor?.uid ?? '',
        plan,
        seats,
        amountCents: totalCentsTtc,
        cardNumber,
        idempotencyKey: request.body.idempotency_key,
      });
      const { period, organisation, payment_reference: reference, before } = outcome;
      // A repeat of a checkout already paid answers the same, without a second audit entry.
      if (!outcome.completedNow) return ok({ period, organisation, payment_reference: reference });
      await app.audit(request, {
        action: 'subscription.checkout',
        target: period.id,
        detail: {
          plan: plan.id,
          seats,
          amount_cents: totalCentsTtc,
          starts_on: period.starts_on,
          ends_on: period.ends_on,
          before: { is_active: before.is_active, subscription_end: before.subscription_end },
          card_last4: cardLastFour(cardNumber),
          payment_provider: app.payment.name,
          payment_reference: reference,
        },
        scope,
      });
      return ok({ period, organisation, payment_reference: reference });
    },
  );
};

export default subscriptionRoutes;
