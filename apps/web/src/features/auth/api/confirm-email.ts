import type { EmailConfirmed } from '@kundenportal/domain/account/account-responses';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/email/confirm: the link mailed to a new address makes it the account's e-mail. */
export function postConfirmEmail(code: string): Promise<EmailConfirmed> {
  return apiRequest<EmailConfirmed>('/email/confirm', {
    method: 'POST',
    body: { code },
    handleErrors: false,
  });
}
