import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@kundenportal/domain/constants';
import { checkUpload, fileExtension } from '@kundenportal/domain/documents/upload-rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { persons, users } from '../../db/schema';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { ContentCheck } from './content-check';
import type { DocumentRow } from './repository';
import { saveDocument } from './save-document';

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

  const content = new ContentCheck(fileExtension(input.name));
  const pending = await store.write(Readable.from([input.content]).pipe(content), {
    maxBytes: MAX_UPLOAD_BYTES,
  });
  return saveDocument(db, store, pending, {
    userId: owner.userId,
    ownerType: 'person',
    ownerId: owner.personId,
    originalFilename: input.name,
    kategorie: 'berater',
    directory: input.directory ?? '',
    mime: content.mime,
    providedByAgentId: owner.agentId,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
}
