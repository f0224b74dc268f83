import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated environment (config.ts): what module plugins build their use cases from. */
    config: Config;
  }
}

export const configPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
