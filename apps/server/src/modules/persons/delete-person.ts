import { canDeletePerson } from '@kundenportal/domain/household/person-rules';
import { personTexts } from '@kundenportal/domain/texts/person';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, ValidationError } from '../../lib/app-error';
import { type DeletionHook, deleteWithHooks } from '../../lib/deletion-hooks';
import type { PersonsRepository } from './repository';

/** What other modules do when a person goes (`app.personDeletionHooks`): their rows of them. */
export type PersonDeletionHook = DeletionHook<{ userId: number; personId: number }>;

/**
 * Deletes a person with its addresses, bank connections and what the hooks take along (the own
 * documents; spec section 5: only when mvp_freigabe is 0 and not the main person). A refusal is a 422
 * with one entry without field, shown as a toast. The route checked person_edit before (`editable`).
 */
export async function deletePerson(
  deps: { repository: PersonsRepository; onDelete: PersonDeletionHook[] },
  userId: number,
  personId: number,
  log: FastifyBaseLogger,
) {
  const { repository } = deps;
  await deleteWithHooks(repository.transaction, deps.onDelete, { userId, personId }, log, {
    lock: async (tx) => {
      const person = await repository.lockPerson(tx, userId, personId);
      if (!person) throw new AppError('not_found');
      const mainPersonId = person.isMain ? person.id : null;
      if (!canDeletePerson({ id: person.id, mvp_freigabe: person.mvpFreigabe }, mainPersonId)) {
        throw new ValidationError([
          person.isMain ? personTexts.mainNotDeletable : personTexts.releasedNotDeletable,
        ]);
      }
    },
    remove: (tx) => repository.deletePerson(tx, userId, personId),
  });
  return { success: true as const };
}
