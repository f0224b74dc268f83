import { canDeletePerson } from '@kundenportal/domain/household/person-rules';
import { personTexts } from '@kundenportal/domain/texts/person';
import { AppError, ValidationError } from '../../lib/app-error';
import { requirePersonEdit } from './person-edit-permission';
import type { PersonsRepository } from './repository';

/**
 * Deletes a person with its addresses and bank connections (spec section 5: only when mvp_freigabe is
 * 0 and not the main person). A refusal is a 422 with one entry without field, shown as a toast.
 */
export async function deletePerson(repository: PersonsRepository, userId: number, personId: number) {
  await requirePersonEdit(repository, userId);
  await repository.transaction(async (tx) => {
    const person = await repository.lockPerson(tx, userId, personId);
    if (!person) throw new AppError('not_found');
    const mainPersonId = person.isMain ? person.id : null;
    if (!canDeletePerson({ id: person.id, mvp_freigabe: person.mvpFreigabe }, mainPersonId)) {
      throw new ValidationError([
        person.isMain ? personTexts.mainNotDeletable : personTexts.releasedNotDeletable,
      ]);
    }
    await repository.deletePerson(tx, userId, personId);
  });
  return { success: true as const };
}
