import type { LegalDocumentKey } from '@kundenportal/domain/texts/legal';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { agencyLegalTexts, saveLegalDocument } from './legal-documents';
import { createLegalRepository } from './repository';
import { legalRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** An agency's legal texts and their change; `tx` a transaction of the caller's (the agency page's). */
    agencyLegal: {
      read: (agencyId: number, tx?: Db) => ReturnType<typeof agencyLegalTexts>;
      write: (agencyId: number, key: LegalDocumentKey, markdown: string | null, tx?: Db) => Promise<void>;
    };
  }
}

/** The terms and privacy texts: the adviser's own or the portal's default. */
export const legalPlugin = fp(
  async (app: FastifyInstance) => {
    const repository = createLegalRepository(app.database.db);
    app.decorate('agencyLegal', {
      read: (agencyId, tx) => agencyLegalTexts(repository, agencyId, tx),
      write: async (agencyId, key, markdown, tx) => {
        await saveLegalDocument(repository, String(agencyId), key, markdown, tx);
      },
    });
    const { rateLimits } = app.config;
    await app.register(legalRoutes, {
      repository,
      limiter: app.rateLimiter,
      limit: { max: rateLimits.publicLegalPerIp, windowSeconds: rateLimits.windowSeconds },
    });
  },
  { name: 'legal', dependencies: ['config', 'database', 'rate-limit', 'customer'] },
);
