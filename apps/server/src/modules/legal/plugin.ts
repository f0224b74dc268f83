import type { LegalDocumentKey } from '@kundenportal/domain/texts/legal';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { agencyLegalTexts, setLegalDocument } from './legal-documents';
import { legalRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** An agency's legal texts and their change, in `db` or a transaction (the agency page edits them). */
    agencyLegal: {
      read: typeof agencyLegalTexts;
      write: (db: Db, agencyId: number, key: LegalDocumentKey, markdown: string | null) => Promise<void>;
    };
  }
}

/** The terms and privacy texts: the adviser's own or the portal's default. */
export const legalPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('agencyLegal', {
      read: agencyLegalTexts,
      write: async (db, agencyId, key, markdown) => {
        await setLegalDocument(db, String(agencyId), key, markdown);
      },
    });
    const { rateLimits } = app.config;
    await app.register(legalRoutes, {
      db: app.database.db,
      limiter: app.rateLimiter,
      limit: { max: rateLimits.publicLegalPerIp, windowSeconds: rateLimits.windowSeconds },
    });
  },
  { name: 'legal', dependencies: ['config', 'database', 'rate-limit'] },
);
