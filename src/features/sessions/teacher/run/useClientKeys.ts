import { useMemo, useRef } from 'react';

/**
 * One key per action (docs/api.md): every creating write carries one, so a double click or a
 * retry is answered by the server without a second event. The key lives until the action succeeds:
 * clicking again after a failure sends the same key, and the next action after a success a new one.
 */
export function useClientKeys() {
  const keys = useRef(new Map<string, string>());
  return useMemo(
    () => ({
      keyFor(action: string): string {
        const kept = keys.current.get(action);
        if (kept) return kept;
        const fresh = crypto.randomUUID();
        keys.current.set(action, fresh);
        return fresh;
      },
      done(action: string): void {
        keys.current.delete(action);
      },
    }),
    [],
  );
}
