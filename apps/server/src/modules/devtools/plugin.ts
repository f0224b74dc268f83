import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDevtoolsRepository, whoAnswers } from './repository';
import { devtoolsRoutes } from './routes';

/** The diagnostics page's routes (ADR 312): registered only with DEV_TOOLS=true. */
export const devtoolsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, database } = app;
    if (!config.devTools.enabled) return;
    await app.register(devtoolsRoutes, {
      repository: createDevtoolsRepository(database.db),
      sources: { config, whoAnswers: () => whoAnswers(database), blobStore: app.blobStore },
      database: database.kind,
      token: config.devTools.token,
      toggle: config.devTools.toggle,
    });
  },
  { name: 'devtools', dependencies: ['config', 'database', 'session', 'blob-store'] },
);
