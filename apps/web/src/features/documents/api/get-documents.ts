import type { DocumentCategory } from '@kundenportal/domain/documents/categories';
import {
  type DocumentDto,
  type DocumentOwnerType,
  ownerPathSegment,
} from '@kundenportal/domain/documents/document-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every documents query starts with this key, so one invalidation refreshes all lists. */
export const documentsKey = ['documents'] as const;

export type DocumentOwner = { type: DocumentOwnerType; id: number };

/** GET /api/documents: the household's documents and those the adviser provided. */
export const documentsQuery = queryOptions({
  queryKey: [...documentsKey, 'all'] as const,
  queryFn: async ({ signal }) =>
    (await apiRequest<{ documents?: DocumentDto[] }>('/documents', { signal })).documents ?? [],
});

/** GET /api/users/freigaben: the documents the adviser made available (approvals). */
export const approvalsQuery = queryOptions({
  queryKey: [...documentsKey, 'approvals'] as const,
  queryFn: async ({ signal }) =>
    (await apiRequest<{ freigaben?: DocumentDto[] }>('/users/freigaben', { signal })).freigaben ?? [],
});

/** GET /api/{persons|contracts|inquire}/{id}/documents: one owner's documents. */
export function ownerDocumentsQuery(owner: DocumentOwner) {
  return queryOptions({
    queryKey: [...documentsKey, owner.type, owner.id] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ documents?: DocumentDto[] }>(
          `/${ownerPathSegment[owner.type]}/${owner.id}/documents`,
          { signal },
        )
      ).documents ?? [],
  });
}

/** GET /api/documents/categories: the folders (main and sub directories) a document can go into. */
export const categoriesQuery = queryOptions({
  queryKey: [...documentsKey, 'categories'] as const,
  queryFn: async ({ signal }) =>
    (await apiRequest<{ categories?: DocumentCategory[] }>('/documents/categories', { signal })).categories ??
    [],
  staleTime: Number.POSITIVE_INFINITY,
});

export function useDocuments(enabled = true) {
  return useQuery({ ...documentsQuery, enabled });
}

export function useApprovals(enabled: boolean) {
  return useQuery({ ...approvalsQuery, enabled });
}

export function useOwnerDocuments(owner: DocumentOwner, enabled = true) {
  return useQuery({ ...ownerDocumentsQuery(owner), enabled });
}

export function useCategories(enabled = true) {
  return useQuery({ ...categoriesQuery, enabled });
}
