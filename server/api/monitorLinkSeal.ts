/**
 * The monitor link's token, sealed for the table (AES-256-GCM) so that its trainer can be shown the active
 * link again. Why not a plain column or a short code mapping to it: the link is a bearer credential (whoever
 * holds it watches the patient's vitals, no sign-in), so the table alone — a backup, a dump, a read-only
 * database role — must not open a monitor. The key lives in the API's configuration (`MONITOR_LINK_KEY`),
 * never in the database; the session's id is the associated data, so a sealed token copied to another
 * session's row does not open. Without a key the API still makes links, it cannot show them again.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
export const MONITOR_LINK_KEY_BYTES = 32;

/** iv ‖ tag ‖ ciphertext. */
export function sealMonitorToken(key: Buffer, sessionId: string, token: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(sessionId, 'utf8'));
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

/** The token, or null when it cannot be opened (another key, another session, a damaged value). */
export function openMonitorToken(key: Buffer, sessionId: string, sealed: Buffer): string | null {
  if (sealed.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(sessionId, 'utf8'));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
