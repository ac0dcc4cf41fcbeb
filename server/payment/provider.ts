/**
 * How the API takes a payment: one small interface, so that the checkout says *what* to charge and the
 * environment says *who* charges it (docs/product.md §11.3 `/account/UpgradeSubscription`: « the payment
 * provider is an adapter … the real provider is configuration »).
 *
 * - `TestPaymentProvider` (`PAYMENT_PROVIDER=test`, the default for a `demo-` project on a developer's machine,
 *   never possible for another project: server/demoProject.ts) works like a card
 *   test mode: no money moves, `4242 4242 4242 4242` is accepted, `4000 0000 0000 0002` is declined,
 *   and any other number is refused as unknown to the test mode (so a real card typed by mistake is
 *   never "accepted" for free).
 * - `UnconfiguredPaymentProvider` answers every charge `not_configured`: what production gets while no
 *   real provider is set, so that it never pretends to take money (the checkout answers 503).
 *
 * A real provider (Stripe, PayPlug…) implements `PaymentProvider` and is chosen in
 * `paymentProviderFromEnvironment`. Amounts are computed by the server (`contract/plans.ts`), never
 * taken from the browser; the card number is passed through and never stored or logged.
 */
import { randomUUID } from 'node:crypto';
import { cardDigits } from '../../contract/payment';
import { apiDemoUse, demoGuard } from '../demoProject';

export type Charge = {
  /** VAT included, in cents. */
  amountCents: number;
  currency: 'EUR';
  cardNumber: string;
  /** What the statement says, e.g. « SimuSession – Établissement, 25 places ». */
  description: string;
  /**
   * The checkout's id: the provider charges one key once. A repeated charge with the same key (a retry
   * after a lost answer, a double click) returns the first charge's result instead of charging again.
   */
  idempotencyKey: string;
};

export type ChargeRefusal = 'declined' | 'unknown_card' | 'unavailable' | 'not_configured';

export type ChargeResult = { ok: true; reference: string } | { ok: false; reason: ChargeRefusal };

export interface PaymentProvider {
  /** `test`, `none`, or the real provider's name: said in the logs, never to the user. */
  readonly name: string;
  /** Charges, or throws when the outcome is unknown (no answer): the checkout then stays pending. */
  charge(charge: Charge): Promise<ChargeResult>;
  /**
   * What became of the charge made with this key (the reconciliation step): its result, `null` when the
   * provider never charged it, or a throw when the provider cannot say now.
   */
  find(idempotencyKey: string): Promise<ChargeResult | null>;
}

/** The test mode's cards, as a card provider's test mode documents them. */
export const TEST_CARDS = { accepted: '4242424242424242', declined: '4000000000000002' } as const;

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  /** Every accepted charge, for tests (amounts only: the card number is not kept). */
  readonly charges: { amountCents: number; description: string; reference: string; idempotencyKey: string }[] = [];
  /** Every result by idempotency key, as a provider keeps them (here for this process's life). */
  private readonly results = new Map<string, ChargeResult>();

  async charge({ amountCents, cardNumber, description, idempotencyKey }: Charge): Promise<ChargeResult> {
    const known = this.results.get(idempotencyKey);
    if (known) return known;
    const digits = cardDigits(cardNumber);
    const result: ChargeResult =
      digits === TEST_CARDS.declined
        ? { ok: false, reason: 'declined' }
        : digits !== TEST_CARDS.accepted
          ? { ok: false, reason: 'unknown_card' }
          : { ok: true, reference: `test_${randomUUID()}` };
    if (result.ok) this.charges.push({ amountCents, description, reference: result.reference, idempotencyKey });
    this.results.set(idempotencyKey, result);
    return result;
  }

  async find(idempotencyKey: string): Promise<ChargeResult | null> {
    return this.results.get(idempotencyKey) ?? null;
  }
}

export class UnconfiguredPaymentProvider implements PaymentProvider {
  readonly name = 'none';
  async charge(): Promise<ChargeResult> {
    return { ok: false, reason: 'not_configured' };
  }

  async find(): Promise<ChargeResult | null> {
    return null;
  }
}

/**
 * `PAYMENT_PROVIDER`: `test` or `none`, as the demo-project rule allows it (server/demoProject.ts): the test
 * card only for a `demo-` project (refused for any other, whatever else is set), by default on a developer's
 * machine, and outside it only for a demo stack on the Auth emulator; without a real provider production
 * answers « paiement pas encore ouvert » (503).
 */
export function paymentProviderFromEnvironment(env: NodeJS.ProcessEnv): PaymentProvider {
  const { paymentProvider } = demoGuard(apiDemoUse(env), 'de démarrer l’API');
  if (paymentProvider === 'none') return new UnconfiguredPaymentProvider();
  if (paymentProvider === 'test') return new TestPaymentProvider();
  throw new Error(`PAYMENT_PROVIDER «\u00a0${paymentProvider}\u00a0» inconnu\u00a0: test ou none.`);
}
