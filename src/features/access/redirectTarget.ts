/**
 * `?redirectTo=` is honoured only for a path of this origin (docs/product.md §4.3): absolute URLs,
 * protocol-relative `//host`, backslash tricks and other schemes are ignored.
 */
import { PATHS } from '../../config/routes';

const PROBE_ORIGIN = 'https://simusession.invalid';
const LOOPING = new Set<string>([PATHS.login, PATHS.signup, PATHS.signInAlias]);

// Browsers drop tabs and newlines and read `\` as `/`, which turns `/\evil.example` into `//evil.example`.
const hasTrickCharacter = (raw: string) => [...raw].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || hasTrickCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = url.pathname.length > 1 ? url.pathname.replace(/(?<!\/)\/+$/, '') : url.pathname;
  if (LOOPING.has(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function loginPathFor(requested: string): string {
  return `${PATHS.login}?redirectTo=${encodeURIComponent(requested)}`;
}
