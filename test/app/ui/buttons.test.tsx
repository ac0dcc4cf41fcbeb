/** A button that cannot act looks the same whatever its variant: « Supprimer » never looks ready while it does nothing. */
import { render, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { Button, type ButtonVariant } from '../../../src/ui/buttons';
import { PageButton, SubmitButton } from '../../../src/ui/forms';
import { HydrationProvider } from '../../../src/ui/hydration';
import { theme } from '../../../src/ui/theme';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'danger', 'dangerSecondary'];

const looks = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  return { background: style.backgroundColor, color: style.color, border: style.borderColor, cursor: style.cursor };
};

test.each(VARIANTS)('a disabled « %s » button is the one grey, quiet look', (variant) => {
  render(
    <ThemeProvider theme={theme}>
      <Button type="button" $variant={variant} disabled>
        Supprimer
      </Button>
      <Button type="button" $variant="primary" disabled>
        Prévenir
      </Button>
    </ThemeProvider>,
  );
  const button = screen.getByRole('button', { name: 'Supprimer' });
  expect(looks(button)).toEqual(looks(screen.getByRole('button', { name: 'Prévenir' })));
  expect(looks(button).cursor).toBe('not-allowed');
});

test('a busy button (its request on its way) keeps its colours, with the wait cursor', () => {
  render(
    <ThemeProvider theme={theme}>
      <Button type="button" $variant="danger" disabled aria-busy>
        Suppression…
      </Button>
      <Button type="button" $variant="danger">
        Supprimer
      </Button>
    </ThemeProvider>,
  );
  const busy = looks(screen.getByRole('button', { name: 'Suppression…' }));
  const ready = looks(screen.getByRole('button', { name: 'Supprimer' }));
  expect(busy.background).toBe(ready.background);
  expect(busy.cursor).toBe('progress');
});

test('a pre-rendered form’s button, waiting for the page to start, keeps its colours (no grey flash on every load)', () => {
  const markup = renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <HydrationProvider adopting>
        <SubmitButton>Se connecter</SubmitButton>
      </HydrationProvider>
    </ThemeProvider>,
  );
  // Before React adopts the page, the button cannot act yet and says why to the stylesheet.
  expect(markup).toMatch(/<button[^>]*disabled=""[^>]*data-starting=""|<button[^>]*data-starting=""[^>]*disabled=""/);
  render(
    <ThemeProvider theme={theme}>
      <Button type="submit" disabled data-starting="">
        Se connecter
      </Button>
      <Button type="submit">Envoyer</Button>
    </ThemeProvider>,
  );
  const starting = looks(screen.getByRole('button', { name: 'Se connecter' }));
  expect(starting.background).toBe(looks(screen.getByRole('button', { name: 'Envoyer' })).background);
  expect(starting.cursor).toBe('progress');
});

test('a pre-rendered page’s own button (not a form’s) waits for the page to start, then acts', async () => {
  const shown = jest.fn();
  const page = (
    <ThemeProvider theme={theme}>
      <HydrationProvider adopting>
        <PageButton $variant="secondary" onClick={shown}>
          Afficher le graphe
        </PageButton>
      </HydrationProvider>
    </ThemeProvider>
  );
  // The HTML drawn before any script: a button that cannot be pressed yet, and says why to the stylesheet.
  const markup = renderToStaticMarkup(page);
  expect(markup).toMatch(/<button[^>]*type="button"/);
  expect(markup).toMatch(/<button[^>]*disabled=""[^>]*data-starting=""|<button[^>]*data-starting=""[^>]*disabled=""/);
  // Once the app has taken the page over, it is an ordinary button.
  render(page);
  const button = await screen.findByRole('button', { name: 'Afficher le graphe' });
  await waitFor(() => expect(button).toBeEnabled());
  expect(button).not.toHaveAttribute('data-starting');
  button.click();
  expect(shown).toHaveBeenCalledTimes(1);
});
