import type { SignatureCheckResponse } from '@kundenportal/domain/signatures/signature-check';
import { SIGNATURE_CHECK_FIELDS } from '@kundenportal/domain/signatures/signature-check';
import { apiRequest } from '../../../lib/api-client';

/** What to check: a chosen PDF, or the footer's document ID and hash. */
export type SignatureCheckInput = { file: File } | { id: string; hash: string };

/** Where the check goes: the public route, or the workspace's with the adviser's session. */
export type SignatureCheckEndpoint = 'public' | 'workspace';

const PATHS: Record<SignatureCheckEndpoint, string> = {
  public: '/signaturen/pruefen',
  workspace: '/berater/signaturen/pruefen',
};

/** POST /api/signaturen/pruefen (issue 27): multipart, the page shows every failure itself. */
export function checkSignature(
  endpoint: SignatureCheckEndpoint,
  input: SignatureCheckInput,
): Promise<SignatureCheckResponse> {
  const form = new FormData();
  if ('file' in input) form.append(SIGNATURE_CHECK_FIELDS.file, input.file, input.file.name);
  else {
    form.append(SIGNATURE_CHECK_FIELDS.id, input.id);
    form.append(SIGNATURE_CHECK_FIELDS.hash, input.hash);
  }
  return apiRequest(PATHS[endpoint], { method: 'POST', body: form, handleErrors: false });
}
