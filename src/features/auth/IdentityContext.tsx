import { createContext, useContext, type ReactNode } from 'react';
import type { Identity } from './identity';

const IdentityContext = createContext<Identity | null>(null);

/** Forms call the identity provider directly: passwords must never travel through Redux actions. */
export function IdentityProvider({ identity, children }: { identity: Identity; children: ReactNode }) {
  return <IdentityContext.Provider value={identity}>{children}</IdentityContext.Provider>;
}

export function useIdentity(): Identity {
  const identity = useContext(IdentityContext);
  if (!identity) throw new Error('useIdentity must be used inside <IdentityProvider>');
  return identity;
}
