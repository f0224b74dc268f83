import { publicLegalQuerySchema } from '@kundenportal/domain/legal/public-legal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limiter';
import { requireSession } from '../../plugins/session';
import { readLegalDocument } from './legal-documents';
import { readPublicLegal } from './public-legal';

export type LegalRouteDeps = {
  db: Db;
  limiter: RateLimiter;
  /** Public requests per client address within the window (PUBLIC_LEGAL_MAX_PER_IP). */
  limit: { max: number; windowSeconds: number };
};

/**
 * The terms and privacy pages' texts (issue 11): the adviser's own markdown, or the portal's default; and
 * without a token the public imprint and texts by sign-up code (issue 27), limited per client address.
 */
export const legalRoutes: FastifyPluginAsyncZod<LegalRouteDeps> = async (app, { db, limiter, limit }) => {
  app.get('/legal/:key', { onRequest: app.authenticate }, async (request) => {
    const { key = '' } = request.params as { key?: string };
    return readLegalDocument(db, requireSession(request).userId, key);
  });

  app.get('/rechtstexte', { schema: { querystring: publicLegalQuerySchema } }, async (request) => {
    await limiter.consume([{ key: `rechtstexte:ip:${request.ip}`, ...limit }]);
    return readPublicLegal(db, request.query.berater);
  });
};
