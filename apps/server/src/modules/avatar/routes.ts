import multipart from '@fastify/multipart';
import {
  avatarAnswerSchema,
  avatarImageSchema,
  isAvatarSize,
  mayUseAvatar,
} from '@kundenportal/domain/account/avatar';
import { avatarTexts } from '@kundenportal/domain/texts/avatar';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { type BlobStore, readBlob } from '../../lib/blob-store/blob-store';
import { resizeAvatar } from '../../lib/image/avatar-image';
import { createKeptImages } from '../../lib/image/kept-images';
import { imageUploadLimits, readAvatarUpload } from '../../lib/image/read-upload';
import { owned } from '../../lib/owned';
import { noContent, responses } from '../../lib/route-responses';
import type { AvatarRepository } from './repository';
import { deleteAvatar, uploadAvatar } from './upload-avatar';

export type AvatarDeps = { repository: AvatarRepository; store: BlobStore };

/**
 * A picture for the browser to keep and revalidate: private, checked every time (`no-cache`), answered
 * 304 while its ETag matches. Never sniffed, never framed as a document.
 */
function sendImage(request: FastifyRequest, reply: FastifyReply, etag: string, body: () => Promise<Buffer>) {
  reply
    .header('etag', etag)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cross-origin-resource-policy', 'same-origin');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return body().then((bytes) => reply.type('image/jpeg').send(bytes));
}

/**
 * The own picture (spec sections 2, 4, 7): upload (re-encoded by sharp), sizes with ETag, delete; and the
 * adviser's photo. Only where the avatar page is allowed (not makler_light, with an adviser, nachrichten).
 */
export const avatarRoutes: FastifyPluginAsyncZod<AvatarDeps> = async (app, { repository, store }) => {
  // The sizes made of a picture, by its blob key (a new picture has a new key).
  const sized = createKeptImages();
  const auth = { onRequest: app.authenticate };
  await app.register(multipart, { limits: imageUploadLimits });

  /** The customer where the avatar page is allowed (403 otherwise), before anything of the request is read. */
  const account = owned(async (request: FastifyRequest) => {
    const customer = await request.customer();
    const allowed = mayUseAvatar({
      hasMakler: customer.agentId !== null,
      agent: customer.agentId !== null ? {} : null,
      account_typ: customer.accountTyp,
      config: customer.config,
      features: customer.features,
    });
    if (!allowed) throw new AppError('not_permitted');
    return customer;
  });
  const own = { ...auth, preValidation: account.preValidation };
  const changed = responses({ 200: avatarAnswerSchema });

  app.post(
    '/users/avatar',
    { ...own, schema: { summary: 'Upload the own picture (multipart field file)', response: changed } },
    async (request) => {
      await uploadAvatar(repository, store, account.of(request), await readAvatarUpload(request));
      return { success: true, hasAvatar: true, message: avatarTexts.uploaded };
    },
  );

  app.get(
    '/users/avatar/:size',
    {
      ...own,
      schema: {
        params: z.object({ size: z.string().meta({ description: 'pixels: 64, 128, 256 or 512' }) }),
        summary: 'The own picture as a square JPEG (ETag, 304 while it matches)',
        response: responses({
          200: avatarImageSchema,
          304: noContent,
        }),
      },
    },
    async (request, reply) => {
      const user = account.of(request);
      const size = Number(request.params.size);
      if (!isAvatarSize(size) || !user.avatarKey || !user.avatarUpdatedAt)
        throw new AppError('not_found', { userMessage: avatarTexts.notFound });
      const etag = `"a${user.avatarUpdatedAt.getTime().toString(36)}-${size}"`;
      const key = user.avatarKey;
      return sendImage(request, reply, etag, async () => {
        const image = await sized.get(`${key}:${size}`, async () => {
          const master = await readBlob(store, key);
          return master ? resizeAvatar(master, size) : null;
        });
        if (!image) throw new AppError('not_found', { userMessage: avatarTexts.notFound });
        return image;
      });
    },
  );

  app.delete(
    '/users/avatar',
    { ...own, schema: { summary: 'Delete the own picture', response: changed } },
    async (request) => {
      await deleteAvatar(repository, store, account.of(request));
      return { success: true, hasAvatar: false, message: avatarTexts.deleted };
    },
  );
};
