// `always`: a space in « 1 296,00 € » too — Chromium's French data would group from 10 000 only, Node's from 1 000.
const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/**
 * `129600` → « 1 296,00 € » (French separators: Intl's narrow no-break space between thousands, a no-break
 * space before €). Shared: the public pricing page and the subscription feature say amounts alike.
 */
export function formatEuros(cents: number): string {
  return EUROS.format(cents / 100);
}
