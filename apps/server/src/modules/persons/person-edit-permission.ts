import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { AppError } from '../../lib/app-error';
import type { PersonsRepository } from './repository';

/** Every write needs config.person_edit (spec section 6); reading does not. */
export async function requirePersonEdit(repository: PersonsRepository, userId: number): Promise<void> {
  const config = await repository.findConfig(userId);
  if (!config) throw new AppError('user_not_found');
  if (!resolveConfig(config).person_edit) throw new AppError('not_permitted');
}
