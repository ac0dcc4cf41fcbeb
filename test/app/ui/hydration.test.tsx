import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { HydrationProvider, useHydrated } from '../../../src/ui/hydration';

function Probe() {
  return <p>{useHydrated() ? 'démarrée' : 'en attente'}</p>;
}

describe('useHydrated', () => {
  it('is false in the HTML drawn for a page that the browser will adopt', () => {
    expect(renderToString(<HydrationProvider adopting><Probe /></HydrationProvider>)).toContain('en attente');
  });

  it('turns true once React has adopted the page', async () => {
    render(<HydrationProvider adopting><Probe /></HydrationProvider>);
    expect(await screen.findByText('démarrée')).toBeInTheDocument();
  });

  it('is true at once where the app draws the page itself', () => {
    render(<HydrationProvider adopting={false}><Probe /></HydrationProvider>);
    expect(screen.getByText('démarrée')).toBeInTheDocument();
  });

  it('is true outside any provider (a component on its own)', () => {
    render(<Probe />);
    expect(screen.getByText('démarrée')).toBeInTheDocument();
  });
});
