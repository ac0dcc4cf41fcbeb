import type { CheckoutBody, CheckoutResult, Subscription } from '../../../contract/schemas/subscription';
import { api, type ApiCallOptions } from '../../lib/api';

/** A payment is never sent twice on its own: a refusal or an outage is shown, and the admin decides. */
const CHECKOUT: ApiCallOptions = { transientRetries: null };

export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/subscription`: the plan, seats used / total, period and the paid periods, newest first. */
    getSubscription: build.query<Subscription, void>({
      query: () => '/subscription',
      providesTags: ['Subscription'],
    }),
    /** `POST /api/subscription/checkout`: the server computes the amount; the card number is only passed through. */
    checkout: build.mutation<CheckoutResult, CheckoutBody>({
      query: (body) => ({ url: '/subscription/checkout', method: 'POST', body }),
      extraOptions: CHECKOUT,
      invalidatesTags: (result) => (result ? ['Subscription', 'Organisation'] : []),
    }),
  }),
});

export const { useGetSubscriptionQuery, useCheckoutMutation } = subscriptionApi;
