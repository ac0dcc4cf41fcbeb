/** The API's settings from the environment, each documented in the README ("Limits"). */
import { mailerFromEnvironment } from '../mail/mailer';
import { paymentProviderFromEnvironment } from '../payment/provider';
import { type ApiOptions, DEFAULT_APP_ORIGIN } from './buildApi';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './plugins/external/rateLimit';

export const DEFAULT_API_PORT = 8081;
export const API_HOST = '127.0.0.1';

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

/** `TRUST_PROXY`: the proxy in front of the API whose X-Forwarded-For names the client (e.g. `127.0.0.1`). */
export function trustProxy(env: NodeJS.ProcessEnv): string | false {
  return env.TRUST_PROXY ? env.TRUST_PROXY : false;
}

/** Everything `npm run api` and `npm start` read from the environment for the API. */
export function apiSettings(
  env: NodeJS.ProcessEnv,
): Pick<ApiOptions, 'corsOrigin' | 'appOrigin' | 'rateLimits' | 'trustProxy' | 'mailer' | 'payment'> {
  return {
    corsOrigin: appOrigin(env),
    appOrigin: appOrigin(env),
    rateLimits: rateLimits(env),
    trustProxy: trustProxy(env),
    mailer: mailerFromEnvironment(env),
    payment: paymentProviderFromEnvironment(env),
  };
}
