/** `app.payment`: who charges the checkout (server/payment/provider.ts says why it is an interface). */
import fp from 'fastify-plugin';
import type { PaymentProvider } from '../../../payment/provider';

declare module 'fastify' {
  interface FastifyInstance {
    payment: PaymentProvider;
  }
}

export default fp<{ payment: PaymentProvider }>(
  async (app, { payment }) => {
    app.decorate('payment', payment);
  },
  { name: 'payment' },
);
