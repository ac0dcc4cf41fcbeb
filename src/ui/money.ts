const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/**
 * `129600` → « 1 296,00 € » (French separators: Intl's narrow no-break space between thousands, a no-break
 * space before €). The public pricing page uses this one rather than the subscription feature's, so that a
 * visitor's page does not load the upgrade page's code with it.
 */
export function formatEuros(cents: number): string {
  return EUROS.format(cents / 100);
}
