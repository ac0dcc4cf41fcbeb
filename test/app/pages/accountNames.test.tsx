import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeUser } from '../fixtures';
import { activeOrganisation, fakeIdentity, renderApp } from '../ui/renderApp';

describe('/auth/user_account: Prénom and Nom', () => {
  const sent: unknown[] = [];
  const server = setupServer(
    http.patch('http://localhost/api/me', async ({ request }) => {
      const body = (await request.json()) as { firstname: string; name: string };
      sent.push(body);
      return HttpResponse.json({ success: true, message: '', data: body });
    }),
    // The consents section of the same page.
    http.get('http://localhost/api/documents', () => HttpResponse.json({ success: true, message: '', data: { items: [], history: [] } })),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    sent.length = 0;
  });
  afterAll(() => server.close());

  it('saves with « Enregistrer », and the navigation’s name follows at once', async () => {
    const user = userEvent.setup();
    renderApp('/auth/user_account', { user: makeUser('etudiant'), organisation: activeOrganisation, identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton') }) });
    const form = await screen.findByRole('form', { name: 'Prénom et nom' });
    await user.clear(within(form).getByLabelText('Prénom'));
    await user.type(within(form).getByLabelText('Prénom'), 'Emmanuelle');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Vos prénom et nom sont enregistrés.')).toBeInTheDocument();
    expect(sent).toEqual([{ firstname: 'Emmanuelle', name: 'Martin' }]);
    // The page's heading of the person, drawn from the store like the avatar's hover text.
    expect(screen.getAllByText('Emmanuelle Martin').length).toBeGreaterThan(0);
  });

  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp('/auth/user_account', { user: makeUser('etudiant'), organisation: activeOrganisation });
    const form = await screen.findByRole('form', { name: 'Prénom et nom' });
    await user.clear(within(form).getByLabelText('Nom'));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(within(form).getByText('Indiquez votre nom.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
