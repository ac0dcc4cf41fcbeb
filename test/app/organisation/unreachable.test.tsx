/**
 * A failed organisation check (the API answering 5xx, a gateway, the network) is not the
 * organisation's state: the pure reading of one check, the slice's answer to it, and what a member
 * sees on any protected page — the service unreachable and « Réessayer », never the payment page.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  organisationRetryRequested,
  organisationSlice,
  organisationUnreachable,
  readOrganisationCheck,
  type OrganisationCheck,
  type OrganisationState,
} from '../../../src/features/organisation';
import { makeUser } from '../fixtures';
import { activeOrganisation, inactiveOrganisation, renderApp } from '../ui/renderApp';

const record = { id: 'org-1', name: 'Lycée Actif', isActive: 'true' };
const failure = (outcome: OrganisationCheck['outcome'], retryAfterMs: number | null = null): OrganisationCheck => ({
  access: { isActive: false, organisation: null, message: 'Erreur réseau ou serveur.' },
  outcome,
  retryAfterMs,
});

describe('readOrganisationCheck: what one check says', () => {
  it.each<[string, OrganisationCheck, ReturnType<typeof readOrganisationCheck>]>([
    ['active', { access: { isActive: true, organisation: record, message: null }, outcome: 'ok', retryAfterMs: null }, { kind: 'status', isActive: true, organisation: record }],
    ['inactive', { access: { isActive: false, organisation: record, message: null }, outcome: 'ok', retryAfterMs: null }, { kind: 'status', isActive: false, organisation: record }],
    ['a JSON `success: false`', { access: { isActive: false, organisation: null, message: 'Abonnement suspendu.' }, outcome: 'ok', retryAfterMs: null }, { kind: 'refused', message: 'Abonnement suspendu.', organisation: null }],
    ['a 4xx refusal', { access: { isActive: false, organisation: null, message: 'Organisation inconnue.' }, outcome: 'refused', retryAfterMs: null }, { kind: 'refused', message: 'Organisation inconnue.', organisation: null }],
    ['a 5xx or a network failure', failure('error'), { kind: 'unreachable', retryAfterMs: null }],
    ['a 429 past its short retries', failure('transient', 60_000), { kind: 'unreachable', retryAfterMs: 60_000 }],
  ])('%s', (_name, check, reading) => {
    expect(readOrganisationCheck(check)).toEqual(reading);
  });
});

describe('the organisation slice when the check is not answered', () => {
  const unknown: OrganisationState = { status: 'unknown', organisation: null, message: null };
  const unreachable: OrganisationState = { status: 'unreachable', organisation: null, message: null, retryInSeconds: 5, retrying: true };
  it.each<[string, OrganisationState, OrganisationState]>([
    ['nothing known yet: unreachable', unknown, { status: 'unreachable', organisation: null, message: null, retryInSeconds: 30, retrying: false }],
    ['still unreachable: the new wait', unreachable, { status: 'unreachable', organisation: null, message: null, retryInSeconds: 30, retrying: false }],
    ['an active organisation stays active', activeOrganisation, activeOrganisation],
    ['an inactive one stays inactive, as the API said', inactiveOrganisation(), inactiveOrganisation()],
  ])('%s', (_name, before, after) => {
    expect(organisationSlice.reducer(before, organisationUnreachable({ retryInSeconds: 30 }))).toEqual(after);
  });

  it('« Réessayer » marks the try as travelling, and only while unreachable', () => {
    const waiting: OrganisationState = { status: 'unreachable', organisation: null, message: null, retryInSeconds: 30, retrying: false };
    expect(organisationSlice.reducer(waiting, organisationRetryRequested())).toEqual({ ...waiting, retrying: true });
    expect(organisationSlice.reducer(activeOrganisation, organisationRetryRequested())).toBe(activeOrganisation);
  });
});

// The first render loads the layout's lazy chunks.
const SLOW = { timeout: 15_000 };
const unreachableState: OrganisationState = { status: 'unreachable', organisation: null, message: null, retryInSeconds: 30, retrying: false };

describe('what a member sees while the organisation check has no answer', () => {
  it.each([
    ['the admin on a session page', 'admin', '/teacher/sessions/session-1'],
    ['the admin on the renewal page', 'admin', '/account/UpgradeSubscription'],
    ['the admin on the subscription page', 'admin', '/account/subscription'],
    ['a teacher on the sessions', 'enseignant', '/teacher/teacher_main'],
    ['a student on /expired', 'etudiant', '/expired'],
  ] as const)('%s: the service is unreachable, never an ended subscription nor a payment', async (_name, role, path) => {
    renderApp(path, { user: makeUser(role), organisation: unreachableState });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service momentanément injoignable' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Le service SimuSession est momentanément injoignable. Nouvelle tentative dans 30 s…')).toBeInTheDocument();
    expect(screen.queryByText(/n’est plus actif/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
  });

  it('« Réessayer » asks again at once and says so', async () => {
    const { store } = renderApp('/teacher/sessions/session-1', { user: makeUser('admin'), organisation: unreachableState });
    const retry = await screen.findByRole('button', { name: 'Réessayer' }, SLOW);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    expect(store.getState().organisation).toMatchObject({ status: 'unreachable', retrying: true });
    expect(screen.getByText('Nouvel essai…')).toBeInTheDocument();
  });
});
