import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React adopts pre-rendered HTML (and at build time), true afterwards. What depends on
 * the visitor's own browser (their cookies) waits for it, so the HTML stays the same for everyone.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
