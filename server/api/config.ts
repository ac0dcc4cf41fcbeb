/** The API's settings from the environment, each documented in docs/configuration.md. */
import { mailerFromEnvironment } from '../mail/mailer';
import { paymentProviderFromEnvironment } from '../payment/provider';
import { type ApiOptions, DEFAULT_APP_ORIGIN, type TrustedProxy } from './buildApi';
import { createHash } from 'node:crypto';
import { DEMO_PROJECT_ID, isDemoProject } from '../demoProject';
import { MONITOR_LINK_KEY_BYTES } from './monitorLinkSeal';
import { DEFAULT_RECORDINGS_DIR, type RecordingsOptions } from './plugins/app/recordings';
import { FolderRecordingStore } from './recordings/folderStore';
import { RETENTION_INTERVAL_MS } from './plugins/app/retention';
import { RUN_TIMER_POLL_MS } from './plugins/app/runTimer';
import { DEFAULT_RATE_LIMITS, type RateLimits, type RateLimitStore } from './plugins/external/rateLimit';

export const DEFAULT_API_PORT = 8081;
export const API_HOST = '127.0.0.1';

/** `API_HOST`: where the API listens; loopback by default, `0.0.0.0` in a container behind the runtime's load balancer. */
export function apiHost(env: NodeJS.ProcessEnv): string {
  return env.API_HOST || API_HOST;
}

export function apiPort(env: NodeJS.ProcessEnv): number {
  return Number(env.API_PORT ?? DEFAULT_API_PORT);
}

export function appOrigin(env: NodeJS.ProcessEnv): string {
  return env.APP_ORIGIN ?? DEFAULT_APP_ORIGIN;
}

const LIMIT_VARIABLES: Record<keyof RateLimits, string> = {
  userPerMinute: 'RATE_LIMIT_USER_PER_MINUTE',
  anonymousPerMinute: 'RATE_LIMIT_ANONYMOUS_PER_MINUTE',
  organisationCheckPerMinute: 'RATE_LIMIT_ORGANISATION_CHECK_PER_MINUTE',
};

/** `RATE_LIMIT_USER_PER_MINUTE`, `…_ANONYMOUS_…`, `…_ORGANISATION_CHECK_…`: requests per minute; `0` turns that limit off. */
export function rateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const [key, variable] of Object.entries(LIMIT_VARIABLES) as [keyof RateLimits, string][]) {
    const text = env[variable];
    if (text === undefined || text === '') continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${variable} doit être un entier positif ou 0.`);
    limits[key] = value === 0 ? false : value;
  }
  return limits;
}

/**
 * `RATE_LIMIT_STORE`: `database` keeps the limits' counters in the database, shared by every API process
 * (the default on PostgreSQL, where several processes may serve: `npm run serve:cluster`); `memory` keeps
 * them in this process (the default on PGlite, which only one process can open anyway).
 */
export function rateLimitStore(env: NodeJS.ProcessEnv): RateLimitStore {
  const text = env.RATE_LIMIT_STORE;
  if (text === 'memory' || text === 'database') return text;
  if (text !== undefined && text !== '') throw new Error('RATE_LIMIT_STORE doit valoir « memory » ou « database ».');
  return env.DATABASE_URL ? 'database' : 'memory';
}

/**
 * `TRUST_PROXY`: the proxy in front of the API whose X-Forwarded-For names the client — its addresses
 * (e.g. `127.0.0.1`, a CIDR range), or a number of hops (`1`: a managed runtime's front end, whose
 * addresses are not fixed and which is the only way in, as on Cloud Run).
 */
export function trustProxy(env: NodeJS.ProcessEnv): TrustedProxy {
  const text = env.TRUST_PROXY;
  if (!text) return false;
  if (!/^\d+$/.test(text)) return text;
  const hops = Number(text);
  return (_address: string, hop: number) => hop < hops;
}

/**
 * `MONITOR_LINK_KEY`: 32 random bytes in base64 (`openssl rand -base64 32`), the same for every API process,
 * sealing the monitor links' tokens so the trainer's page shows the active link again. Unset: on the demo
 * project (a developer's machine, the tests) a fixed development key; on a real project none, and a link
 * is shown once only (the page then says one is active and asks before replacing it).
 */
export function monitorLinkKey(env: NodeJS.ProcessEnv): Buffer | null {
  const text = env.MONITOR_LINK_KEY;
  if (text) {
    const key = Buffer.from(text, 'base64');
    if (key.length !== MONITOR_LINK_KEY_BYTES) throw new Error('MONITOR_LINK_KEY doit contenir 32 octets encodés en base64.');
    return key;
  }
  const local = ['', 'development', 'test'].includes(env.NODE_ENV ?? '');
  return local && isDemoProject(env.FIREBASE_PROJECT_ID || DEMO_PROJECT_ID)
    ? createHash('sha256').update('simusession demo monitor link key').digest()
    : null;
}

/** The length of `RECORDING_URL_KEY`, in bytes. */
export const RECORDING_URL_KEY_BYTES = 32;

/**
 * `RECORDING_URL_KEY`: 32 random bytes in base64 (`openssl rand -base64 32`), the same for every API process, signing
 * the videos' short-lived addresses (server/api/recordings/mediaUrl.ts). Unset: on the demo project (a developer's
 * machine, the tests) a fixed development key; on a real project none, and the recordings are listed without an
 * address to play them (`media_url` null) until one is set.
 */
export function recordingUrlKey(env: NodeJS.ProcessEnv): Buffer | null {
  const text = env.RECORDING_URL_KEY;
  if (text) {
    const key = Buffer.from(text, 'base64');
    if (key.length !== RECORDING_URL_KEY_BYTES) throw new Error('RECORDING_URL_KEY doit contenir 32 octets encodés en base64.');
    return key;
  }
  const local = ['', 'development', 'test'].includes(env.NODE_ENV ?? '');
  return local && isDemoProject(env.FIREBASE_PROJECT_ID || DEMO_PROJECT_ID)
    ? createHash('sha256').update('simusession demo recording url key').digest()
    : null;
}

/** `RECORDINGS_DIR`: the folder the videos are kept in (default `.data/recordings/`), their key, and their daily retention. */
export function recordingSettings(env: NodeJS.ProcessEnv): RecordingsOptions {
  return {
    store: new FolderRecordingStore(env.RECORDINGS_DIR || DEFAULT_RECORDINGS_DIR),
    urlKey: recordingUrlKey(env),
    retentionMs: RETENTION_INTERVAL_MS,
  };
}

/** Everything `npm run api` and `npm start` read from the environment for the API. */
export function apiSettings(
  env: NodeJS.ProcessEnv,
): Pick<
  ApiOptions,
  | 'corsOrigin'
  | 'appOrigin'
  | 'rateLimits'
  | 'rateLimitStore'
  | 'trustProxy'
  | 'mailer'
  | 'payment'
  | 'auditRetentionMs'
  | 'runTimerPollMs'
  | 'monitorLinkKey'
  | 'recordings'
> {
  return {
    // A running API applies the audit log's retention; tests building their own APIs leave it off.
    auditRetentionMs: RETENTION_INTERVAL_MS,
    // A running API fires the scenarios' `délai` transitions (docs/product.md §14).
    runTimerPollMs: RUN_TIMER_POLL_MS,
    corsOrigin: appOrigin(env),
    appOrigin: appOrigin(env),
    rateLimits: rateLimits(env),
    rateLimitStore: rateLimitStore(env),
    trustProxy: trustProxy(env),
    mailer: mailerFromEnvironment(env),
    payment: paymentProviderFromEnvironment(env),
    monitorLinkKey: monitorLinkKey(env),
    recordings: recordingSettings(env),
  };
}
