/**
 * `/login`, `/signup` and `/auth/ForgotPassword` as designed pages: the heading and lead of the route table,
 * the form first, and beside it a panel saying what the person gets, with one sized, lazy picture of the product.
 */
import nodePath from 'node:path';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../ui/renderApp';
import { webpSize } from '../../support/webpSize';

const PAGES = [
  {
    path: '/login',
    heading: 'Connexion',
    lead: 'Connectez-vous à votre espace SimuSession.',
    firstField: 'Adresse e-mail',
    panel: 'Dans votre espace',
    point: /La salle de simulation\s: l’état du patient et ses constantes en direct/,
    picture: '/product/teacher-session-run-375.webp',
  },
  {
    path: '/signup',
    heading: 'Créer un compte',
    lead: 'Créez votre compte SimuSession avec votre adresse e-mail.',
    firstField: 'Prénom',
    panel: 'Ce que comprend le compte gratuit',
    point: 'Sans engagement ni carte bancaire.',
    picture: '/product/scenario-editor-375.webp',
  },
  {
    path: '/auth/ForgotPassword',
    heading: 'Mot de passe oublié',
    lead: 'Recevez un lien pour choisir un nouveau mot de passe.',
    firstField: 'Adresse e-mail',
    panel: 'Et ensuite\u202f?',
    point: /Ce lien ouvre une page où vous choisissez votre nouveau mot de passe/,
    picture: '/product/teacher-main-375.webp',
  },
];

describe.each(PAGES)('$path', ({ path, heading, lead, firstField, panel, point, picture }) => {
  it('is headed by the route table and keeps its form as the page’s first form, before the panel', async () => {
    renderApp(path, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(lead)).toBeInTheDocument();
    const [form] = document.querySelectorAll('form');
    expect(form).toBeDefined();
    expect(within(form!).getAllByRole('textbox')[0]).toBe(screen.getByLabelText(firstField));
    const region = screen.getByRole('region', { name: panel });
    expect(form!.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says what the person gets, beside one sized and lazy picture of the product', async () => {
    renderApp(path, { user: null });
    const region = await screen.findByRole('region', { name: panel });
    expect(within(region).getByRole('heading', { level: 2, name: panel })).toBeInTheDocument();
    expect(within(region).getByText(point)).toBeInTheDocument();
    const image = within(region).getByRole('img');
    expect(image).toHaveAttribute('src', picture);
    expect(image).toHaveAttribute('loading', 'lazy');
    // As large as the file: the panel keeps the picture's room before it arrives.
    const { width, height } = webpSize(nodePath.join(__dirname, '../../../public', picture));
    expect(image).toHaveAttribute('width', String(width));
    expect(image).toHaveAttribute('height', String(height));
    expect(image.getAttribute('alt')).toMatch(/^\S.{40,}/);
    // Nothing in the panel is a form control nor a message that would be announced.
    expect(within(region).queryByRole('textbox')).toBeNull();
    expect(within(region).queryByRole('alert')).toBeNull();
    expect(within(region).queryByRole('status')).toBeNull();
  });
});
