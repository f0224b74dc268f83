import type { PushKey } from '@kundenportal/domain/chat/push';
import { ApiError, apiRequest, handleApiError } from '../../../lib/api-client';

/** Web Push of this browser (issue 14): the server's public key, and (un)registering a subscription. */
export function getPushKey() {
  return apiRequest<PushKey>('/push/key');
}

/** Calls whose one expected refusal (`code`) is an answer, not a failure; every other error as usual. */
async function answering<T>(code: string, call: () => Promise<T>): Promise<T | 'refused'> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.body.error === code) return 'refused';
    if (error instanceof ApiError && !error.handled) handleApiError(error);
    throw error;
  }
}

/**
 * Registers this browser's subscription: 'taken' when the endpoint belongs to another account that
 * signed in here before (it stays theirs until they remove it, ADR 065).
 */
export async function registerPushSubscription(subscription: PushSubscriptionJSON) {
  const answer = await answering('push_endpoint_taken', () =>
    apiRequest('/push/register', { method: 'POST', body: subscription, handleErrors: false }),
  );
  return answer === 'refused' ? 'taken' : 'registered';
}

/** Removes this browser's subscription from the own account (one the account no longer has is gone already). */
export async function removePushSubscription(endpoint: string): Promise<void> {
  await answering('could_not_find_push_subscription', () =>
    apiRequest('/push/register', { method: 'DELETE', body: { endpoint }, handleErrors: false }),
  );
}
