/**
 * What the room's screen needs from the browser: staying awake (Screen Wake Lock) and filling the
 * screen (Fullscreen API). Both are silently absent where the browser does not offer them.
 */
import { useCallback, useEffect, useState } from 'react';

/**
 * Keeps the screen awake while the page is shown. The browser releases the lock whenever the page
 * is hidden, so it is asked for again each time the page becomes visible.
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('wakeLock' in navigator) || !navigator.wakeLock) return undefined;
    const wakeLock = navigator.wakeLock;
    let held: WakeLockSentinel | null = null;
    let active = true;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (sentinel) => {
          if (active) held = sentinel;
          else void sentinel.release().catch(() => undefined);
        },
        // Refused (battery saver, a policy, no user gesture yet): the screen's own settings apply.
        () => undefined,
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', request);
      void held?.release().catch(() => undefined);
    };
  }, []);
}

/** Whether the page fills the screen, and how to ask for it (undefined where the browser cannot). */
export function useFullScreen(): { fullScreen: boolean; enter: (() => void) | undefined } {
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    const changed = () => setFullScreen(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const enter = useCallback(() => {
    void document.documentElement.requestFullscreen().catch(() => undefined);
  }, []);
  const supported = typeof document !== 'undefined' && typeof document.documentElement.requestFullscreen === 'function';
  return { fullScreen, enter: supported ? enter : undefined };
}
