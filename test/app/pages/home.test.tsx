import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../ui/renderApp';
import { webpSize } from '../../support/webpSize';

async function openHome() {
  renderApp('/', { user: null });
  return screen.findByRole('heading', { level: 1 });
}

describe('home page', () => {
  it('promises simulation trainers a place for the whole session', async () => {
    expect(await openHome()).toHaveTextContent('Préparez, animez et débriefez vos sessions de simulation au même endroit');
    expect(screen.getByText('Simulation en santé et simulation professionnelle')).toBeInTheDocument();
  });

  it('leads first to a demo and to the prices, and still lets a customer sign in', async () => {
    await openHome();
    const demo = screen.getAllByRole('link', { name: 'Demander une démo' });
    expect(demo[0]).toHaveAttribute('href', '/contact');
    expect(screen.getAllByRole('link', { name: 'Voir les tarifs' })[0]).toHaveAttribute('href', '/pricing');
    // The first call to action of the page is the demo, not signing in.
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link')[0]).toHaveAccessibleName('Demander une démo');
    expect(within(main).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it('shows the four steps of a session in order', async () => {
    await openHome();
    const steps = screen.getByRole('heading', { level: 2, name: 'Une session en quatre temps' }).closest('section')!;
    expect(within(steps).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Briefing', 'Scénario', 'Débriefing', 'Évaluation']);
    expect(within(steps).getByRole('list').tagName).toBe('OL');
  });

  it('shows real screenshots with French descriptions, only the first one loaded at once', async () => {
    await openHome();
    const images = screen.getAllByRole('img').filter((img) => img.tagName === 'IMG');
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const image of images) {
      expect(image.getAttribute('alt')?.length).toBeGreaterThan(40);
      expect(image).toHaveAttribute('src', expect.stringMatching(/^\/product\/[a-z-]+-375\.webp$/));
      const computer = image.parentElement?.querySelector('source');
      expect(computer).toHaveAttribute('srcset', image.getAttribute('src')!.replace('-375', '-1280'));
      expect(computer).toHaveAttribute('media', '(min-width: 768px)');
      // Both pictures are in the repository (npm run screenshots makes them): a name without its file is a hole in the
      // page; and each is as large as its attributes say, so that the page keeps its room before it arrives.
      for (const [url, sized] of [[image.getAttribute('src')!, image], [computer!.getAttribute('srcset')!, computer!]] as const) {
        const file = path.join(__dirname, '../../../public', url);
        expect(fs.existsSync(file)).toBe(true);
        const { width, height } = webpSize(file);
        expect([url, sized.getAttribute('width'), sized.getAttribute('height')]).toEqual([url, String(width), String(height)]);
      }
    }
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', ...images.slice(1).map(() => 'lazy')]);
    expect(images[0]).toHaveAttribute('src', '/product/teacher-session-run-375.webp');
    // The room and the debriefing are shown, not only the pages around them (fourth design review).
    const names = images.map((image) => /^\/product\/(.+)-375\.webp$/.exec(image.getAttribute('src')!)?.[1]);
    expect(names).toEqual(expect.arrayContaining(['patient-monitor', 'session-debrief']));
  });

  it('says whom it is for and what it commits to', async () => {
    await openHome();
    const audiences = screen.getByRole('heading', { level: 2, name: 'Pour qui\u202f?' }).closest('section')!;
    expect(within(audiences).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Enseignants et formateurs',
      'Étudiants',
      'Organisations',
    ]);
    const trust = screen.getByRole('heading', { level: 2, name: 'Nos engagements' }).closest('section')!;
    expect(within(trust).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Conforme au RGPD',
      'Hébergé dans l’Union européenne',
      'Accessible',
    ]);
  });

  it('names the brand in the bar without changing the home link’s name', async () => {
    await openHome();
    const home = screen.getAllByRole('link', { name: 'Accueil', hidden: true })[0]!;
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent('SimuSession');
  });
});
