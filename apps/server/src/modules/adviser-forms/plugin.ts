import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { signedForms } from '../../db/schema';
import type { SignedFormHook } from '../../lib/signed-form-hooks';
import { recordIntact } from './audit-chain';
import { createAdviserFormsRepository } from './repository';
import { adviserFormsRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a signed form's record still matches its hash (the audit chain's rule). */
    signedFormIntact: (record: typeof signedForms.$inferSelect) => boolean;
    /** What other areas do when a customer signs a form, in its transaction (a registration, ADR 156). */
    signedFormHooks: SignedFormHook[];
  }
}

/**
 * The adviser's forms: the customer fills and signs the agency's templates (published in
 * modules/workspace/forms), the signed PDF is filed as the customer's document.
 */
export const adviserFormsPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, config } = app;
    app.decorate('signedFormIntact', recordIntact);
    app.decorate('signedFormHooks', []);
    await app.register(adviserFormsRoutes, {
      repository: createAdviserFormsRepository(database.db),
      store: app.blobStore,
      documents: app.documentFiler,
      limiter: app.rateLimiter,
      limit: { max: config.rateLimits.formRendersPerUser, windowSeconds: config.rateLimits.windowSeconds },
      now: () => app.clock.now(),
      onSigned: app.signedFormHooks,
    });
  },
  {
    name: 'adviser-forms',
    dependencies: ['config', 'database', 'clock', 'blob-store', 'rate-limit', 'session', 'documents'],
  },
);
