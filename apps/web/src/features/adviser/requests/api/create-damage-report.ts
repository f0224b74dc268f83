import { DAMAGE_REPORT_DRAFT_KEY } from '@kundenportal/domain/adviser-requests/damage-report-api';
import type { RequestStatus } from '@kundenportal/domain/adviser-requests/request-kinds';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import type { RequestBody } from './request-answer';

/** What POST /api/schadensmeldung answers: a draft has no message (nothing reached the adviser yet). */
export type CreatedDamageReport = { id: number; status: RequestStatus; message: string | null };

/**
 * POST /api/schadensmeldung: sent at once, or with `draft` kept as a draft ('entwurf') while its files
 * upload to /v2/document/inquire/{id}. Errors are the caller's: a 422 belongs to the form.
 */
export function postDamageReport({
  body,
  draft,
}: {
  body: RequestBody;
  draft: boolean;
}): Promise<CreatedDamageReport> {
  return apiRequest<CreatedDamageReport>('/schadensmeldung', {
    method: 'POST',
    body: draft ? { ...body, [DAMAGE_REPORT_DRAFT_KEY]: true } : body,
    handleErrors: false,
  });
}

/** The list is refreshed by the page once the report is sent or its upload has failed. */
export function useCreateDamageReport() {
  return useMutation({ mutationKey: ['damage-reports', 'create'], mutationFn: postDamageReport });
}
