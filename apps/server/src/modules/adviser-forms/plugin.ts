import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { signedForms } from '../../db/schema';
import { writeAdviserAudit } from '../../lib/adviser-audit';
import { recordHash } from './audit-chain';
import { createAdviserFormsRepository } from './repository';
import { adviserFormsRoutes } from './routes';
import { formTemplateRoutes } from './template-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a signed form's record still matches its hash (the audit chain's rule). */
    signedFormIntact: (record: typeof signedForms.$inferSelect) => boolean;
  }
}

/**
 * The adviser's forms: the agency's templates (published versions go into the agency's log), the
 * customer fills and signs them, the signed PDF is filed as the customer's document.
 */
export const adviserFormsPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, config } = app;
    app.decorate('signedFormIntact', ({ recordHash: stored, ...rest }) => recordHash(rest) === stored);
    await app.register(formTemplateRoutes, {
      db: database.db,
      onPublished: (tx, adviser, { key, version }) =>
        writeAdviserAudit(tx, adviser, null, 'form_published', [
          { key: `form.${key}`, before: version > 1 ? version - 1 : null, after: version },
        ]),
    });
    await app.register(adviserFormsRoutes, {
      repository: createAdviserFormsRepository(database.db),
      store: app.blobStore,
      documents: app.documentFiler,
      limiter: app.rateLimiter,
      limit: { max: config.rateLimits.formRendersPerUser, windowSeconds: config.rateLimits.windowSeconds },
      now: () => app.clock.now(),
    });
  },
  {
    name: 'adviser-forms',
    dependencies: ['config', 'database', 'clock', 'blob-store', 'rate-limit', 'session', 'documents'],
  },
);
