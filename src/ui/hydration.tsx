import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

// Outside an app adopting pre-rendered HTML (a client-drawn page, a component test), the app is running.
const Hydrated = createContext(true);

/**
 * Tells `useHydrated` when React has adopted the pre-rendered HTML. The switch is a transition, so the
 * controls it enables re-render in slices rather than in one task that blocks a phone.
 */
export function HydrationProvider({ adopting, children }: { adopting: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!adopting);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>;
}

/**
 * False while React adopts pre-rendered HTML (and at build time), true afterwards. What depends on
 * the visitor's own browser (their cookies) waits for it, so the HTML stays the same for everyone.
 */
export const useHydrated = () => useContext(Hydrated);
