import {
  type DocumentDto,
  documentLink,
  isDocumentOwnerType,
} from '@kundenportal/domain/documents/document-api';
import type { DocumentRow } from './repository';

/** An adviser's document (an approval) or a signed adviser form: the customer can neither rename nor delete it. */
export function isReadOnlyDocument(row: Pick<DocumentRow, 'providedByAgentId' | 'signedFormId'>): boolean {
  return row.providedByAgentId !== null || row.signedFormId !== null;
}

export function toDocumentDto(row: DocumentRow): DocumentDto {
  const ownerType = isDocumentOwnerType(row.ownerType) ? row.ownerType : 'person';
  return {
    filename: row.filename,
    original_filename: row.originalFilename,
    kategorie: row.kategorie,
    directory: row.directory,
    kat: row.kat,
    mvp: row.mvp,
    created_at: row.createdAt.toISOString(),
    link: documentLink(ownerType, row.ownerId, row.filename),
    size: row.size,
    mime: row.mime,
    owner_type: ownerType,
    owner_id: row.ownerId,
    read_only: isReadOnlyDocument(row),
    beraterdokument: row.adviserDocumentKey,
    signed_form: row.signedFormId !== null,
  };
}
