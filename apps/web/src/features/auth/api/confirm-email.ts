import { apiRequest } from '../../../lib/api-client';

/** POST /api/email/confirm: the link mailed to a new address makes it the account's e-mail. */
export function postConfirmEmail(code: string): Promise<{ email: string }> {
  return apiRequest<{ email: string }>('/email/confirm', {
    method: 'POST',
    body: { code },
    handleErrors: false,
  });
}
