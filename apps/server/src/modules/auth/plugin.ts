import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hashPassword } from '../../lib/password-hash';
import { login } from './login';
import { createAuthRepository } from './repository';
import { authRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The password login with its throttle, for the adviser side's own login route (workspace). */
    passwordLogin: (
      input: Parameters<typeof login>[1],
      ip: string,
      role: Parameters<typeof login>[3],
    ) => Promise<{ token: string }>;
  }
}

/** Login and logout of a customer; the same login for the workspace through `app.passwordLogin`. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = {
      repository: createAuthRepository(app.database.db),
      sessions: app.sessions,
      throttle: app.loginThrottle,
      scryptLogN: app.config.scryptLogN,
      dummyHash: hashPassword(crypto.randomUUID(), app.config.scryptLogN),
    };
    app.decorate('passwordLogin', (input, ip, role) => login(deps, input, ip, role));
    await app.register(authRoutes, deps);
  },
  { name: 'auth', dependencies: ['config', 'database', 'session', 'rate-limit'] },
);
