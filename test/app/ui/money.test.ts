import { formatEuros, formatPrice } from '../../../src/ui/money';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatPrice: a price list drops « ,00 » from whole euros and keeps cents', () => {
  it.each([
    [3600, '36 €'],
    [4320, '43,20 €'],
    [36000, '360 €'],
    [270000, '2 700 €'],
    [324005, '3 240,05 €'],
    [0, '0 €'],
    [5, '0,05 €'],
  ])('%i cents → « %s »', (cents, expected) => {
    expect(formatPrice(cents)).toBe(nbsp(expected));
  });
});

describe('formatEuros: an amount to pay always shows its cents', () => {
  it.each([
    [3600, '36,00 €'],
    [129600, '1 296,00 €'],
  ])('%i cents → « %s »', (cents, expected) => {
    expect(formatEuros(cents)).toBe(nbsp(expected));
  });
});
