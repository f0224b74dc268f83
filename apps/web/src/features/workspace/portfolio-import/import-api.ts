import type {
  ImportApplied,
  ImportEntriesPage,
  ImportKind,
  ImportPreview,
} from '@kundenportal/domain/portfolio-import/import-api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The agency's portfolio import (issue 31): a file's preview, its rows page by page, applying it. */
export function postImportPreview(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<ImportPreview>('/berater/import/vorschau', {
    method: 'POST',
    body: form,
    handleErrors: false,
  });
}

export const importEntriesQuery = (id: string, art: ImportKind, seite: number) =>
  queryOptions({
    queryKey: ['workspace', 'import', id, art, seite],
    queryFn: ({ signal }) =>
      apiRequest<ImportEntriesPage>(`/berater/import/${id}?art=${art}&seite=${seite}`, { signal }),
  });

export const postImportApply = (id: string) =>
  apiRequest<ImportApplied>(`/berater/import/${id}/anwenden`, { method: 'POST', handleErrors: false });
