import type { ChatAttachment } from '@kundenportal/domain/chat/chat';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import { ValidationError } from '../../lib/app-error';
import type { MessageRepository } from './message-repository';

/**
 * The files of a message (issue 14): documents of the customer's household, uploaded through the
 * documents feature (the customer's own upload, or the adviser's provided document), named by their stored
 * `filename`. Each is copied onto the message as it is now (id, name, where to fetch it); a name that is no
 * document of this customer is a 422 at its place in the list.
 */
export async function attachmentsOf(
  repository: MessageRepository,
  customerId: number,
  names: string[],
): Promise<ChatAttachment[]> {
  if (names.length === 0) return [];
  const rows = await repository.documentsNamed(customerId, names);
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
