import { DAMAGE_REPORT_DRAFT_KEY } from '@kundenportal/domain/adviser-requests/damage-report-api';
import type { DamageReportCreated } from '@kundenportal/domain/adviser-requests/request-responses';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import type { RequestBody } from './request-body';

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
}): Promise<DamageReportCreated> {
  return apiRequest<DamageReportCreated>('/schadensmeldung', {
    method: 'POST',
    body: draft ? { ...body, [DAMAGE_REPORT_DRAFT_KEY]: true } : body,
    handleErrors: false,
  });
}

/** The list is refreshed by the page once the report is sent or its upload has failed. */
export function useCreateDamageReport() {
  return useMutation({ mutationKey: ['damage-reports', 'create'], mutationFn: postDamageReport });
}
