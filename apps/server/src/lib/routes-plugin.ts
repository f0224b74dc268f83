import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp, { type PluginMetadata } from 'fastify-plugin';
import type { Db } from '../db/client';

/**
 * The plugin of a module that only registers its routes (ADR 044, ADR 149): a `fastify-plugin` with the
 * module's `name` and `dependencies`, registering its routes with the module's repository on the app's
 * database and the other options `options` reads from the app's decorations (once the dependencies are
 * registered).
 */
export function routesPlugin<Repository, Options extends object>(
  meta: PluginMetadata & { name: string; dependencies: string[] },
  routes: FastifyPluginAsync<{ repository: Repository } & Options>,
  createRepository: (db: Db) => Repository,
  options: (app: FastifyInstance) => Options,
) {
  return fp(async (app: FastifyInstance) => {
    await app.register(routes, { repository: createRepository(app.database.db), ...options(app) });
  }, meta);
}
