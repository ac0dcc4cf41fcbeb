import type { Identity } from '../features/auth/identity';

/**
 * What the store's side effects need from the outside world, injected so that tests can
 * replace each one (RTK Query reads it as `extra`, listeners as `listenerApi.extra`).
 */
export type AppServices = {
  identity: Identity;
  navigate: (to: string, options?: { replace?: boolean }) => void;
};
