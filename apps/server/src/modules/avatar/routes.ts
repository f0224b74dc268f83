import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { isAvatarSize, mayUseAvatar } from '@kundenportal/domain/account/avatar';
import { resolveConfig, resolveFeatures } from '@kundenportal/domain/account/config-flags';
import type { AccountTyp } from '@kundenportal/domain/account/user';
import { avatarTexts } from '@kundenportal/domain/texts/avatar';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { agents, users } from '../../db/schema';
import { AppError, ValidationError } from '../../lib/app-error';
import { type BlobStore, readBlob } from '../../lib/blob-store/blob-store';
import { NotAnImageError, normaliseAvatar, resizeAvatar } from '../../lib/image/avatar-image';
import { imageUploadLimits, readAvatarUpload } from '../../lib/image/read-upload';
import { requireSession } from '../../plugins/session';

export type AvatarDeps = { db: Db; store: BlobStore };

/** Avatar files in the blob store: server-made keys, apart from the documents' `dok-…`. */
const avatarKey = () => `avatar-${randomUUID().replaceAll('-', '')}`;

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
export const avatarRoutes: FastifyPluginAsync<AvatarDeps> = async (app, { db, store }) => {
  const auth = { onRequest: app.authenticate };
  await app.register(multipart, { limits: imageUploadLimits });

  async function account(request: FastifyRequest) {
    const { userId } = requireSession(request);
    const [row] = await db
      .select({ user: users, agentId: agents.id })
      .from(users)
      .leftJoin(agents, eq(agents.id, users.agentId))
      .where(eq(users.id, userId));
    if (!row) throw new AppError('user_not_found');
    const allowed = mayUseAvatar({
      hasMakler: row.agentId !== null,
      agent: row.agentId !== null ? {} : null,
      account_typ: row.user.accountTyp as AccountTyp,
      config: resolveConfig(row.user.config),
      features: resolveFeatures(row.user.features),
    });
    if (!allowed) throw new AppError('not_permitted');
    return row.user;
  }

  app.post('/users/avatar', auth, async (request) => {
    const user = await account(request);
    const upload = await readAvatarUpload(request);
    let image: Buffer;
    try {
      image = await normaliseAvatar(upload);
    } catch (error) {
      if (!(error instanceof NotAnImageError)) throw error;
      const tooManyPixels = String((error.cause as Error | undefined)?.message).includes('pixel limit');
      throw new ValidationError([`file=>${tooManyPixels ? avatarTexts.tooLarge : avatarTexts.notAnImage}`]);
    }
    const pending = await store.write(Readable.from(image), { maxBytes: image.length });
    const key = avatarKey();
    try {
      await pending.commit(key);
      await db
        .update(users)
        .set({ avatarKey: key, avatarUpdatedAt: new Date(), hasAvatar: true })
        .where(eq(users.id, user.id));
    } catch (error) {
      await store.remove(key).catch(() => undefined);
      throw error;
    }
    if (user.avatarKey) await store.remove(user.avatarKey).catch(() => undefined);
    return { success: true, hasAvatar: true, message: avatarTexts.uploaded };
  });

  app.get('/users/avatar/:size', auth, async (request, reply) => {
    const user = await account(request);
    const size = Number((request.params as { size?: string }).size);
    if (!isAvatarSize(size) || !user.avatarKey || !user.avatarUpdatedAt)
      throw new AppError('not_found', { userMessage: avatarTexts.notFound });
    const etag = `"a${user.avatarUpdatedAt.getTime().toString(36)}-${size}"`;
    const key = user.avatarKey;
    return sendImage(request, reply, etag, async () => {
      const master = await readBlob(store, key);
      if (!master) throw new AppError('not_found', { userMessage: avatarTexts.notFound });
      return resizeAvatar(master, size);
    });
  });

  app.delete('/users/avatar', auth, async (request) => {
    const user = await account(request);
    await db
      .update(users)
      .set({ avatarKey: null, avatarUpdatedAt: null, hasAvatar: false })
      .where(eq(users.id, user.id));
    if (user.avatarKey) await store.remove(user.avatarKey).catch(() => undefined);
    return { success: true, hasAvatar: false, message: avatarTexts.deleted };
  });
};
