import { AppError } from '../../lib/app-error';
import type { PasskeysRepository } from './repository';

/** Turning biometric login off: every passkey of the customer goes (spec section 2, "disabling"). */
export async function deleteAllPasskeys(repository: PasskeysRepository, userId: number) {
  const removed = await repository.deleteAll(userId);
  return { success: true as const, removed };
}

/** One passkey of the customer; another customer's id is not found, as if it did not exist. */
export async function deletePasskey(repository: PasskeysRepository, userId: number, id: string) {
  if (!(await repository.deleteOne(userId, id))) throw new AppError('not_found');
  return { success: true as const };
}
