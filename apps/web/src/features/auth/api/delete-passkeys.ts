import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/passkeys: turns biometric login off by removing every passkey of the customer. */
export function deletePasskeys(): Promise<{ success: true; removed: number }> {
  return apiRequest<{ success: true; removed: number }>('/passkeys', { method: 'DELETE' });
}
