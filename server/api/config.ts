import { DEFAULT_APP_ORIGIN } from './buildApi';

export const DEFAULT_API_PORT = 8081;
export const API_HOST = '127.0.0.1';

export function apiPort(env: NodeJS.ProcessEnv): number {
  return Number(env.API_PORT ?? DEFAULT_API_PORT);
}

export function appOrigin(env: NodeJS.ProcessEnv): string {
  return env.APP_ORIGIN ?? DEFAULT_APP_ORIGIN;
}

/** `RATE_LIMIT_PER_MINUTE`: requests per minute and per client address on each call; `0` turns the limiter off. */
export function rateLimitPerMinute(env: NodeJS.ProcessEnv): number | false | undefined {
  if (env.RATE_LIMIT_PER_MINUTE === undefined) return undefined;
  const value = Number(env.RATE_LIMIT_PER_MINUTE);
  if (!Number.isInteger(value) || value < 0) throw new Error('RATE_LIMIT_PER_MINUTE doit être un entier positif ou 0.');
  return value === 0 ? false : value;
}
