/**
 * The signed addresses of the videos (docs/security.md « Adresses signées des vidéos »). A `<video>` element sends no
 * Authorization header, so the address itself carries the right to read, for a few minutes: an HMAC-SHA256, with the
 * server's key (`RECORDING_URL_KEY`), over the path and the expiry. Changing either (another recording's path, a
 * later expiry) breaks the signature; the key never leaves the server.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_URL_TTL_SECONDS } from '../../../contract/schemas/recordings';

/** The path a recording's bytes are served at; the signed address is this path with `expires` and `signature`. */
export const mediaPath = (sessionId: string, recordingId: string) => `/api/sessions/${sessionId}/recordings/${recordingId}/media`;

const signatureOf = (key: Buffer, path: string, expires: number) =>
  createHmac('sha256', key).update(`GET\n${path}\n${expires}`).digest('base64url');

/** The address of `path`, valid until `now` + the TTL (seconds since 1970 in the query). */
export function signMediaPath(key: Buffer, path: string, now: Date, ttlSeconds: number = MEDIA_URL_TTL_SECONDS): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `${path}?expires=${expires}&signature=${signatureOf(key, path, expires)}`;
}

export type MediaUrlCheck = 'valid' | 'invalid' | 'expired';

/**
 * Whether this request's `expires` and `signature` open `path` at `now`. The signature is checked first, in constant
 * time: an altered address is `invalid` whatever its expiry says; an intact one past its expiry is `expired`.
 */
export function checkMediaUrl(key: Buffer, path: string, expires: string | undefined, signature: string | undefined, now: Date): MediaUrlCheck {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(signatureOf(key, path, Number(expires)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) * 1000 > now.getTime() ? 'valid' : 'expired';
}
