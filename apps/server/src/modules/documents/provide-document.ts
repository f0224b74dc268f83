import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@kundenportal/domain/constants';
import { checkUpload, fileExtension } from '@kundenportal/domain/documents/upload-rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, persons, users } from '../../db/schema';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { ContentCheck } from './content-check';
import type { DocumentRow } from './repository';

/**
 * An adviser-provided document (an approval, 'Freigabe'): filed under the customer's main person with
 * kategorie 'berater', read-only for the customer. Used by `npm run admin -- provide-document` and the
 * demo seed until the adviser workspace exists; the same content check as an upload.
 */
export async function provideDocument(
  db: Db,
  store: BlobStore,
  input: { customerEmail: string; name: string; content: Buffer; directory?: string; createdAt?: Date },
): Promise<DocumentRow> {
  const check = checkUpload({ name: input.name, size: input.content.length });
  if (!check.ok) throw new Error(check.message);
  const [owner] = await db
    .select({ userId: users.id, agentId: users.agentId, personId: persons.id })
    .from(users)
    .innerJoin(persons, and(eq(persons.userId, users.id), eq(persons.isMain, true)))
    .where(sql`lower(${users.email}) = ${input.customerEmail.toLowerCase()}`);
  if (!owner) throw new Error(`no customer with the e-mail ${input.customerEmail}`);
  if (owner.agentId === null) throw new Error(`${input.customerEmail} has no adviser`);
  const agentId = owner.agentId;

  const content = new ContentCheck(fileExtension(input.name));
  const pending = await store.write(Readable.from([input.content]).pipe(content), {
    maxBytes: MAX_UPLOAD_BYTES,
  });
  const key = `dok-${randomBytes(16).toString('hex')}`;
  let committed = false;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(documents)
        .values({
          userId: owner.userId,
          ownerType: 'person',
          ownerId: owner.personId,
          filename: `${key}.${fileExtension(input.name)}`,
          blobKey: key,
          originalFilename: input.name,
          kategorie: 'berater',
          directory: input.directory ?? '',
          size: pending.size,
          mime: content.mime,
          sha256: pending.sha256,
          providedByAgentId: agentId,
          ...(input.createdAt ? { createdAt: input.createdAt } : {}),
        })
        .returning();
      await pending.commit(key);
      committed = true;
      if (!row) throw new Error('insert returned no row');
      return row;
    });
  } catch (error) {
    if (committed) await store.remove(key).catch(() => undefined);
    else await pending.abort().catch(() => undefined);
    throw error;
  }
}
