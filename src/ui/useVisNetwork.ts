/**
 * The one home of vis-network: every graph (scenario editor, run, debriefing, role map) draws through
 * src/ui/graph/GraphCanvas.tsx, which draws through this hook. vis-network is imported here and only here, dynamically, so that webpack puts it in its own
 * chunk and only the pages that draw a graph download it; the components get its types from here
 * (type-only: they vanish at compile time and pull nothing into the page's JavaScript).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type * as VisLibrary from 'vis-network/standalone';
import type { Network } from 'vis-network/standalone';

export type { DataSet, Network, Options } from 'vis-network/standalone';

/** The loaded module, handed to the drawing function (its `Network`, its `DataSet`). */
export type VisNetworkLibrary = typeof VisLibrary;

/**
 * Draws on `container` with the loaded library and returns the network. Memoise it (`useCallback`):
 * the network is destroyed and drawn again whenever it changes. A throw (no canvas) counts as a failure.
 */
export type DrawNetwork = (vis: VisNetworkLibrary, container: HTMLDivElement) => Network;

/** `loading` until the library is there and has drawn, `failed` when it could not be fetched or could not draw. */
export type VisNetworkState = 'loading' | 'ready' | 'failed';

const loadVisNetwork = () => import('vis-network/standalone');

/** Starts fetching vis-network's chunk before the graph is on screen (the later import gets the same module). */
export function preloadVisNetwork(): void {
  loadVisNetwork().catch(() => undefined);
}

/**
 * The canvas's lifecycle: imports vis-network, calls `draw` on the container once it is there, and
 * destroys the network on unmount or before drawing again; a drawing that arrives after either is
 * dropped. `onImport` (stable) is called each time the library is asked for, for performance marks.
 * A redrawing does not go back to `loading`: the canvas stays `ready` meanwhile.
 */
export function useVisNetwork(
  draw: DrawNetwork,
  onImport?: () => void,
): { container: RefObject<HTMLDivElement | null>; network: RefObject<Network | null>; state: VisNetworkState } {
  const container = useRef<HTMLDivElement>(null);
  const network = useRef<Network | null>(null);
  const [state, setState] = useState<VisNetworkState>('loading');

  useEffect(() => {
    let cancelled = false;
    onImport?.();
    loadVisNetwork()
      .then((vis) => {
        if (cancelled || !container.current) return;
        network.current = draw(vis, container.current);
        setState('ready');
      })
      // The chunk could not be fetched, or the browser cannot draw: the caller shows its fallback.
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      network.current?.destroy();
      network.current = null;
    };
  }, [draw, onImport]);

  return { container, network, state };
}
