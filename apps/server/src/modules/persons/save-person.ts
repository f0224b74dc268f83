import type { FormErrors } from '@kundenportal/domain/forms/validate-form';
import { toErrorEntries } from '@kundenportal/domain/forms/validate-form';
import type { Person } from '@kundenportal/domain/household/person-api';
import { messages } from '@kundenportal/domain/texts/messages';
import { AppError, ValidationError } from '../../lib/app-error';
import { getPerson } from './get-person';
import { isPlainObject, parsePersonFields } from './person-input';
import { addressList, bankConnectionList, parseList } from './person-list-input';
import type { PersonsRepository } from './repository';

/**
 * The save of the person edit screen, shared by create and update: the person's fields, then its
 * address and bank connection lists, checked as a whole and written in ONE transaction — a 422 or 404
 * leaves nothing written. `personId` null creates a new person.
 */
export async function savePerson(
  repository: PersonsRepository,
  userId: number,
  personId: number | null,
  body: unknown,
): Promise<{ person: Person }> {
  const now = new Date();
  return repository.transaction(async (tx) => {
    const current = personId === null ? null : await repository.lockPerson(tx, userId, personId);
    if (personId !== null && !current) throw new AppError('not_found');
    if (!isPlainObject(body)) throw new ValidationError([messages.validationFailed]);
    const stored = current
      ? await repository.listEntryIds(tx, current.id)
      : { addresses: [], bankConnections: [] };
    const errors: FormErrors = {};
    const values = parsePersonFields(body, current, now, errors);
    const addressPlan = parseList(addressList, body.adressen, stored.addresses, now, errors);
    const bankPlan = parseList(
      bankConnectionList,
      body.bankverbindungen,
      stored.bankConnections,
      now,
      errors,
    );
    if (!values || Object.keys(errors).length) throw new ValidationError(toErrorEntries(errors));
    let id: number;
    if (current) {
      id = current.id;
      await repository.updatePerson(tx, userId, id, values);
    } else {
      id = (await repository.insertPerson(tx, userId, values)).id;
    }
    if (addressPlan) await repository.applyAddressPlan(tx, id, addressPlan);
    if (bankPlan) await repository.applyBankConnectionPlan(tx, id, bankPlan);
    return getPerson(repository, userId, id, tx);
  });
}
