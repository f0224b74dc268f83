import multipart from '@fastify/multipart';
import { signatureCheckResponseSchema } from '@kundenportal/domain/signatures/signature-check';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RateLimiter } from '../../lib/rate-limiter';
import { responses } from '../../lib/route-responses';
import { requireAdviser } from '../../plugins/session';
import { checkSignature, type SignatureCheckDeps } from './check-signature';
import { checkUploadLimits, readCheckRequest } from './read-check-request';

export type SignaturesRouteDeps = SignatureCheckDeps & {
  limiter: RateLimiter;
  /** Checks per client address (public) or per adviser (workspace) within the window. */
  limit: { max: number; windowSeconds: number };
};

const description =
  'multipart/form-data with the signed PDF in `file`, or the footer’s `dokument_id` and `hash` (SHA-256 of ' +
  "the content); any other field is a 422. Answers { status: 'unveraendert' | 'veraendert' | 'unbekannt', " +
  'dokument?: { formular, version, unterschrieben_am, unterschrieben_von } } (ADR 039).';

const response = responses({ 200: signatureCheckResponseSchema });

/**
 * The signature check (issue 27, mission row 33): public, without token or client headers, so anyone
 * holding a signed PDF can check it (rate-limited per client address); the workspace's variant with the
 * adviser's session counts per adviser. Both answer the same and reveal only what the PDF prints.
 */
export const signaturesRoutes: FastifyPluginAsync<SignaturesRouteDeps> = async (app, deps) => {
  await app.register(multipart, { limits: checkUploadLimits });

  const check = async (request: FastifyRequest, limitKey: string) => {
    // Counted before the body is read: a refused upload costs the server as much as a checked one.
    await deps.limiter.consume([{ key: `signature-check:${limitKey}`, ...deps.limit }]);
    return checkSignature(deps, await readCheckRequest(request));
  };

  app.post(
    '/signaturen/pruefen',
    {
      config: { clientCheck: false },
      schema: { summary: 'Check a signed PDF (public)', description, response },
    },
    async (request) => check(request, `ip:${request.ip}`),
  );

  app.post(
    '/berater/signaturen/pruefen',
    {
      onRequest: app.authenticateAdviser,
      schema: { summary: 'Check a signed PDF (workspace)', description, response },
    },
    async (request) => check(request, `adviser:${requireAdviser(request).userId}`),
  );
};
