import type {
  FormDetail,
  FormDetailResponse,
  FormListResponse,
  FormSentResponse,
  FormSummary,
} from '@kundenportal/domain/adviser-forms/form-api';
import type { NormalisedValue } from '@kundenportal/domain/forms/validate-field';
import { useQuery } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../../lib/api-client';

/** Every query of adviser forms starts with this key: one invalidation after a send refreshes them. */
export const adviserFormsKey = ['adviser-forms'] as const;

/** GET /api/forms: the adviser's forms this customer may fill in, with when each was last signed. */
export function useAdviserForms(enabled: boolean) {
  return useQuery({
    queryKey: [...adviserFormsKey, 'list'],
    queryFn: ({ signal }) =>
      apiRequest<FormListResponse>('/forms', { signal }).then((answer) => answer.forms),
    enabled,
  });
}

export type { FormSummary };

/** GET /api/forms/{key}: the newest version with the prefilled values. Errors are the page's. */
export function useAdviserForm(key: string) {
  return useQuery({
    queryKey: [...adviserFormsKey, 'form', key],
    queryFn: ({ signal }) =>
      apiRequest<FormDetailResponse>(`/forms/${encodeURIComponent(key)}`, {
        signal,
        handleErrors: false,
      }).then((answer): FormDetail => answer.form),
    retry: false,
    // The values are the customer's own input once the page shows them: never refetched under their hands.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export type FormBody = {
  values: Record<string, NormalisedValue>;
  signature?: { svg: string; png: string } | { typed: string };
  version: number;
};

/** POST /api/forms/{key} with preview true: the PDF as the server renders it. */
export function previewForm(key: string, body: FormBody): Promise<Blob> {
  return apiBlob(`/forms/${encodeURIComponent(key)}`, {
    method: 'POST',
    body: { ...body, preview: true },
    handleErrors: false,
  });
}

/** POST /api/forms/{key} with preview false: the real send (spec section 7, the second submit). */
export function sendForm(key: string, body: FormBody): Promise<FormSentResponse> {
  return apiRequest<FormSentResponse>(`/forms/${encodeURIComponent(key)}`, {
    method: 'POST',
    body: { ...body, preview: false },
    handleErrors: false,
  });
}
