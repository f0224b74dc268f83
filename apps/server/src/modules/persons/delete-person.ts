import { canDeletePerson } from '@kundenportal/domain/household/person-rules';
import { personTexts } from '@kundenportal/domain/texts/person';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, ValidationError } from '../../lib/app-error';
import { requirePersonEdit } from './person-edit-permission';
import type { PersonsRepository } from './repository';

/**
 * What other modules do when a person goes (`app.personDeletionHooks`; modules do not import each other): runs
 * in the deleting transaction and may return work for after COMMIT (the documents' files, ADR 055).
 */
export type PersonDeletionHook = (
  tx: Db,
  person: { userId: number; personId: number },
  log: FastifyBaseLogger,
) => Promise<(() => Promise<void>) | undefined>;

/**
 * Deletes a person with its addresses, bank connections and what the hooks take along (the own
 * documents; spec section 5: only when mvp_freigabe is 0 and not the main person). A refusal is a 422
 * with one entry without field, shown as a toast.
 */
export async function deletePerson(
  deps: { repository: PersonsRepository; onDelete: PersonDeletionHook[]; log: FastifyBaseLogger },
  userId: number,
  personId: number,
) {
  const { repository } = deps;
  await requirePersonEdit(repository, userId);
  const afterCommit = await repository.transaction(async (tx) => {
    const person = await repository.lockPerson(tx, userId, personId);
    if (!person) throw new AppError('not_found');
    const mainPersonId = person.isMain ? person.id : null;
    if (!canDeletePerson({ id: person.id, mvp_freigabe: person.mvpFreigabe }, mainPersonId)) {
      throw new ValidationError([
        person.isMain ? personTexts.mainNotDeletable : personTexts.releasedNotDeletable,
      ]);
    }
    const after = [];
    for (const hook of deps.onDelete) after.push(await hook(tx, { userId, personId }, deps.log));
    await repository.deletePerson(tx, userId, personId);
    return after;
  });
  for (const work of afterCommit) await work?.();
  return { success: true as const };
}
