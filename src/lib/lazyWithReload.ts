/**
 * After a deploy, a browser still running the previous build asks for chunks
 * that are gone (the server answers 404). The cure is a reload, which fetches the new build; a
 * loop of reloads is not. So: reload once per build, remembered in sessionStorage (this tab only),
 * forgotten as soon as a chunk loads; if the chunk still fails after the reload, the route shows
 * a French message with a « Recharger » button (see `isChunkReloadFailed`), never a blank screen.
 */

// webpack's compilation hash (`typeof` keeps this safe under Jest and Node, where it does not exist).
declare const __webpack_hash__: string | undefined;

/** The build this page runs, so that the next build gets its own reload. */
export const BUILD_ID: string = typeof __webpack_hash__ === 'string' ? __webpack_hash__ : 'development';

export const RELOAD_FLAG_PREFIX = 'simusession.chunkReload.';

/**
 * webpack's `ChunkLoadError` ("Loading chunk 12 failed."), its CSS twin, and the browsers' own
 * words for a failed dynamic import (Chrome, Safari, Firefox).
 */
const CHUNK_LOAD_MESSAGES = [
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
}

const RELOAD_FAILED = 'ChunkReloadFailedError';

/** The chunk still failed after the one reload: what the route's error element tells apart. */
export class ChunkReloadFailedError extends Error {
  constructor(cause: unknown) {
    super('A chunk failed to load again after a reload.', { cause });
    this.name = RELOAD_FAILED;
  }
}

export const isChunkReloadFailed = (error: unknown): boolean => error instanceof Error && error.name === RELOAD_FAILED;

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type ReloadOptions = {
  buildId?: string;
  /** null: no storage (disabled by the browser), so no loop guard, so no automatic reload. */
  storage?: FlagStorage | null;
  reload?: () => void;
};

function sessionStore(): FlagStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** A storage call that a full or disabled storage cannot turn into a failure of the page. */
function attempt<T>(operation: () => T): T | null {
  try {
    return operation();
  } catch {
    return null;
  }
}

/** Fetches the whole app again (the current build's HTML and chunks). */
export function reloadPage(): void {
  window.location.reload();
}

/** `load` (a lazy import), reloading the page once per build when its chunk cannot be fetched. */
export function lazyWithReload<T>(load: () => Promise<T>, options: ReloadOptions = {}): () => Promise<T> {
  return async () => {
    const storage = options.storage === undefined ? sessionStore() : options.storage;
    const flag = `${RELOAD_FLAG_PREFIX}${options.buildId ?? BUILD_ID}`;
    try {
      const loaded = await load();
      // This build's chunks load again: a later failure deserves its own reload.
      attempt(() => storage?.removeItem(flag));
      return loaded;
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      const reloadedAlready = attempt(() => storage?.getItem(flag)) != null;
      // Without a flag written, a reload could loop: the message and its button instead.
      const flagged =
        !reloadedAlready &&
        storage !== null &&
        attempt(() => {
          storage.setItem(flag, '1');
          return true;
        }) === true;
      if (!flagged) throw new ChunkReloadFailedError(error);
      (options.reload ?? reloadPage)();
      // The page is going away: nothing is drawn meanwhile rather than an error that flashes.
      return new Promise<T>(() => undefined);
    }
  };
}
