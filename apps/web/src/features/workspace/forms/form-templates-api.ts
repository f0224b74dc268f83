import type {
  FormTemplateDetail,
  FormTemplatePublished,
} from '@kundenportal/domain/workspace/form-templates';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, handleApiError } from '../../../lib/api-client';

/** One template with its markdown and versions; null while none is published under the key. */
export const formTemplateQuery = (key: string) =>
  queryOptions({
    queryKey: ['workspace', 'forms', key],
    queryFn: ({ signal }) =>
      apiRequest<FormTemplateDetail>(`/berater/formulare/${encodeURIComponent(key)}`, {
        signal,
        handleErrors: false,
      }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        if (error instanceof ApiError) handleApiError(error, 'adviser');
        throw error;
      }),
  });

/** Publishes `source` as the next version (created false: the same as the newest, nothing changed). */
export const putFormTemplate = (key: string, source: string) =>
  apiRequest<FormTemplatePublished>(`/berater/formulare/${encodeURIComponent(key)}`, {
    method: 'PUT',
    body: { source },
    handleErrors: false,
  });
