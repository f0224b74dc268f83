import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { everyTenMinutes } from '../lib/housekeeping';
import { createLoginThrottle, type LoginThrottle } from '../lib/login-throttle';
import { createRateLimiter, type RateLimiter } from '../lib/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Limits shared by every process (counted in the database). */
    rateLimiter: RateLimiter;
    /** Failed logins per account and client address (password, passkey, wrong current password). */
    loginThrottle: LoginThrottle;
  }
}

export type RateLimitOptions = { loginLimits: Config['loginLimits']; rateLimits: Config['rateLimits'] };

/** The rate limiter and the login throttle built on it; events older than the longest window are purged. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { loginLimits, rateLimits }: RateLimitOptions) => {
    const limiter = createRateLimiter(app.database.db);
    app.decorate('rateLimiter', limiter);
    app.decorate('loginThrottle', createLoginThrottle(limiter, loginLimits));
    const windowSeconds = Math.max(loginLimits.windowSeconds, rateLimits.windowSeconds);
    everyTenMinutes(app, 'rate-limit purge', () =>
      limiter.purgeBefore(new Date(Date.now() - windowSeconds * 1000)),
    );
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
