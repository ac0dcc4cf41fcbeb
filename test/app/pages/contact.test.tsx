/** The contact page's demo request (docs/guide/visitor.md): checked in French beside each field, sent, confirmed; nothing lost on a failure. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { demoRequestMessages } from '../../../contract/messages';
import { demoRequestErrors, EMPTY_DEMO_REQUEST, type DemoRequestDraft } from '../../../src/features/contact';
import { renderApp } from '../ui/renderApp';

const sent: unknown[] = [];
/** What the next call answers: the API's 200, a 429, or a failure of the service. */
let answer: 'ok' | 'limited' | 'down' = 'ok';
/** While set, the answer waits until the test opens the gate (to see the form while it sends). */
let gate: Promise<void> | null = null;
const server = setupServer(
  http.post('http://localhost/api/demo-requests', async ({ request }) => {
    sent.push(await request.json());
    if (gate) await gate;
    if (answer === 'limited') return HttpResponse.json({ success: false, message: demoRequestMessages.tooManyRequests }, { status: 429, headers: { 'Retry-After': '3600' } });
    if (answer === 'down') return HttpResponse.json({ success: false, message: 'Erreur interne.' }, { status: 500 });
    return HttpResponse.json({ success: true, message: '', data: { received: true } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
  answer = 'ok';
  gate = null;
});
afterAll(() => server.close());

async function openContact() {
  renderApp('/contact', { user: null });
  await screen.findByRole('heading', { level: 1, name: 'Contact' });
  return { user: userEvent.setup(), form: within(document.getElementById('demo') as HTMLElement) };
}

/** The error announced beside a control: tied to it by aria-describedby. */
function errorOf(control: HTMLElement): string | null | undefined {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  const described = (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
  return described.find((element) => element?.getAttribute('role') === 'alert')?.textContent;
}

/** Pasted rather than typed key by key: the same change events, in a fraction of the time on a loaded machine. */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fill(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof within>) {
  await enter(user, form.getByLabelText('Nom et prénom'), 'Camille Durand');
  await enter(user, form.getByLabelText('Adresse e-mail professionnelle'), 'camille.durand@ifsi-exemple.fr');
  await enter(user, form.getByLabelText('Organisation'), 'IFSI de Villefranche');
  await user.click(form.getByRole('radio', { name: 'Administrateur ou direction' }));
  await enter(user, form.getByLabelText('Message (facultatif)'), 'Plutôt un mardi.');
  await user.click(form.getByRole('checkbox', { name: /J’accepte d’être recontacté/ }));
}

describe('demo request form', () => {
  it('says in French, beside each field, what is missing, and sends nothing', async () => {
    const { user, form } = await openContact();
    await user.type(form.getByLabelText('Adresse e-mail professionnelle'), 'camille@');
    await user.click(form.getByRole('button', { name: 'Envoyer la demande' }));
    expect(errorOf(form.getByLabelText('Nom et prénom'))).toBe('Indiquez votre nom.');
    expect(errorOf(form.getByLabelText('Adresse e-mail professionnelle'))).toBe('Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.');
    expect(errorOf(form.getByLabelText('Organisation'))).toBe('Indiquez votre organisation.');
    expect(form.getByRole('group', { name: 'Vous êtes' })).toHaveAccessibleDescription('Choisissez ce qui vous décrit le mieux.');
    expect(errorOf(form.getByRole('checkbox', { name: /J’accepte d’être recontacté/ }))).toBe('Cochez la case pour que nous puissions vous répondre.');
    // The message is optional: no error beside it.
    expect(form.getByLabelText('Message (facultatif)')).not.toHaveAttribute('aria-invalid');
    expect(form.getByLabelText('Adresse e-mail professionnelle')).toHaveValue('camille@');
    expect(sent).toEqual([]);
  });

  it('sends the request once, shows it is sending, then confirms in place of the form', async () => {
    let open: () => void = () => undefined;
    gate = new Promise<void>((resolve) => (open = resolve));
    const { user, form } = await openContact();
    await fill(user, form);
    await user.click(form.getByRole('button', { name: 'Envoyer la demande' }));
    const sending = await form.findByRole('button', { name: 'Envoi en cours…' });
    expect(sending).toBeDisabled();
    await user.click(sending);
    open();
    const confirmation = await form.findByRole('status');
    expect(confirmation).toHaveTextContent('Demande envoyée');
    expect(confirmation).toHaveTextContent('vous répond à camille.durand@ifsi-exemple.fr sous deux jours ouvrés');
    expect(confirmation).toHaveFocus();
    expect(form.queryByRole('button', { name: 'Envoyer la demande' })).toBeNull();
    expect(sent).toEqual([
      { name: 'Camille Durand', email: 'camille.durand@ifsi-exemple.fr', organisation: 'IFSI de Villefranche', role: 'administrateur', message: 'Plutôt un mardi.', consent: true },
    ]);

    await user.click(form.getByRole('button', { name: 'Envoyer une autre demande' }));
    expect(form.getByLabelText('Nom et prénom')).toHaveValue('');
  });

  it.each([
    ['limited', demoRequestMessages.tooManyRequests],
    ['down', 'Erreur interne.'],
  ] as const)('a refused or failed send (%s) says why and keeps every field as typed', async (outcome, reason) => {
    answer = outcome;
    const { user, form } = await openContact();
    await fill(user, form);
    await user.click(form.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await form.findByRole('alert')).toHaveTextContent(reason.replace(/\u00a0/g, ' '));
    expect(form.getByLabelText('Nom et prénom')).toHaveValue('Camille Durand');
    expect(form.getByLabelText('Adresse e-mail professionnelle')).toHaveValue('camille.durand@ifsi-exemple.fr');
    expect(form.getByLabelText('Organisation')).toHaveValue('IFSI de Villefranche');
    expect(form.getByRole('radio', { name: 'Administrateur ou direction' })).toBeChecked();
    expect(form.getByLabelText('Message (facultatif)')).toHaveValue('Plutôt un mardi.');
    expect(form.getByRole('checkbox', { name: /J’accepte d’être recontacté/ })).toBeChecked();
    expect(form.getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();
  });
});

describe('demoRequestErrors', () => {
  const valid: DemoRequestDraft = { ...EMPTY_DEMO_REQUEST, name: 'Camille', email: 'c@exemple.fr', organisation: 'IFSI', role: 'autre', consent: true };
  it.each<[string, Partial<DemoRequestDraft>, Record<string, string>]>([
    ['a complete request', {}, {}],
    ['blank name and organisation', { name: '  ', organisation: ' ' }, { name: 'Indiquez votre nom.', organisation: 'Indiquez votre organisation.' }],
    ['no e-mail', { email: '' }, { email: 'Saisissez votre adresse e-mail.' }],
    ['no role', { role: null }, { role: 'Choisissez ce qui vous décrit le mieux.' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, { name: 'Ce champ ne peut pas dépasser 100\u00a0caractères.' }],
    ['a message over 2 000 characters', { message: 'x'.repeat(2001) }, { message: 'Ce champ ne peut pas dépasser 2000\u00a0caractères.' }],
    ['no consent', { consent: false }, { consent: 'Cochez la case pour que nous puissions vous répondre.' }],
  ])('%s', (_case, change, expected) => {
    expect(demoRequestErrors({ ...valid, ...change })).toEqual(expected);
  });
});

describe('contact page layout', () => {
  it('puts beside the demo form what happens next, the delay and the address, and the other ways below, in order', async () => {
    await openContact();
    const demo = document.getElementById('demo') as HTMLElement;
    const panel = within(demo).getByRole('complementary', { name: 'Après votre demande' });
    expect(panel).toHaveTextContent('sous deux jours ouvrés');
    expect(within(panel).getByRole('link', { name: 'contact@simusession.fr' })).toHaveAttribute('href', 'mailto:contact@simusession.fr');
    expect(within(panel).getByRole('link', { name: 'Écrire plutôt par e-mail' })).toBeInTheDocument();
    // What helps prepare the demo: on demand, not a wall of text beside the form.
    const helps = within(panel).getByText('Ce qui nous aide à préparer la démonstration').closest('details')!;
    expect(helps).not.toHaveAttribute('open');
    expect(helps).toHaveTextContent('Deux ou trois créneaux qui vous conviennent.');
    // The form comes first in the page: nothing before it repeats the address.
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: 'contact@simusession.fr' })).toHaveLength(1);
    expect(within(main).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Demander une démonstration',
      'Demander un devis',
      'Poser une question',
      'Et ensuite\u202f?',
      'Autres moyens de nous joindre',
    ]);
  });
});
