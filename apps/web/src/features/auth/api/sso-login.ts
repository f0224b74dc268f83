import type { Token } from '@kundenportal/domain/api/common-responses';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/sso/{token}: trades a single sign-on token of the adviser system for a login token. */
export function getSsoLogin(token: string): Promise<Token> {
  return apiRequest<Token>(`/sso/${encodeURIComponent(token)}`, { handleErrors: false });
}
