import { vcheckFields } from '@kundenportal/domain/forms/catalogue/person';
import { parseForm, toErrorEntries } from '@kundenportal/domain/forms/validate-form';
import type { Person } from '@kundenportal/domain/household/person-api';
import { messages } from '@kundenportal/domain/texts/messages';
import { AppError, ValidationError } from '../../plugins/app-error';
import { getPerson } from './get-person';
import { requirePersonEdit } from './person-edit-permission';
import { isPlainObject } from './person-input';
import type { PersonsRepository } from './repository';

/**
 * PUT /api/persons/vcheck/:id/update/fremdvertrag: sets the vcheck flags the body names ('0'/'1');
 * flags it leaves out keep their value, other keys are ignored.
 */
export async function updatePersonVcheck(
  repository: PersonsRepository,
  userId: number,
  personId: number,
  body: unknown,
): Promise<{ person: Person }> {
  await requirePersonEdit(repository, userId);
  return repository.transaction(async (tx) => {
    const person = await repository.lockPerson(tx, userId, personId);
    if (!person) throw new AppError('not_found');
    if (!isPlainObject(body)) throw new ValidationError([messages.validationFailed]);
    const sent = vcheckFields.filter(({ name }) => Object.hasOwn(body, name) && body[name] !== undefined);
    const parsed = parseForm(sent, body, { now: new Date() });
    if (!parsed.ok) throw new ValidationError(toErrorEntries(parsed.errors));
    await repository.updatePerson(tx, userId, personId, { details: { ...person.details, ...parsed.values } });
    return getPerson(repository, userId, personId, tx);
  });
}
