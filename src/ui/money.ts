// `always`: a space in « 1 296,00 € » too — Chromium's French data would group from 10 000 only, Node's from 1 000.
const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/**
 * `129600` → « 1 296,00 € »: a no-break space between thousands and before €. Intl writes a narrow no-break
 * space (U+202F) between thousands, which Inter draws 2 px wide at 16 px: « 1728,00 € » is what people read
 * (second design review). Shared: the public pricing page and the subscription feature say amounts alike.
 */
export function formatEuros(cents: number): string {
  return EUROS.format(cents / 100).replace(/\u202f/g, '\u00a0');
}

/**
 * A price as a price list says it: `3600` → « 36 € », `4320` → « 43,20 € ». Whole euros lose their « ,00 »
 * (a design review read « 36,00 € » on the pricing page as a bill, not a price); cents stay where there are
 * some. Amounts to pay (checkout, history) keep formatEuros, cents always shown.
 */
export function formatPrice(cents: number): string {
  const text = formatEuros(cents);
  return cents % 100 === 0 ? text.replace(/,00(?=\u00a0€)/, '') : text;
}
