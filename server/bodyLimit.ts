/**
 * How large a request body may be anywhere under `/api`. The API refuses a body over its route's limit
 * with 413; Fastify then closes the connection, and a proxy still sending the body loses that answer in
 * a reset (« Error occurred while trying to proxy », the next call failing). So the
 * proxies in front (`npm run serve`, `npm start`'s dev server) refuse more than the largest limit
 * themselves, and the API reads and discards a refused body up to it rather than closing.
 */
import { MAX_IMPORT_BYTES } from '../contract/userAdmin';

/** The largest body any API route accepts: the CSV import's (server/api/routes/users), its file twice over as JSON. */
export const MAX_API_BODY_BYTES = MAX_IMPORT_BYTES * 2;

/** Whether a request's `Content-Length` says more than `limit` bytes; no (or no readable) length: no. */
export function declaresMoreThan(contentLength: string | string[] | undefined, limit: number = MAX_API_BODY_BYTES): boolean {
  if (typeof contentLength !== 'string' || !/^\d+$/.test(contentLength)) return false;
  return Number(contentLength) > limit;
}
