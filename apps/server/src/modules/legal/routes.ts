import { legalDocumentAnswerSchema, legalKeyParamsSchema } from '@kundenportal/domain/legal/legal-documents';
import { publicLegalAnswerSchema, publicLegalQuerySchema } from '@kundenportal/domain/legal/public-legal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../lib/rate-limiter';
import { responses } from '../../lib/route-responses';
import { readLegalDocument } from './legal-documents';
import { readPublicLegal } from './public-legal';
import type { LegalRepository } from './repository';

export type LegalRouteDeps = {
  repository: LegalRepository;
  limiter: RateLimiter;
  /** Public requests per client address within the window (PUBLIC_LEGAL_MAX_PER_IP). */
  limit: { max: number; windowSeconds: number };
};

/**
 * The terms and privacy pages' texts (issue 11): the adviser's own markdown, or the portal's default; and
 * without a token the public imprint and texts by sign-up code (issue 27), limited per client address.
 */
export const legalRoutes: FastifyPluginAsyncZod<LegalRouteDeps> = async (
  app,
  { repository, limiter, limit },
) => {
  app.get(
    '/legal/:key',
    {
      config: { cachedRead: true },
      onRequest: app.authenticate,
      schema: {
        summary: 'A legal text of the customer’s adviser (terms, privacy)',
        // Any key: one that names no text is a 404 (readLegalDocument), not a 422.
        params: legalKeyParamsSchema,
        response: responses({ 200: legalDocumentAnswerSchema }),
      },
    },
    async (request) => readLegalDocument(repository, () => request.customer(), request.params.key),
  );

  const publicSchema = {
    summary: 'The imprint and legal texts by an adviser’s sign-up code, without login',
    querystring: publicLegalQuerySchema,
    response: responses({ 200: publicLegalAnswerSchema }),
  };
  app.get('/rechtstexte', { schema: publicSchema }, async (request) => {
    await limiter.consume([{ key: `rechtstexte:ip:${request.ip}`, ...limit }]);
    return readPublicLegal(repository, request.query.berater);
  });
};
