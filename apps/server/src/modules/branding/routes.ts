import { agentDisplayName } from '@kundenportal/domain/account/user';
import { imageResponse, introBrandSchema } from '@kundenportal/domain/branding/branding-responses';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { type BlobStore, readBlob } from '../../lib/blob-store/blob-store';
import { createKeptImages } from '../../lib/image/kept-images';
import { pathId } from '../../lib/path-id';
import { noContent, responses } from '../../lib/route-responses';
import { storedBranding } from '../../lib/stored-branding';
import type { BrandingRepository } from './repository';

export type BrandingDeps = { repository: BrandingRepository; store: BlobStore };

/** A brand image by its key (the key changes with every new image, so it is the ETag). */
async function sendBrandImage(
  request: FastifyRequest,
  reply: FastifyReply,
  read: (key: string) => Promise<Buffer | null>,
  key: string | null,
  type: string,
  cacheControl: string,
) {
  if (!key) throw new AppError('not_found');
  const etag = `"${key}"`;
  reply
    .header('etag', etag)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cross-origin-resource-policy', 'same-origin');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const bytes = await read(key);
  if (!bytes) throw new AppError('not_found');
  return reply.type(type).send(bytes);
}

/**
 * An adviser's brand (spec section 1): the logo (public: the login page shows it before anyone logs in, in
 * an <img> that sends no headers), the branding of a sign-up code for the login page, and the adviser's photo
 * for the customer's adviser page (with the session).
 */
export const brandingRoutes: FastifyPluginAsync<BrandingDeps> = async (app, { repository, store }) => {
  // A logo's or photo's key is made per upload: its bytes are kept (issue 34, ADR 303).
  const kept = createKeptImages();
  const read = (key: string) => kept.get(key, () => readBlob(store, key));
  const logo = {
    summary: 'An adviser’s logo (public; ETag, 304 while it matches)',
    params: z.object({ id: z.string().meta({ description: 'the adviser’s (agency’s) id' }) }),
    response: responses({ 200: imageResponse('image/png'), 304: noContent }),
  };
  app.get('/agents/:id/logo', { config: { clientCheck: false }, schema: logo }, async (request, reply) => {
    const id = pathId(request, 'not_found');
    const logoKey = await repository.logoKey(id);
    return sendBrandImage(request, reply, read, logoKey, 'image/png', 'public, max-age=3600');
  });

  const brand = {
    summary: 'The brand a sign-up code shows on the login page',
    params: z.object({ code: z.string().meta({ description: 'an adviser’s sign-up code' }) }),
    response: responses({ 200: introBrandSchema }),
  };
  app.get('/branding/:code', { schema: brand }, async (request) => {
    const { code = '' } = request.params as { code?: string };
    // Sign-up codes are short words: anything else (NUL included, which PostgreSQL refuses) names no adviser.
    if (!/^[\p{L}\p{N}_.-]{1,64}$/u.test(code)) throw new AppError('not_found');
    const agent = await repository.agentBySignupCode(code.trim().toLowerCase());
    if (!agent) throw new AppError('not_found');
    return {
      agent: {
        name: agentDisplayName(agent),
        firma: agent.firma,
        logo: agent.logoPath ? `/api/agents/${agent.id}/logo` : null,
      },
      branding: storedBranding(agent.css),
    };
  });

  const photo = {
    summary: 'The customer’s adviser’s photo (ETag, 304 while it matches)',
    response: responses({ 200: imageResponse('image/jpeg'), 304: noContent }),
  };
  app.get('/config/agent/avatar', { onRequest: app.authenticate, schema: photo }, async (request, reply) => {
    const customer = await request.customer();
    const { agentId } = customer;
    // The photo's key, kept with the customer's views until the agency changes (ADR 330): '' for none.
    const photoKey =
      agentId === null
        ? null
        : (await app.viewCache.get(customer.id, 'agent-photo-key', async () => ({
            value: (await repository.photoKey(agentId)) ?? '',
            agentId,
          }))) || null;
    return sendBrandImage(request, reply, read, photoKey, 'image/jpeg', 'private, no-cache');
  });
};
