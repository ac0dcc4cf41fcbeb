import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { RouteError } from '../../../src/app/RouteError';
import * as reloading from '../../../src/lib/lazyWithReload';
import {
  ChunkReloadFailedError,
  isChunkLoadError,
  isChunkReloadFailed,
  lazyWithReload,
  RELOAD_FLAG_PREFIX,
} from '../../../src/lib/lazyWithReload';
import { theme } from '../../../src/ui/theme';

/** webpack's own error for a chunk it could not fetch. */
const chunkError = () => Object.assign(new Error('Loading chunk 412 failed.\n(missing: https://x/assets/412.js)'), { name: 'ChunkLoadError' });
const page = { default: () => null };
const FLAG = `${RELOAD_FLAG_PREFIX}build-1`;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Settles within a tick, or is still pending (the page is reloading). */
const settledSoon = <T,>(promise: Promise<T>) =>
  Promise.race([
    promise.then((value) => ({ value }), (error: unknown) => ({ error })),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
  ]);

describe('isChunkLoadError', () => {
  test.each([
    ['webpack ChunkLoadError', chunkError(), true],
    ['webpack CSS chunk', new Error('Loading CSS chunk 7 failed.'), true],
    ['Chrome', new TypeError('Failed to fetch dynamically imported module: https://x/a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['Firefox', new TypeError('error loading dynamically imported module'), true],
    ['a page that throws', new Error('panne'), false],
    ['not an error', 'Loading chunk 1 failed', false],
  ] as const)('%s', (_name, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('lazyWithReload', () => {
  it('loads the module, and forgets an earlier reload of this build', async () => {
    const storage = memoryStorage();
    storage.setItem(FLAG, '1');
    const reload = jest.fn();
    await expect(lazyWithReload(async () => page, { buildId: 'build-1', storage, reload })()).resolves.toBe(page);
    expect(storage.items.has(FLAG)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when the chunk cannot be fetched, and draws nothing meanwhile', async () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    const loading = lazyWithReload(async () => Promise.reject(chunkError()), { buildId: 'build-1', storage, reload })();
    expect(await settledSoon(loading)).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.items.has(FLAG)).toBe(true);
  });

  it('does not reload a second time for the same build: the route gets ChunkReloadFailedError', async () => {
    const storage = memoryStorage();
    storage.setItem(FLAG, '1');
    const reload = jest.fn();
    const result = await settledSoon(lazyWithReload(async () => Promise.reject(chunkError()), { buildId: 'build-1', storage, reload })());
    expect(result).toEqual({ error: expect.any(ChunkReloadFailedError) });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again for a new build', async () => {
    const storage = memoryStorage();
    storage.setItem(FLAG, '1');
    const reload = jest.fn();
    void lazyWithReload(async () => Promise.reject(chunkError()), { buildId: 'build-2', storage, reload })();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads without a storage to guard against a loop', async () => {
    const reload = jest.fn();
    const result = await settledSoon(lazyWithReload(async () => Promise.reject(chunkError()), { buildId: 'build-1', storage: null, reload })());
    expect(result).toEqual({ error: expect.any(ChunkReloadFailedError) });
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads when the storage refuses the flag', async () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const reload = jest.fn();
    const result = await settledSoon(lazyWithReload(async () => Promise.reject(chunkError()), { buildId: 'build-1', storage, reload })());
    expect(result).toEqual({ error: expect.any(ChunkReloadFailedError) });
    expect(reload).not.toHaveBeenCalled();
  });

  it('passes any other error on untouched, without reloading', async () => {
    const reload = jest.fn();
    const failure = new Error('panne');
    const result = await settledSoon(lazyWithReload(async () => Promise.reject(failure), { buildId: 'build-1', storage: memoryStorage(), reload })());
    expect(result).toEqual({ error: failure });
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses sessionStorage by default', async () => {
    sessionStorage.clear();
    const reload = jest.fn();
    void lazyWithReload(async () => Promise.reject(chunkError()), { buildId: 'build-9', reload })();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionStorage.getItem(`${RELOAD_FLAG_PREFIX}build-9`)).toBe('1');
    sessionStorage.clear();
  });
});

describe('a route whose chunk still fails after the reload', () => {
  it('says so in French with a « Recharger » button that reloads, never a blank screen', async () => {
    const silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = memoryStorage();
    storage.setItem(FLAG, '1');
    const load = lazyWithReload((): Promise<typeof page> => Promise.reject(chunkError()), { buildId: 'build-1', storage, reload: jest.fn() });
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>Chargement…</p>,
        lazy: async () => ({ Component: (await load()).default }),
      },
    ]);
    render(
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: "La page n’a pas pu se charger" })).toBeInTheDocument();
    // jsdom cannot reload a page: the button's call is watched instead.
    const reload = jest.spyOn(reloading, 'reloadPage').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
    expect(isChunkReloadFailed(new ChunkReloadFailedError(chunkError()))).toBe(true);
    silence.mockRestore();
  });
});
