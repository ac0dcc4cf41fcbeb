import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { removeAllCookies } from '../../../src/lib/cookies';
import { renderApp } from './renderApp';

const ATTRIBUTES = { expires: 365, sameSite: 'Strict', path: '/', secure: false };

async function renderWithBanner() {
  const view = renderApp('/', { user: null, consentDecided: false });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup(), banner: screen.getByRole('region', { name: 'Vos choix en matière de cookies' }) };
}

/** The preferences written by the consent listener (docs/product.md §9), parsed back. */
function writtenPreferences(set: jest.SpyInstance) {
  const call = set.mock.calls.find(([name]) => name === 'cookiePreferences');
  return JSON.parse(call?.[1] as string) as Record<string, unknown>;
}

describe('cookie banner', () => {
  let set: jest.SpyInstance;
  beforeEach(() => {
    set = jest.spyOn(Cookies, 'set');
  });
  afterEach(() => {
    set.mockRestore();
    removeAllCookies();
    document.head.querySelectorAll('script[data-simusession-analytics]').forEach((script) => script.remove());
  });

  it('moves focus into the banner and gives "Refuser tout" and "Accepter tout" the same style', async () => {
    const { banner } = await renderWithBanner();
    expect(banner).toHaveFocus();
    const refuse = within(banner).getByRole('button', { name: 'Refuser tout' });
    const accept = within(banner).getByRole('button', { name: 'Accepter tout' });
    expect(refuse.className).toBe(accept.className);
    expect(within(banner).getByRole('link', { name: 'En savoir plus sur les cookies' })).toHaveAttribute('href', '/legal/policy');
  });

  it('"Refuser tout" stores a refusal for 365 days, SameSite Strict, and loads no analytics', async () => {
    const { user, banner } = await renderWithBanner();
    await user.click(within(banner).getByRole('button', { name: 'Refuser tout' }));
    expect(set).toHaveBeenCalledWith('SimuSessionCookieConsent', 'refused', ATTRIBUTES);
    expect(set).toHaveBeenCalledWith('cookiePreferences', expect.any(String), ATTRIBUTES);
    expect(writtenPreferences(set)).toEqual({ essential: true, analytics: false, marketing: false, timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), version: '1.0' });
    expect(document.cookie).toContain('SimuSessionCookieConsent=refused');
    expect(document.querySelector('script[src="/analytics.js"]')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Vos choix en matière de cookies' })).not.toBeInTheDocument();
  });

  it('"Accepter tout" stores analytics and marketing, and injects the analytics script', async () => {
    const { user, banner } = await renderWithBanner();
    await user.click(within(banner).getByRole('button', { name: 'Accepter tout' }));
    expect(set).toHaveBeenCalledWith('SimuSessionCookieConsent', 'accepted', ATTRIBUTES);
    expect(writtenPreferences(set)).toMatchObject({ essential: true, analytics: true, marketing: true, version: '1.0' });
    expect(document.cookie).toContain('cookiePreferences=');
    expect(document.querySelector('script[src="/analytics.js"]')).not.toBeNull();
  });

  it('"Enregistrer mes préférences" saves the categories chosen in the panel; Essentiels stays on', async () => {
    const { user, banner } = await renderWithBanner();
    await user.click(within(banner).getByRole('button', { name: 'Personnaliser' }));
    const group = within(banner).getByRole('group', { name: 'Catégories de cookies' });
    const essential = within(group).getByRole('checkbox', { name: /Essentiels/ });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(within(group).getByRole('checkbox', { name: /Analytiques/ })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: /Analytiques/ }));
    await user.click(within(banner).getByRole('button', { name: 'Enregistrer mes préférences' }));
    expect(set).toHaveBeenCalledWith('SimuSessionCookieConsent', 'customised', ATTRIBUTES);
    expect(writtenPreferences(set)).toMatchObject({ essential: true, analytics: true, marketing: false, version: '1.0' });
  });

  it('is reopened by "Gestion des cookies" in the footer, with the stored choice', async () => {
    renderApp('/', { user: null });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Vos choix en matière de cookies' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    const manage = screen.getByRole('button', { name: 'Gestion des cookies' });
    await user.click(manage);
    const banner = screen.getByRole('region', { name: 'Vos choix en matière de cookies' });
    expect(within(banner).getByRole('checkbox', { name: /Analytiques/ })).not.toBeChecked();
    await user.click(within(banner).getByRole('button', { name: 'Fermer' }));
    expect(manage).toHaveFocus();
  });
});
