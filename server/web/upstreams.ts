/**
 * The API processes behind the web server's `/api` proxy (`npm run serve:cluster`): round robin over
 * those believed up; a process that refused a connection or dropped one is set aside for a moment and
 * tried again after it (passive health: no probe traffic, and a restarted process is back within a
 * second). What may be sent again to another process after a failure:
 * - any request whose connection was refused: it never reached an API process, nothing was done;
 * - a safe request (GET, HEAD, OPTIONS) whose connection broke before the answer: reading twice changes
 *   nothing. A write whose connection broke is never sent again: the process may have committed it
 *   before dying, so the caller gets 502 (not acknowledged) and decides, rather than a double write.
 * A process that answered, even 503, is never asked again by the proxy: the app retries on its own schedule.
 */
export const SET_ASIDE_MS = 1_000;

/** `API_PROXY_TARGETS` (several, comma-separated) or `API_PROXY_TARGET` (one); by default the API on 8081. */
export function apiTargets(env: NodeJS.ProcessEnv): string[] {
  const list = (env.API_PROXY_TARGETS ?? '').split(',').map((target) => target.trim()).filter(Boolean);
  return list.length > 0 ? list : [env.API_PROXY_TARGET ?? 'http://127.0.0.1:8081'];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The connection was never made: the request did not leave the proxy. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT']);
/** The connection broke while the request was in flight: the API may or may not have acted on it. */
const BROKEN = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'UND_ERR_CLOSED']);

/** The failure's code: reply-from wraps the socket's error in its own, the original in `cause`. */
export function failureCode(error: unknown): string | undefined {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NEVER_SENT.has(code) || BROKEN.has(code))) return code;
  }
  return undefined;
}

/** Whether the request may go to another process after `error` (pure; tested as a table). */
export function mayRetry(method: string, error: unknown): boolean {
  const code = failureCode(error);
  if (code === undefined) return false;
  return NEVER_SENT.has(code) || (BROKEN.has(code) && SAFE_METHODS.has(method.toUpperCase()));
}

export class Upstreams {
  private cursor = 0;
  private readonly asideUntil = new Map<string, number>();

  constructor(
    readonly targets: readonly string[],
    private readonly setAsideMs = SET_ASIDE_MS,
    private readonly now: () => number = Date.now,
  ) {
    if (targets.length === 0) throw new Error('Aucune API derrière le proxy.');
  }

  /** The next process believed up, `except` those already tried for this request; any if all are set aside. */
  next(except: readonly string[] = []): string {
    const time = this.now();
    const count = this.targets.length;
    for (let step = 0; step < count; step += 1) {
      const target = this.targets[(this.cursor + step) % count] as string;
      if (except.includes(target) || (this.asideUntil.get(target) ?? 0) > time) continue;
      this.cursor = (this.cursor + step + 1) % count;
      return target;
    }
    const fallback = this.targets.find((target) => !except.includes(target)) ?? (this.targets[this.cursor % count] as string);
    this.cursor = (this.cursor + 1) % count;
    return fallback;
  }

  failed(target: string): void {
    this.asideUntil.set(target, this.now() + this.setAsideMs);
  }
}
