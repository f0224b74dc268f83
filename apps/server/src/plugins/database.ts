import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database the app was built with (its owner, main.ts or a test, opens and closes it). */
    database: Database;
  }
}

/**
 * The database for every plugin and module that needs it. A lost connection is one log line, its
 * return another (no client object, no SQL).
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, { database }: { database: Database }) => {
    app.decorate('database', database);
    const off = database.onConnection((event) => {
      if (event.state === 'lost') app.log.error(`database connection lost (${event.reason})`);
      else app.log.info('database connection restored');
    });
    app.addHook('onClose', async () => off());
  },
  { name: 'database' },
);
