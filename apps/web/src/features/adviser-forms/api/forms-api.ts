import type {
  FormDetail,
  FormDetailResponse,
  FormListResponse,
  FormSentResponse,
  FormSummary,
} from '@kundenportal/domain/adviser-forms/form-api';
import { FORM_PERSON_PARAM } from '@kundenportal/domain/adviser-forms/form-person';
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

/**
 * The API path of form `key`, for the household's person `person` when given (`?person=`, ADR 183: that
 * person's data prefill it and the signed form is theirs).
 */
export const formPath = (key: string, person?: number | null) =>
  `/forms/${encodeURIComponent(key)}${person ? `?${FORM_PERSON_PARAM}=${person}` : ''}`;

/** GET /api/forms/{key}: the newest version with the prefilled values. Errors are the page's. */
export function useAdviserForm(key: string, person?: number | null) {
  return useQuery({
    queryKey: [...adviserFormsKey, 'form', key, person ?? null],
    queryFn: ({ signal }) =>
      apiRequest<FormDetailResponse>(formPath(key, person), {
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
export function previewForm(key: string, body: FormBody, person?: number | null): Promise<Blob> {
  return apiBlob(formPath(key, person), {
    method: 'POST',
    body: { ...body, preview: true },
    handleErrors: false,
  });
}

/** POST /api/forms/{key} with preview false: the real send (spec section 7, the second submit). */
export function sendForm(key: string, body: FormBody, person?: number | null): Promise<FormSentResponse> {
  return apiRequest<FormSentResponse>(formPath(key, person), {
    method: 'POST',
    body: { ...body, preview: false },
    handleErrors: false,
  });
}
