import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '../../../contract/roles';
import { makeUser } from '../fixtures';
import { activeOrganisation, inactiveOrganisation, renderApp } from './renderApp';

/**
 * Both bars are in the DOM. jsdom applies the base `display: none` of the desktop bar but not
 * the media query that shows it from `md` up, so the desktop bar is queried with `hidden: true`.
 */
function bars() {
  // Accessible names are not computed for hidden elements: match the label itself.
  const [desktop, mobile] = screen
    .getAllByRole('navigation', { hidden: true })
    .filter((nav) => nav.getAttribute('aria-label') === 'Navigation principale');
  if (!desktop || !mobile) throw new Error('two navigation bars expected');
  return { desktop, mobile };
}

/** What a screen reader says: the aria-label, or the text without what is aria-hidden or hidden. */
function spoken(element: Element): string {
  const clone = element.cloneNode(true) as Element;
  clone.querySelectorAll('[aria-hidden="true"], [hidden]').forEach((node) => node.remove());
  return element.getAttribute('aria-label') ?? clone.textContent?.trim() ?? '';
}

const names = (container: HTMLElement, role: 'link' | 'button') =>
  within(container).queryAllByRole(role, { hidden: true }).map(spoken);

const desktopTooltip = () => within(bars().desktop).queryByRole('tooltip', { hidden: true });

async function renderAs(role: Role | null, path = '/') {
  const view = renderApp(path, { user: role ? makeUser(role) : null, organisation: role ? activeOrganisation : undefined });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

async function openMobileMenu() {
  const user = userEvent.setup();
  await user.click(within(bars().mobile).getByRole('button', { name: 'Menu' }));
  return user;
}

describe('a visitor’s call to action in the header', () => {
  it.each<[Role | null, boolean]>([
    [null, true],
    ['admin', false],
    ['enseignant', false],
    ['etudiant', false],
    ['hyperadmin', false],
  ])('%s: « Demander une démo » shown %s', async (role, shown) => {
    const { container } = await renderAs(role);
    const calls = within(container).queryAllByRole('link', { name: 'Demander une démo', hidden: true }).filter((link) => link.closest('header') !== null);
    // One on the desktop bar, one on the phone's top bar (the footer's « Produit » column has its own); both to the contact page's demonstration form.
    expect(calls.map((link) => link.getAttribute('href'))).toEqual(shown ? ['/contact', '/contact'] : []);
  });
});

describe('navigation bars, per role', () => {
  it.each<[Role | null, string[], string[]]>([
    // The visitor's menu, then its call to action (a link drawn as a button).
    [null, ['Accueil', 'Connexion', 'Tarifs', 'Nous', 'Documentation', 'Contact', 'Demander une démo'], []],
    ['admin', ['Accueil', 'Utilisateurs', 'Config', 'Mon abonnement', 'Documentation', 'Contact', 'Compte'], ['Déconnexion']],
    ['hyperadmin', ['Accueil', 'Effacer Old users', 'Compte'], ['Déconnexion']],
    ['enseignant', ['Accueil', 'Etudiants', 'Sessions', 'Mes dossiers', 'Documentation', 'Contact', 'Compte'], ['Déconnexion']],
    ['etudiant', ['Accueil', 'Sessions', 'Documentation', 'Contact', 'Compte'], ['Déconnexion']],
  ])('desktop bar for %s', async (role, links, buttons) => {
    await renderAs(role);
    const { desktop } = bars();
    expect(names(desktop, 'link')).toEqual(links);
    expect(names(desktop, 'button')).toEqual(buttons);
  });

  it('offers the admin of an inactive organisation only what the policy still allows it', async () => {
    renderApp('/', { user: makeUser('admin'), organisation: inactiveOrganisation() });
    await screen.findByRole('heading', { level: 1 });
    expect(names(bars().desktop, 'link')).toEqual(['Accueil', 'Mon abonnement', 'Documentation', 'Contact', 'Compte']);
  });

  // The 375 px bar carries « Accueil » and the role's entries (docs/product.md §2's mobile labels) beside « Menu »; the menu, the rest.
  it.each<[Role | null, string[], string[]]>([
    [null, ['Accueil /'], ['Connexion', 'Tarifs', 'Nous', 'Documentation', 'Contact']],
    ['admin', ['Accueil /auth/users', 'Utilisateurs /auth/users', 'Config /auth/config', 'Mon abonnement /account/subscription'], ['Compte', 'Documentation', 'Contact', 'Déconnexion']],
    ['hyperadmin', ['Accueil /auth/deleteOldUsers', 'Effacer Old users /auth/deleteOldUsers'], ['Compte', 'Déconnexion']],
    ['enseignant', ['Accueil /teacher/teacher_main', 'Etudiants /teacher/students', 'Sessions /teacher/teacher_main', 'Mes dossiers /session/dossiers/Dossiers'], ['Compte', 'Documentation', 'Contact', 'Déconnexion']],
    ['etudiant', ['Accueil /student/sessionsTable', 'Sessions /student/sessionsTable'], ['Compte', 'Documentation', 'Contact', 'Déconnexion']],
  ])('mobile bar for %s: %j beside a toggle menu with %j', async (role, bar, menu) => {
    await renderAs(role);
    const { mobile } = bars();
    const shown = within(mobile).getAllByRole('link').map((link) => `${spoken(link)} ${link.getAttribute('href')}`);
    expect(shown).toEqual(bar);
    expect(within(mobile).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(within(mobile).queryAllByRole('listitem')).toHaveLength(0);
    await openMobileMenu();
    const items = within(mobile).getAllByRole('listitem').map(spoken);
    expect(items).toEqual(menu);
  });

  it.each<[Role, string]>([
    ['admin', '/auth/users'],
    ['hyperadmin', '/auth/deleteOldUsers'],
    ['enseignant', '/teacher/teacher_main'],
    ['etudiant', '/student/sessionsTable'],
  ])('leads %s from the logo (« Accueil ») to its main page', async (role, main) => {
    await renderAs(role, '/about');
    expect(within(bars().desktop).getByRole('link', { name: 'Accueil', hidden: true })).toHaveAttribute('href', main);
  });

  // The phone's slim top bar: the logo to the main page and the avatar to the account (a visitor: the call to action), nothing else.
  it.each<[Role | null, string[]]>([
    [null, ['SimuSession /', 'Demander une démo /contact']],
    ['enseignant', ['SimuSession /teacher/teacher_main', 'Compte /auth/user_account']],
    ['hyperadmin', ['SimuSession /auth/deleteOldUsers', 'Compte /auth/user_account']],
  ])('gives %s a top bar on the phone with %j only', async (role, links) => {
    await renderAs(role, '/about');
    const banner = screen.getByRole('banner');
    const outsideTheBars = (element: Element) => element.closest('nav') === null;
    // The logo is named by its image (« SimuSession »), the avatar by its text.
    const nameOf = (link: Element) => spoken(link) || (link.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '');
    expect(within(banner).getAllByRole('link').filter(outsideTheBars).map((l) => `${nameOf(l)} ${l.getAttribute('href')}`)).toEqual(links);
    expect(within(banner).queryAllByRole('button').filter(outsideTheBars)).toEqual([]);
  });

  it('leads the members of an inactive organisation home to where the guard sends them', async () => {
    renderApp('/about', { user: makeUser('enseignant'), organisation: inactiveOrganisation() });
    await screen.findByRole('heading', { level: 1 });
    expect(within(bars().mobile).getAllByRole('link').map((l) => `${spoken(l)} ${l.getAttribute('href')}`)).toEqual(['Accueil /expired']);
  });

  it('names the logo link "Accueil"', async () => {
    await renderAs(null, '/about');
    expect(within(bars().desktop).getByRole('link', { name: 'Accueil', hidden: true })).toHaveAttribute('href', '/');
  });

  it.each<[Role, string | null]>([
    ['enseignant', 'Rôle\u00a0: Enseignant'],
    ['etudiant', 'Rôle\u00a0: Étudiant'],
    ['admin', 'Rôle\u00a0: Administrateur'],
    ['hyperadmin', null],
  ])('shows the role badge of %s on the desktop bar only', async (role, label) => {
    await renderAs(role);
    const { desktop, mobile } = bars();
    const badges = within(desktop).queryAllByRole('img', { hidden: true });
    expect(badges.map((badge) => badge.getAttribute('aria-label'))).toEqual(label ? [label] : []);
    expect(within(mobile).queryAllByRole('img')).toHaveLength(0);
  });

  it('marks the current page in both bars', async () => {
    await renderAs('enseignant', '/teacher/students');
    const { desktop, mobile } = bars();
    expect(within(desktop).getByRole('link', { name: 'Etudiants', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(within(desktop).getByRole('link', { name: 'Sessions', hidden: true })).not.toHaveAttribute('aria-current');
    await openMobileMenu();
    expect(within(mobile).getByRole('link', { name: 'Etudiants' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the main page once on the phone’s bar: on the role’s entry, not on « Accueil » beside it', async () => {
    await renderAs('enseignant', '/teacher/teacher_main');
    const { mobile } = bars();
    expect(within(mobile).getByRole('link', { name: 'Sessions' })).toHaveAttribute('aria-current', 'page');
    expect(within(mobile).getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
    expect(within(mobile).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/teacher/teacher_main');
  });

  it('shows only the way home while the first auth state is unknown', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'Nous' });
    expect(names(bars().desktop, 'link')).toEqual(['Accueil']);
    expect(within(bars().mobile).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('puts the skip link "Aller au contenu" first', async () => {
    await renderAs(null);
    const first = screen.getAllByRole('link')[0];
    expect(first).toHaveTextContent('Aller au contenu');
    expect(first).toHaveAttribute('href', '#contenu');
  });
});

describe('avatar', () => {
  it('shows the first name and name on hover', async () => {
    await renderAs('enseignant');
    const user = userEvent.setup();
    const avatar = within(bars().desktop).getByRole('link', { name: 'Compte', hidden: true });
    expect(avatar).toHaveAttribute('href', '/auth/user_account');
    expect(desktopTooltip()).toHaveAttribute('hidden');
    await user.hover(avatar);
    expect(desktopTooltip()).not.toHaveAttribute('hidden');
    expect(desktopTooltip()).toHaveTextContent('Camille Martin');
    expect(avatar).toHaveAccessibleDescription('Camille Martin');
    await user.unhover(avatar);
    expect(desktopTooltip()).toHaveAttribute('hidden');
  });

  it('shows the first name and name on keyboard focus, and hides them with Escape', async () => {
    await renderAs('admin');
    const user = userEvent.setup();
    const avatar = within(bars().desktop).getByRole('link', { name: 'Compte', hidden: true });
    act(() => avatar.focus());
    expect(desktopTooltip()).not.toHaveAttribute('hidden');
    expect(desktopTooltip()).toHaveTextContent('Camille Martin');
    await user.keyboard('{Escape}');
    expect(desktopTooltip()).toHaveAttribute('hidden');
    act(() => avatar.blur());
    expect(desktopTooltip()).toHaveAttribute('hidden');
  });

  it('shows the initials when there is no photo, the photo otherwise', async () => {
    const { unmount } = renderApp('/', { user: makeUser('etudiant'), organisation: activeOrganisation });
    await screen.findByRole('heading', { level: 1 });
    expect(within(bars().desktop).getByRole('link', { name: 'Compte', hidden: true })).toHaveTextContent('CM');
    unmount();
    const { container } = renderApp('/', { user: makeUser('etudiant', { photoURL: 'https://exemple.fr/photo.jpg' }), organisation: activeOrganisation });
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('img[src="https://exemple.fr/photo.jpg"]')).toHaveAttribute('alt', '');
  });
});

describe('mobile toggle menu', () => {
  it('closes on Escape and gives focus back to the toggle', async () => {
    await renderAs('etudiant');
    const user = await openMobileMenu();
    const toggle = within(bars().mobile).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    expect(within(bars().mobile).getByRole('link', { name: 'Documentation' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(within(bars().mobile).queryByRole('link', { name: 'Contact' })).not.toBeInTheDocument();
  });

  it('closes when a link is followed', async () => {
    await renderAs(null);
    const user = await openMobileMenu();
    await user.click(within(bars().mobile).getByRole('link', { name: 'Tarifs' }));
    await screen.findByRole('heading', { level: 1, name: 'Tarifs' });
    expect(within(bars().mobile).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out from Déconnexion', async () => {
    const { identity } = await renderAs('enseignant');
    const user = await openMobileMenu();
    await user.click(within(bars().mobile).getByRole('button', { name: 'Déconnexion' }));
    expect(identity.signOut).toHaveBeenCalledTimes(1);
  });
});
