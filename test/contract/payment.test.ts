import { cardCvcProblem, cardDigits, cardExpiryProblem, cardLastFour, cardNumberProblem, nextPeriod } from '../../contract/payment';

describe('nextPeriod: the year a payment buys', () => {
  it.each([
    // is_active, current end, today → starts_on, ends_on
    [false, null, '2026-11-25', '2026-11-25', '2027-11-24'],
    [false, '2026-10-26', '2026-11-25', '2026-11-25', '2027-11-24'],
    // Still running: the new year follows the current one, nothing lost.
    [true, '2027-11-25', '2026-11-25', '2027-11-26', '2028-11-25'],
    [true, '2026-11-25', '2026-11-25', '2026-11-26', '2027-11-25'],
    // Active in the table but ended (ORGANISATION_ACTIVE says no): starts today.
    [true, '2026-11-24', '2026-11-25', '2026-11-25', '2027-11-24'],
    // Active without an end: starts today.
    [true, null, '2026-11-25', '2026-11-25', '2027-11-24'],
    [false, null, '2026-01-01', '2026-01-01', '2026-12-31'],
    [false, null, '2026-03-01', '2026-03-01', '2027-02-28'],
    [false, null, '2028-02-29', '2028-02-29', '2029-02-28'],
    [true, '2027-12-31', '2026-11-25', '2028-01-01', '2028-12-31'],
  ] as const)('active %p, ending %p, on %s → %s … %s', (is_active, subscription_end, today, starts_on, ends_on) => {
    expect(nextPeriod({ is_active, subscription_end }, today)).toEqual({ starts_on, ends_on });
  });
});

describe('card fields, checked the same way on both sides', () => {
  it.each([
    ['4242 4242 4242 4242', null],
    ['4242424242424242', null],
    ['  4000 0000 0000 0002 ', null],
    ['424242424242', null],
    ['', 'Indiquez le numéro de carte.'],
    ['   ', 'Indiquez le numéro de carte.'],
    ['4242 4242 abcd 4242', 'Le numéro de carte doit compter de 12 à 19\u00a0chiffres (les espaces sont permis).'],
    ['4242 4242', 'Le numéro de carte doit compter de 12 à 19\u00a0chiffres (les espaces sont permis).'],
    ['42424242424242424242', 'Le numéro de carte doit compter de 12 à 19\u00a0chiffres (les espaces sont permis).'],
    ['4242-4242-4242-4242', 'Le numéro de carte doit compter de 12 à 19\u00a0chiffres (les espaces sont permis).'],
  ])('card number %p → %p', (value, expected) => {
    expect(cardNumberProblem(value)).toBe(expected);
  });

  it.each([
    ['12/26', '2026-11-25', null],
    ['11/26', '2026-11-25', null],
    ['10/26', '2026-11-25', 'Cette carte a expiré\u00a0: utilisez une carte encore valide.'],
    ['01/25', '2026-11-25', 'Cette carte a expiré\u00a0: utilisez une carte encore valide.'],
    ['13/27', '2026-11-25', 'La date d’expiration s’écrit MM/AA, par exemple 09/28.'],
    ['1/27', '2026-11-25', 'La date d’expiration s’écrit MM/AA, par exemple 09/28.'],
    ['', '2026-11-25', 'Indiquez la date d’expiration de la carte.'],
  ])('expiry %p on %s → %p', (value, today, expected) => {
    expect(cardExpiryProblem(value, today)).toBe(expected);
  });

  it.each([
    ['123', null],
    ['1234', null],
    ['12', 'Le cryptogramme compte 3 ou 4\u00a0chiffres, au dos de la carte.'],
    ['12a', 'Le cryptogramme compte 3 ou 4\u00a0chiffres, au dos de la carte.'],
    ['', 'Indiquez le cryptogramme de la carte.'],
  ])('cvc %p → %p', (value, expected) => {
    expect(cardCvcProblem(value)).toBe(expected);
  });

  it('keeps only the digits, and of them the audit log only the last four', () => {
    expect(cardDigits(' 4242 4242 4242 4242 ')).toBe('4242424242424242');
    expect(cardLastFour('4000 0000 0000 0002')).toBe('0002');
  });
});
