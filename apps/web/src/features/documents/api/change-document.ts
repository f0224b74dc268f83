import { type DocumentDto, ownerPathSegment } from '@kundenportal/domain/documents/document-api';
import type { DocumentUpdate } from '@kundenportal/domain/documents/document-update';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, forgetPendingReads } from '../../../lib/api-client';
import { documentsKey } from './get-documents';

type DocumentRef = Pick<DocumentDto, 'owner_type' | 'owner_id' | 'filename'>;

/** PUT /api/v2/document/{type}/{id}/{filename}: rename (the extension stays), move. */
export function updateDocument(document: DocumentRef, update: DocumentUpdate) {
  return apiRequest<{ document: DocumentDto }>(
    `/v2/document/${document.owner_type}/${document.owner_id}/${encodeURIComponent(document.filename)}`,
    { method: 'PUT', body: update },
  );
}

/** DELETE /api/{persons|contracts|inquire}/{id}/documents/{filename}: own files only (the server checks). */
export function deleteDocument(document: DocumentRef) {
  return apiRequest<unknown>(
    `/${ownerPathSegment[document.owner_type]}/${document.owner_id}/documents/${encodeURIComponent(document.filename)}`,
    { method: 'DELETE' },
  );
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ document, update }: { document: DocumentRef; update: DocumentUpdate }) =>
      updateDocument(document, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    // Reads on their way may ask for it: they fail silently (lib/settle-delete.ts).
    onSuccess: () => {
      forgetPendingReads();
      return queryClient.invalidateQueries({ queryKey: documentsKey });
    },
  });
}
