import { toErrorEntries } from '@kundenportal/domain/forms/validate-form';
import type { Person } from '@kundenportal/domain/household/person-api';
import { AppError, ValidationError } from '../../lib/app-error';
import { getPerson } from './get-person';
import { mergedPersonValues } from './person-input';
import { addressList, bankConnectionList, planList } from './person-list-input';
import type { PersonSave } from './person-save-body';
import type { PersonsRepository } from './repository';

/**
 * The save of the person edit screen, shared by create and update, after the route checked the body
 * (person-save-body.ts) and it against the stored person (person-save-state.ts): the sent fields over
 * the stored ones, the lists as plans against the stored entries, written in ONE transaction. The person
 * is locked and read again here, so a change since the route's checks still answers 404 or 422 and
 * writes nothing. `personId` null creates a new person.
 */
export async function savePerson(
  repository: PersonsRepository,
  userId: number,
  personId: number | null,
  input: PersonSave,
): Promise<{ person: Person }> {
  const now = new Date();
  return repository.transaction(async (tx) => {
    const current = personId === null ? null : await repository.lockPerson(tx, userId, personId);
    if (personId !== null && !current) throw new AppError('not_found');
    const stored = current
      ? await repository.listEntryIds(tx, current.id)
      : { addresses: [], bankConnections: [] };
    const addressPlan = input.adressen && planList(addressList, input.adressen, stored.addresses);
    const bankPlan =
      input.bankverbindungen && planList(bankConnectionList, input.bankverbindungen, stored.bankConnections);
    const merged = mergedPersonValues(input.fields, current, now);
    if (!merged.ok) throw new ValidationError(toErrorEntries(merged.errors));
    let id: number;
    if (current) {
      id = current.id;
      await repository.updatePerson(tx, userId, id, merged.values);
    } else {
      id = (await repository.insertPerson(tx, userId, merged.values)).id;
    }
    if (addressPlan) await repository.applyAddressPlan(tx, id, addressPlan);
    if (bankPlan) await repository.applyBankConnectionPlan(tx, id, bankPlan);
    return getPerson(repository, userId, id, tx);
  });
}
