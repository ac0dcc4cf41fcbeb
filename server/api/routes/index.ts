/**
 * Every folder of routes/ is one resource's plugin (its index.ts), registered here without a list
 * kept by hand: a new folder is served as soon as it exists. The folder names its URL prefix
 * (`consents` → /api/consents, `inactiveUsers` → /api/inactive-users); the order is the folders'
 * alphabetical order, so the OpenAPI document lists them the same way on every start.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/** The folders of this directory, each a resource. */
export const ROUTE_FOLDERS: readonly string[] = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const isPlugin = (value: unknown): value is FastifyPluginAsync => typeof value === 'function';

/** Registers every resource's plugin on `app`; a folder without a default-exported plugin stops the start. */
export default async function routes(app: FastifyInstance): Promise<void> {
  for (const folder of ROUTE_FOLDERS) {
    const plugin: unknown = ((await import(path.join(__dirname, folder))) as { default?: unknown }).default;
    if (!isPlugin(plugin)) throw new Error(`server/api/routes/${folder}: index.ts doit exporter par défaut le plugin de ses routes.`);
    await app.register(plugin);
  }
}
