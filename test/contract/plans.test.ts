import { PLANS, planById, planPrices, quote, seatCountProblem, withVat, type Plan } from '../../contract/plans';

const etablissement = planById('etablissement')!;
const packPro = planById('pack-pro')!;

describe('plans', () => {
  it('knows each plan by its id, and no other', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual(['etablissement', 'pack-pro']);
    expect(planById('gratuit')).toBeUndefined();
  });

  it.each([
    // plan, seats, HT, VAT, TTC (cents)
    [etablissement, 10, 36_000, 7_200, 43_200],
    [etablissement, 40, 144_000, 28_800, 172_800],
    [packPro, 50, 270_000, 54_000, 324_000],
  ])('quotes %#: %p seats', (plan, seats, ht, vat, ttc) => {
    expect(quote(plan, seats)).toEqual({ seats, totalCentsHt: ht, vatCents: vat, totalCentsTtc: ttc });
  });

  it('shows a seat price with VAT', () => {
    expect(withVat(3_600)).toBe(4_320);
    expect(withVat(5_400)).toBe(6_480);
  });

  it.each([
    [etablissement, 10, null],
    [etablissement, 9, 'L’offre Établissement se souscrit à partir de 10\u00a0places.'],
    [etablissement, 2_001, 'Au-delà de 2000\u00a0places, contactez-nous pour un devis.'],
    [etablissement, 12.5, 'Le nombre de places doit être un nombre entier.'],
    [packPro, 49, 'L’offre Pack Pro se souscrit à partir de 50\u00a0places.'],
  ])('says why %#: %p seats cannot be bought', (plan, seats, problem) => {
    expect(seatCountProblem(plan, seats)).toBe(problem);
  });

  it.each([
    // plan, seat HT, seat TTC, min seats, smallest year HT, TTC (cents)
    [etablissement, 3_600, 4_320, 10, 36_000, 43_200],
    [packPro, 5_400, 6_480, 50, 270_000, 324_000],
  ])('gives the pricing page its figures %#', (plan, seatHt, seatTtc, minSeats, fromHt, fromTtc) => {
    expect(planPrices(plan)).toEqual({ seatCentsHt: seatHt, seatCentsTtc: seatTtc, minSeats, fromCentsHt: fromHt, fromCentsTtc: fromTtc });
  });

  it('computes the figures from the seat price, so a new price shows everywhere', () => {
    const dearer: Plan = { ...etablissement, seatPriceCentsHt: 4_150, minSeats: 3 };
    expect(planPrices(dearer)).toEqual({ seatCentsHt: 4_150, seatCentsTtc: 4_980, minSeats: 3, fromCentsHt: 12_450, fromCentsTtc: 14_940 });
  });
});
