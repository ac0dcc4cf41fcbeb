import { DEFAULT_APP_ORIGIN } from './buildApi';

export const DEFAULT_API_PORT = 8081;
export const API_HOST = '127.0.0.1';

export function apiPort(env: NodeJS.ProcessEnv): number {
  return Number(env.API_PORT ?? DEFAULT_API_PORT);
}

export function appOrigin(env: NodeJS.ProcessEnv): string {
  return env.APP_ORIGIN ?? DEFAULT_APP_ORIGIN;
}
