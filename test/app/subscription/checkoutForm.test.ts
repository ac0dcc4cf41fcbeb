import { planById } from '../../../contract/plans';
import { checkoutBody, checkoutErrors, defaultSeats, draftQuote, formatEuros, keepsPaymentAttempt, type CheckoutDraft } from '../../../src/features/subscription';

const etablissement = planById('etablissement')!;
const packPro = planById('pack-pro')!;
const TODAY = '2026-11-25';
const GOOD: CheckoutDraft = { plan: 'etablissement', seats: '25', card_number: '4242 4242 4242 4242', card_expiry: '12/28', card_cvc: '123' };

describe('the upgrade form, checked before sending', () => {
  it.each([
    [etablissement, 3, undefined, 10],
    [etablissement, 23, undefined, 23],
    [etablissement, 3, 25, 25],
    [packPro, 23, 25, 50],
  ])('offers %#: at least the plan’s minimum and the accounts already active', (plan, used, current, expected) => {
    expect(defaultSeats(plan, used, current)).toBe(expected);
  });

  it.each([
    ['nothing wrong', GOOD, 3, {}],
    ['no seats', { ...GOOD, seats: '' }, 3, { seats: 'Indiquez le nombre de places.' }],
    ['seats below the plan', { ...GOOD, seats: '9' }, 3, { seats: 'L’offre Établissement se souscrit à partir de 10\u00a0places.' }],
    ['seats not whole', { ...GOOD, seats: '12.5' }, 3, { seats: 'Le nombre de places doit être un nombre entier.' }],
    ['seats below the active accounts', { ...GOOD, seats: '20' }, 23, {
      seats: 'L’organisation compte déjà 23\u00a0comptes actifs\u00a0: choisissez au moins 23\u00a0places, ou faites d’abord désactiver des comptes.',
    }],
    ['Pack Pro below 50', { ...GOOD, plan: 'pack-pro' as const }, 3, { seats: 'L’offre Pack Pro se souscrit à partir de 50\u00a0places.' }],
    ['every card field empty', { ...GOOD, card_number: '', card_expiry: '', card_cvc: '' }, 3, {
      card_number: 'Indiquez le numéro de carte.',
      card_expiry: 'Indiquez la date d’expiration de la carte.',
      card_cvc: 'Indiquez le cryptogramme de la carte.',
    }],
    ['an expired card', { ...GOOD, card_expiry: '10/26' }, 3, { card_expiry: 'Cette carte a expiré\u00a0: utilisez une carte encore valide.' }],
  ])('%s', (_case, draft, used, expected) => {
    expect(checkoutErrors(draft, used, TODAY)).toEqual(expected);
  });

  it.each([
    ['25', '900,00\u00a0€', '180,00\u00a0€', '1\u00a0080,00\u00a0€'],
    ['40', '1\u00a0440,00\u00a0€', '288,00\u00a0€', '1\u00a0728,00\u00a0€'],
  ])('totals %s seats of Établissement: HT %s, VAT %s, TTC %s', (seats, ht, vat, ttc) => {
    const total = draftQuote({ plan: 'etablissement', seats });
    expect(total && [formatEuros(total.totalCentsHt), formatEuros(total.vatCents), formatEuros(total.totalCentsTtc)]).toEqual([ht, vat, ttc]);
  });

  it('has no total while the seat count cannot be bought', () => {
    expect(draftQuote({ plan: 'etablissement', seats: '9' })).toBeNull();
    expect(draftQuote({ plan: 'etablissement', seats: 'beaucoup' })).toBeNull();
  });

  it('sends the plan, the seats as a number and the card digits, never a price', () => {
    const key = '0b7f4c1e-5d3a-4a53-9f0e-2f6b1c9d8e7a';
    expect(checkoutBody(GOOD, key)).toEqual({ plan: 'etablissement', seats: 25, card_number: '4242424242424242', card_expiry: '12/28', card_cvc: '123', idempotency_key: key });
  });
});

describe('keepsPaymentAttempt: after which failures « Payer » repeats the same attempt (one charge)', () => {
  test.each([
    ['no answer (network)', 'FETCH_ERROR', true],
    ['a timeout', 'TIMEOUT_ERROR', true],
    ['« en cours de vérification » (503)', 503, true],
    ['a gateway error (502)', 502, true],
    ['too many requests (429)', 429, true],
    ['a declined card (402)', 402, false],
    ['a key already used with other choices (409)', 409, false],
    ['seats refused (422)', 422, false],
    ['a bad request (400)', 400, false],
  ] as const)('%s → %s', (_case, status, kept) => {
    expect(keepsPaymentAttempt(status)).toBe(kept);
  });
});
