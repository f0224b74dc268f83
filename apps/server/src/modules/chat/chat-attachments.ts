import type { ChatAttachment } from '@kundenportal/domain/chat/chat';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema';
import { ValidationError } from '../../lib/app-error';

/**
 * The files of a message (issue 14): documents of the customer's household, uploaded through the
 * documents feature (the customer's own upload, or the adviser's provided document), named by their stored
 * `filename`. Each is copied onto the message as it is now (id, name, where to fetch it); a name that is no
 * document of this customer is a 422 at its place in the list.
 */
export async function attachmentsOf(db: Db, customerId: number, names: string[]): Promise<ChatAttachment[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({
      id: documents.id,
      name: documents.originalFilename,
      ownerType: documents.ownerType,
      ownerId: documents.ownerId,
      filename: documents.filename,
    })
    .from(documents)
    .where(and(eq(documents.userId, customerId), inArray(documents.filename, names)));
  const byName = new Map(rows.map((row) => [row.filename, row]));
  const unknown = names.flatMap((name, index) =>
    byName.has(name) ? [] : [`attachments.${index}=>${chatTexts.attachmentUnknown}`],
  );
  if (unknown.length > 0) throw new ValidationError(unknown);
  return names.map((name) => {
    const row = byName.get(name) as (typeof rows)[number];
    return {
      documentId: row.id,
      name: row.name,
      ownerType: row.ownerType,
      ownerId: row.ownerId,
      filename: row.filename,
    };
  });
}
