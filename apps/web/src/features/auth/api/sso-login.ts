import { apiRequest } from '../../../lib/api-client';

/** GET /api/sso/{token}: trades a single sign-on token of the adviser system for a login token. */
export function getSsoLogin(token: string): Promise<{ token: string }> {
  return apiRequest<{ token: string }>(`/sso/${encodeURIComponent(token)}`, { handleErrors: false });
}
