/**
 * `GET /api/subscription` and `POST /api/subscription/checkout` (docs/product.md §12.3 subscription),
 * against the real server, the Auth emulator and a database. The tests run in order over one demo world:
 * refusals first (nothing written), then the payments that change it.
 */
import { paymentMessages, userAdminMessages } from '../../contract/messages';
import { nextPeriod } from '../../contract/payment';
import { planById, quote } from '../../contract/plans';
import { cardDigits } from '../../contract/payment';
import {
  paymentProviderFromEnvironment,
  TEST_CARDS,
  TestPaymentProvider,
  UnconfiguredPaymentProvider,
  type Charge,
  type ChargeResult,
  type PaymentProvider,
} from '../../server/payment/provider';
import { completeCheckout, reconcileCheckouts } from '../../server/api/payments/checkout';
import { COLLEGE_INACTIF, LYCEE_ACTIF } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

type Period = { id: string; plan: string; seats: number; starts_on: string; ends_on: string; amount_cents: number; paid_at: string | null };
type SubscriptionData = {
  id: string;
  name: string;
  plan: string;
  seats: number;
  seats_used: number;
  subscription_status: string;
  subscription_start: string | null;
  subscription_end: string | null;
  is_active: boolean;
  history: Period[];
};
type CheckoutData = { period: Period; organisation: Omit<SubscriptionData, 'history'>; payment_reference: string };

const ACCEPTED = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

/**
 * A provider that charges every call it gets — it de-duplicates nothing, unlike the test mode and a well-behaved
 * real provider — and counts the calls, so that « charged once » is the checkout's own doing. Its cards are the
 * test mode's. A test may make it refuse every charge (down, or not configured in production), or charge and
 * then lose its answer (`silentAfterCharge`: the connection drops after the bank took the money).
 */
class CountingProvider implements PaymentProvider {
  readonly name = 'test';
  /** Every call to `charge`, whatever came of it. */
  readonly calls: { idempotencyKey: string }[] = [];
  /** Every charge made (money taken). */
  readonly charges: { amountCents: number; description: string; reference: string; idempotencyKey: string }[] = [];
  /** The last result per key, as `find` reports it. */
  private readonly results = new Map<string, ChargeResult>();
  refusal: 'unavailable' | 'not_configured' | null = null;
  silentAfterCharge = false;
  async charge({ amountCents, cardNumber, description, idempotencyKey }: Charge): Promise<ChargeResult> {
    this.calls.push({ idempotencyKey });
    if (this.refusal) return { ok: false, reason: this.refusal };
    const digits = cardDigits(cardNumber);
    const result: ChargeResult =
      digits === TEST_CARDS.declined ? { ok: false, reason: 'declined' } : digits !== TEST_CARDS.accepted ? { ok: false, reason: 'unknown_card' } : { ok: true, reference: `test_${crypto.randomUUID()}` };
    if (result.ok) this.charges.push({ amountCents, description, reference: result.reference, idempotencyKey });
    this.results.set(idempotencyKey, result);
    if (this.silentAfterCharge) throw new Error('connexion perdue après le débit');
    return result;
  }
  async find(idempotencyKey: string): Promise<ChargeResult | null> {
    return this.results.get(idempotencyKey) ?? null;
  }
}

let api: TestApi;
const payment = new CountingProvider();
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await testApi({ payment });
  for (const email of ['admin@actif.demo.test', 'admin@inactif.demo.test', 'enseignant@inactif.demo.test', 'etudiant@actif.demo.test', 'hyper@demo.test']) {
    tokens[email] = await signIn(email);
  }
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const adminActif = () => tokens['admin@actif.demo.test'] ?? '';
const adminInactif = () => tokens['admin@inactif.demo.test'] ?? '';

function getSubscription(token: string | null, query = '') {
  return api.request(`/api/subscription${query}`, { headers: token ? bearer(token) : {} });
}

/**
 * Every client sends its attempt's key (the API requires one): a body that names none gets a fresh one, as a
 * new payment attempt would. A body that sets it to `undefined` is sent without it.
 */
function checkout(token: string | null, body: unknown, query = '') {
  const sent = typeof body === 'object' && body !== null && !Array.isArray(body) && !('idempotency_key' in body) ? { ...body, idempotency_key: crypto.randomUUID() } : body;
  return api.request(`/api/subscription/checkout${query}`, {
    method: 'POST',
    headers: { ...(token ? bearer(token) : {}), 'Content-Type': 'application/json' },
    body: JSON.stringify(sent),
  });
}

const today = async () => (await api.db.query<{ today: string }>("select to_char(current_date, 'YYYY-MM-DD') as today"))[0]?.today ?? '';
const periodCount = async (organisationId: string) =>
  (await api.db.query<{ n: number }>('select count(*)::int as n from subscription_periods where organisation_id = $1', [organisationId]))[0]?.n;
const checkoutAudits = async () =>
  api.db.query<{ organisation_id: string; actor_uid: string; target: string; detail: Record<string, unknown> }>(
    "select organisation_id::text, actor_uid, target, detail from audit_log where action = 'subscription.checkout' order by id",
  );
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('GET /api/subscription', () => {
  test('the admin reads the plan, seats used / total, period and the paid periods', async () => {
    const { status, body } = await getSubscription(adminActif());
    expect(status).toBe(200);
    const data = body.data as unknown as SubscriptionData;
    expect(data).toMatchObject({ id: LYCEE_ACTIF.id, name: 'Lycée Actif', plan: 'etablissement', seats: 40, is_active: true, subscription_status: 'active' });
    expect(data.seats_used).toBeGreaterThan(15);
    expect(data.history).toEqual([
      {
        id: expect.any(String),
        plan: 'etablissement',
        seats: 40,
        starts_on: data.subscription_start,
        ends_on: data.subscription_end,
        // 40 places of Établissement at 36,00 € HT: 1 440,00 € HT, 1 728,00 € TTC (the checkout's calculator).
        amount_cents: 172_800,
        paid_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T09:00:00\.000Z$/),
      },
    ]);
  });

  test('the admin of an inactive organisation reads it too (that is how it comes back)', async () => {
    const { status, body } = await getSubscription(adminInactif());
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: COLLEGE_INACTIF.id, is_active: false, subscription_status: 'canceled', seats: 25, seats_used: 3 });
    expect((body.data as unknown as SubscriptionData).history).toHaveLength(1);
  });

  test('teachers and students are refused (403), nobody without a token (401); the hyperadmin names the organisation', async () => {
    expect(await getSubscription(tokens['enseignant@inactif.demo.test'] ?? '')).toMatchObject({ status: 403, body: { message: 'Action non autorisée pour votre rôle.' } });
    expect(await getSubscription(tokens['etudiant@actif.demo.test'] ?? '')).toMatchObject({ status: 403, body: { message: 'Action non autorisée pour votre rôle.' } });
    expect(await getSubscription(null)).toMatchObject({ status: 401 });
    expect(await getSubscription(tokens['hyper@demo.test'] ?? '')).toMatchObject({ status: 400, body: { message: 'Paramètre «\u00a0organisation\u00a0» requis pour l’hyperadministrateur.' } });
    expect(await getSubscription(tokens['hyper@demo.test'] ?? '', `?organisation=${COLLEGE_INACTIF.id}`)).toMatchObject({
      status: 200,
      body: { data: { name: 'Collège Inactif' } },
    });
  });

  test('an admin naming another organisation still gets their own', async () => {
    expect(await getSubscription(adminActif(), `?organisation=${COLLEGE_INACTIF.id}`)).toMatchObject({ status: 200, body: { data: { id: LYCEE_ACTIF.id } } });
  });
});

describe('POST /api/subscription/checkout: refusals write nothing', () => {
  afterEach(async () => {
    expect(await periodCount(COLLEGE_INACTIF.id)).toBe(1);
    expect(await periodCount(LYCEE_ACTIF.id)).toBe(1);
    expect(await checkoutAudits()).toEqual([]);
    expect((await getSubscription(adminInactif())).body.data).toMatchObject({ is_active: false, subscription_status: 'canceled', seats: 25 });
    expect(payment.charges).toEqual([]);
  });

  test.each([
    ['an unknown plan', { plan: 'gratuit', seats: 25, card_number: ACCEPTED }, 400, /^Corps de requête invalide\u00a0: le champ «\u00a0Offre\u00a0» /],
    ['a card number with letters', { plan: 'etablissement', seats: 25, card_number: '4242 4242 abcd 4242' }, 400, /«\u00a0Numéro de carte\u00a0» n’est pas valide\.$/],
    ['a card number too short', { plan: 'etablissement', seats: 25, card_number: '4242 4242' }, 400, /«\u00a0Numéro de carte\u00a0» n’est pas valide\.$/],
    ['no card number', { plan: 'etablissement', seats: 25 }, 400, /«\u00a0Numéro de carte\u00a0» est obligatoire\.$/],
    ['a malformed expiry', { plan: 'etablissement', seats: 25, card_number: ACCEPTED, card_expiry: '13/29' }, 400, /«\u00a0Date d’expiration\u00a0» n’est pas valide\.$/],
    ['seats that are not a whole number', { plan: 'etablissement', seats: 12.5, card_number: ACCEPTED }, 400, /«\u00a0Places\u00a0» n’a pas le bon type\.$/],
    // Without its key no repeat could be told from a new payment: refused before anything is charged.
    ['no idempotency key', { plan: 'etablissement', seats: 25, card_number: ACCEPTED, idempotency_key: undefined }, 400, /^Corps de requête invalide\u00a0: le champ «\u00a0Clé du paiement\u00a0» est obligatoire\.$/],
    ['an idempotency key that is not a UUID', { plan: 'etablissement', seats: 25, card_number: ACCEPTED, idempotency_key: 'clé' }, 400, /«\u00a0Clé du paiement\u00a0» n’est pas valide\.$/],
    ['seats below the plan’s minimum', { plan: 'etablissement', seats: 9, card_number: ACCEPTED }, 422, /^Places\u00a0: L’offre Établissement se souscrit à partir de 10\u00a0places\.$/],
    ['seats below Pack Pro’s minimum', { plan: 'pack-pro', seats: 25, card_number: ACCEPTED }, 422, /^Places\u00a0: L’offre Pack Pro se souscrit à partir de 50\u00a0places\.$/],
  ])('%s → %s with the field named', async (_case, body, status, message) => {
    const response = await checkout(adminInactif(), body);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ success: false, message: expect.stringMatching(message) });
  });

  test('seats below the accounts already active → 422 with the count', async () => {
    const used = ((await getSubscription(adminActif())).body.data as unknown as SubscriptionData).seats_used;
    expect(await checkout(adminActif(), { plan: 'etablissement', seats: used - 1, card_number: ACCEPTED })).toMatchObject({
      status: 422,
      body: { success: false, message: userAdminMessages.seatsBelowUsed(used) },
    });
  });

  test('the declined test card → 402 with the bank’s refusal in French', async () => {
    expect(await checkout(adminInactif(), { plan: 'etablissement', seats: 25, card_number: DECLINED, card_expiry: '12/30', card_cvc: '123' })).toMatchObject({
      status: 402,
      body: { success: false, message: 'Paiement refusé par la banque\u00a0: la carte a été déclinée. Aucun montant n’a été débité.' },
    });
  });

  test('any other card is unknown to the test mode → 402, never accepted for free', async () => {
    expect(await checkout(adminInactif(), { plan: 'etablissement', seats: 25, card_number: '5555 5555 5555 4444' })).toMatchObject({
      status: 402,
      body: { message: paymentMessages.unknownTestCard },
    });
  });

  test.each([
    ['down', 'unavailable', paymentMessages.unavailable],
    ['not configured (production without a real provider)', 'not_configured', paymentMessages.notConfigured],
  ] as const)('the payment service %s → 503 with a French message', async (_case, refusal, message) => {
    payment.refusal = refusal;
    try {
      const response = await checkout(adminInactif(), { plan: 'etablissement', seats: 25, card_number: ACCEPTED });
      expect(response).toMatchObject({ status: 503, body: { success: false, message } });
    } finally {
      payment.refusal = null;
    }
  });

  test('teachers and students may not pay (403 whatever they send), nobody without a token (401)', async () => {
    expect(await checkout(tokens['enseignant@inactif.demo.test'] ?? '', { plan: 'etablissement', seats: 25, card_number: ACCEPTED })).toMatchObject({ status: 403 });
    expect(await checkout(tokens['etudiant@actif.demo.test'] ?? '', { nonsense: true })).toMatchObject({ status: 403 });
    expect(await checkout(null, { plan: 'etablissement', seats: 25, card_number: ACCEPTED })).toMatchObject({ status: 401 });
  });
});

describe('POST /api/subscription/checkout: paying', () => {
  test('an inactive organisation paid with 4242… is active at once, charged the plan’s price, with the new period and an audit entry', async () => {
    const day = await today();
    const amount = quote(planById('etablissement')!, 25).totalCentsTtc;
    // A price sent by the browser is not read: the server computes the amount from the plans.
    const response = await checkout(adminInactif(), { plan: 'etablissement', seats: 25, card_number: ACCEPTED, card_expiry: '12/30', card_cvc: '123', amount_cents: 1 });
    expect(response.status).toBe(200);
    const data = response.body.data as unknown as CheckoutData;
    const expected = nextPeriod({ is_active: false, subscription_end: null }, day);
    expect(expected.starts_on).toBe(day);
    expect(data.period).toMatchObject({ plan: 'etablissement', seats: 25, amount_cents: amount, ...expected });
    expect(data.organisation).toMatchObject({
      id: COLLEGE_INACTIF.id,
      is_active: true,
      subscription_status: 'active',
      subscription_start: day,
      subscription_end: expected.ends_on,
      seats: 25,
    });
    expect(data.payment_reference).toMatch(/^test_/);
    expect(payment.charges).toEqual([
      { amountCents: amount, description: expect.stringContaining('Établissement, 25 places'), reference: data.payment_reference, idempotencyKey: expect.any(String) },
    ]);

    // Every member's organisation check says so now: the guard lets them in without a new sign-in.
    const access = await api.request(`/api/auth/organisations?accessCheck=true&id=${COLLEGE_INACTIF.id}`);
    expect(access.body.data).toMatchObject({ isActive: 'true', subscription_status: 'active', subscription_end: expected.ends_on });
    const teacher = await api.request('/api/sessions', { headers: bearer(tokens['enseignant@inactif.demo.test'] ?? '') });
    expect(teacher.status).toBe(200);

    const history = ((await getSubscription(adminInactif())).body.data as unknown as SubscriptionData).history;
    expect(history.map((period) => period.starts_on)).toEqual([day, expect.any(String)]);
    expect(history[0]).toEqual({ ...data.period, paid_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });

    expect(await checkoutAudits()).toEqual([
      {
        organisation_id: COLLEGE_INACTIF.id,
        actor_uid: 'demo-admin-inactif',
        target: data.period.id,
        detail: expect.objectContaining({ plan: 'etablissement', seats: 25, amount_cents: amount, card_last4: '4242', payment_reference: data.payment_reference }),
      },
    ]);
  });

  test('an active organisation is extended: the new year starts the day after the current end', async () => {
    const before = (await getSubscription(adminActif())).body.data as unknown as SubscriptionData;
    const response = await checkout(adminActif(), { plan: 'pack-pro', seats: 50, card_number: '4242424242424242' });
    expect(response.status).toBe(200);
    const data = response.body.data as unknown as CheckoutData;
    expect(data.period.starts_on).toBe(dayAfter(before.subscription_end ?? ''));
    expect(data.period).toMatchObject({ plan: 'pack-pro', seats: 50, amount_cents: quote(planById('pack-pro')!, 50).totalCentsTtc });
    // Paid ahead: the subscription runs on to the new end at once, but the plan and seats bought are the
    // next period's, and apply when it starts; the running period keeps its start, plan and seats.
    expect(data.organisation).toMatchObject({
      plan: before.plan,
      seats: before.seats,
      is_active: true,
      subscription_start: before.subscription_start,
      subscription_end: data.period.ends_on,
    });
    expect((await getSubscription(adminActif())).body.data).toMatchObject({ plan: before.plan, seats: before.seats });

    // The day the new period starts, its plan and seats are the organisation's.
    await api.db.query('update subscription_periods set starts_on = current_date where id = $1', [data.period.id]);
    expect((await getSubscription(adminActif())).body.data).toMatchObject({ plan: 'pack-pro', seats: 50, subscription_end: data.period.ends_on });
  });

  test('the hyperadmin pays for an organisation it names', async () => {
    const before = (await getSubscription(adminActif())).body.data as unknown as SubscriptionData;
    const response = await checkout(tokens['hyper@demo.test'] ?? '', { plan: 'pack-pro', seats: 60, card_number: ACCEPTED }, `?organisation=${LYCEE_ACTIF.id}`);
    // Bought ahead: the 60 seats are the next period's; the running one keeps its 50.
    expect(response).toMatchObject({ status: 200, body: { data: { organisation: { id: LYCEE_ACTIF.id, seats: 50 } } } });
    expect((response.body.data as unknown as CheckoutData).period.starts_on).toBe(dayAfter(before.subscription_end ?? ''));
    const history = ((await getSubscription(adminActif())).body.data as unknown as SubscriptionData).history;
    expect(history.map((period) => period.seats)).toEqual([60, 50, 40]);
    const audits = await checkoutAudits();
    expect(audits.at(-1)).toMatchObject({ organisation_id: LYCEE_ACTIF.id, actor_uid: 'demo-hyperadmin' });
  });

  test('no card number is ever written to the audit log, only its last four digits', async () => {
    const rows = await api.db.query<{ text: string }>('select detail::text as text from audit_log');
    const everything = rows.map((row) => row.text).join('\n');
    expect(everything).toContain('"card_last4": "4242"');
    for (const number of ['4242424242424242', ACCEPTED, '4000000000000002', DECLINED, '5555555555554444']) {
      expect(everything).not.toContain(number);
    }
  });
});

describe('POST /api/subscription/checkout: one charge per checkout, whatever happens (docs/api.md)', () => {
  const key = () => crypto.randomUUID();
  const body = (idempotencyKey: string, seats = 30) => ({ plan: 'etablissement', seats, card_number: ACCEPTED, idempotency_key: idempotencyKey });
  const chargesFor = (idempotencyKey: string) => payment.charges.filter((charge) => charge.idempotencyKey === idempotencyKey);
  /** Every time the provider was asked to charge this checkout: once, or the card could be charged twice. */
  const callsFor = (idempotencyKey: string) => payment.calls.filter((call) => call.idempotencyKey === idempotencyKey);
  const checkoutRow = async (idempotencyKey: string) =>
    (await api.db.query<{ id: string; status: string; failure: string | null }>('select id::text, status, failure from checkouts where idempotency_key = $1', [idempotencyKey]))[0];

  test('a double click is one checkout: both answers are the same period, charged once, audited once', async () => {
    const idempotencyKey = key();
    const periods = await periodCount(COLLEGE_INACTIF.id);
    const audits = (await checkoutAudits()).length;
    const [first, second] = await Promise.all([checkout(adminInactif(), body(idempotencyKey)), checkout(adminInactif(), body(idempotencyKey))]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    expect((second?.body.data as unknown as CheckoutData).period).toEqual((first?.body.data as unknown as CheckoutData).period);
    expect(chargesFor((await checkoutRow(idempotencyKey))?.id ?? '')).toHaveLength(1);
    expect(callsFor((await checkoutRow(idempotencyKey))?.id ?? '')).toHaveLength(1);
    expect(await periodCount(COLLEGE_INACTIF.id)).toBe((periods ?? 0) + 1);
    expect(await checkoutAudits()).toHaveLength(audits + 1);
  });

  test('a retry after the provider’s answer was lost is told « en cours de vérification », then gets the first charge, never a second', async () => {
    const idempotencyKey = key();
    const periods = await periodCount(COLLEGE_INACTIF.id);
    payment.silentAfterCharge = true;
    try {
      expect(await checkout(adminInactif(), body(idempotencyKey))).toMatchObject({ status: 503, body: { success: false, message: paymentMessages.beingVerified } });
    } finally {
      payment.silentAfterCharge = false;
    }
    expect(await checkoutRow(idempotencyKey)).toMatchObject({ status: 'pending' });
    expect(await periodCount(COLLEGE_INACTIF.id)).toBe(periods);

    const retried = await checkout(adminInactif(), body(idempotencyKey));
    expect(retried.status).toBe(200);
    const charges = chargesFor((await checkoutRow(idempotencyKey))?.id ?? '');
    expect(charges).toHaveLength(1);
    expect(callsFor((await checkoutRow(idempotencyKey))?.id ?? '')).toHaveLength(1);
    expect((retried.body.data as unknown as CheckoutData).payment_reference).toBe(charges[0]?.reference);
    expect(await checkoutRow(idempotencyKey)).toMatchObject({ status: 'paid' });
  });

  test('a charge whose period could not be written is completed by the reconciliation, once, and audited as reconciled', async () => {
    const idempotencyKey = key();
    const periods = await periodCount(COLLEGE_INACTIF.id);
    await api.db.query(`create or replace function refuse_period() returns trigger language plpgsql as $$ begin raise exception 'panne'; end $$`);
    await api.db.query('create trigger refuse_period before insert on subscription_periods for each row execute function refuse_period()');
    try {
      expect(await checkout(adminInactif(), body(idempotencyKey, 31))).toMatchObject({ status: 503, body: { message: paymentMessages.beingVerified } });
    } finally {
      await api.db.query('drop trigger refuse_period on subscription_periods');
    }
    const pending = await checkoutRow(idempotencyKey);
    expect(pending).toMatchObject({ status: 'pending' });
    expect(chargesFor(pending?.id ?? '')).toHaveLength(1);
    expect(await periodCount(COLLEGE_INACTIF.id)).toBe(periods);

    const outcome = await reconcileCheckouts(api.app, 0);
    expect(outcome.completed.map((record) => record.id)).toEqual([pending?.id]);
    expect(await checkoutRow(idempotencyKey)).toMatchObject({ status: 'paid' });
    expect(await periodCount(COLLEGE_INACTIF.id)).toBe((periods ?? 0) + 1);
    expect((await checkoutAudits()).at(-1)).toMatchObject({ organisation_id: COLLEGE_INACTIF.id, actor_uid: 'demo-admin-inactif', detail: expect.objectContaining({ seats: 31, reconciled: true }) });

    // Reconciled twice, or the person's retry afterwards: the same period, no second charge.
    expect((await reconcileCheckouts(api.app, 0)).completed).toEqual([]);
    expect(await checkout(adminInactif(), body(idempotencyKey, 31))).toMatchObject({ status: 200, body: { data: { period: { seats: 31 } } } });
    expect(chargesFor(pending?.id ?? '')).toHaveLength(1);
    expect(await periodCount(COLLEGE_INACTIF.id)).toBe((periods ?? 0) + 1);
  });

  test('a pending checkout the provider never charged is closed as failed, writing nothing', async () => {
    const idempotencyKey = key();
    const periods = await periodCount(COLLEGE_INACTIF.id);
    payment.refusal = 'unavailable';
    try {
      expect((await checkout(adminInactif(), body(idempotencyKey))).status).toBe(503);
    } finally {
      payment.refusal = null;
    }
    // As if the request had died between the record and the charge.
    await api.db.query(`update checkouts set status = 'pending', failure = null where idempotency_key = $1`, [idempotencyKey]);
    expect((await reconcileCheckouts(api.app, 0)).failed).toBe(1);
    expect(await checkoutRow(idempotencyKey)).toMatchObject({ status: 'failed', failure: 'abandoned' });
    expect(await periodCount(COLLEGE_INACTIF.id)).toBe(periods);
  });

  test('a charge whose answer came after the reconciliation had given up on it still brings its period', async () => {
    const idempotencyKey = key();
    const periods = await periodCount(COLLEGE_INACTIF.id);
    payment.silentAfterCharge = true;
    try {
      expect((await checkout(adminInactif(), body(idempotencyKey, 34))).status).toBe(503);
    } finally {
      payment.silentAfterCharge = false;
    }
    const record = await checkoutRow(idempotencyKey);
    // As if the reconciliation had asked before the bank recorded the charge.
    await api.db.query(`update checkouts set status = 'failed', failure = 'abandoned' where id = $1`, [record?.id]);
    const charge = chargesFor(record?.id ?? '')[0];
    const done = await completeCheckout(api.app, record?.id ?? '', charge?.reference ?? '');
    expect(done).toMatchObject({ completedNow: true, result: { period: { seats: 34 } } });
    expect(await checkoutRow(idempotencyKey)).toMatchObject({ status: 'paid', failure: null });
    expect(await periodCount(COLLEGE_INACTIF.id)).toBe((periods ?? 0) + 1);
  });

  test('a repeat that finds the checkout pending and the provider knowing no charge never charges it: « en cours de vérification »', async () => {
    const idempotencyKey = key();
    const periods = await periodCount(COLLEGE_INACTIF.id);
    payment.refusal = 'unavailable';
    try {
      expect((await checkout(adminInactif(), body(idempotencyKey, 35))).status).toBe(503);
    } finally {
      payment.refusal = null;
    }
    // As if the first request had died between its record and its charge.
    await api.db.query(`update checkouts set status = 'pending', failure = null where idempotency_key = $1`, [idempotencyKey]);
    const record = await checkoutRow(idempotencyKey);
    const before = callsFor(record?.id ?? '').length;
    expect(await checkout(adminInactif(), body(idempotencyKey, 35))).toMatchObject({ status: 503, body: { message: paymentMessages.beingVerified } });
    expect(callsFor(record?.id ?? '')).toHaveLength(before);
    expect(await checkoutRow(idempotencyKey)).toMatchObject({ status: 'pending' });
    expect(await periodCount(COLLEGE_INACTIF.id)).toBe(periods);
    // The reconciliation closes it (no charge made); the same key is then tried again, and charged once.
    expect((await reconcileCheckouts(api.app, 0)).failed).toBe(1);
    expect((await checkout(adminInactif(), body(idempotencyKey, 35))).status).toBe(200);
    expect(chargesFor(record?.id ?? '')).toHaveLength(1);
    expect(await periodCount(COLLEGE_INACTIF.id)).toBe((periods ?? 0) + 1);
  }, 30_000);

  test('a key already used with another seat count is refused (409), charging nothing', async () => {
    const idempotencyKey = key();
    expect((await checkout(adminInactif(), body(idempotencyKey, 32))).status).toBe(200);
    const charges = payment.charges.length;
    expect(await checkout(adminInactif(), body(idempotencyKey, 33))).toMatchObject({ status: 409, body: { message: paymentMessages.keyReused } });
    expect(payment.charges).toHaveLength(charges);
  });
});

describe('the payment provider comes from the environment', () => {
  const demo = { FIREBASE_PROJECT_ID: 'demo-simusession' };
  const real = { FIREBASE_PROJECT_ID: 'simusession-prod' };
  test.each([
    [{}, TestPaymentProvider],
    [{ NODE_ENV: 'test' }, TestPaymentProvider],
    [{ NODE_ENV: 'development', PAYMENT_PROVIDER: 'test' }, TestPaymentProvider],
    [{ NODE_ENV: 'production', ...demo }, UnconfiguredPaymentProvider],
    [{ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', ...demo }, UnconfiguredPaymentProvider],
    [{ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', ...demo }, TestPaymentProvider],
    [{ PAYMENT_PROVIDER: 'none' }, UnconfiguredPaymentProvider],
    // A real project never gets the test card by default, even on a developer's machine.
    [{ NODE_ENV: 'development', ...real }, UnconfiguredPaymentProvider],
    [real, UnconfiguredPaymentProvider],
  ])('%p → %p', (env, kind) => {
    expect(paymentProviderFromEnvironment(env as NodeJS.ProcessEnv)).toBeInstanceOf(kind);
  });

  test.each([
    [{ PAYMENT_PROVIDER: 'test', ...real }, /^Refus de démarrer l’API\u00a0: PAYMENT_PROVIDER=test .* «\u00a0simusession-prod\u00a0»/],
    [{ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'demo-' }, /^Refus de démarrer l’API\u00a0: l’émulateur/],
    [{ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }, /^Refus de démarrer l’API\u00a0: FIREBASE_PROJECT_ID n’est pas défini/],
  ])('%p: no provider, the French refusal', (env, message) => {
    expect(() => paymentProviderFromEnvironment(env as NodeJS.ProcessEnv)).toThrow(message);
  });

  test('an unknown provider stops the API at start-up', () => {
    expect(() => paymentProviderFromEnvironment({ PAYMENT_PROVIDER: 'banque-imaginaire' } as NodeJS.ProcessEnv)).toThrow('PAYMENT_PROVIDER «\u00a0banque-imaginaire\u00a0» inconnu');
  });

  test('without a real provider, every charge is refused as not configured: production never takes money in test mode', async () => {
    expect(await new UnconfiguredPaymentProvider().charge()).toEqual({ ok: false, reason: 'not_configured' });
  });
});
