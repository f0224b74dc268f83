import { vcheckFields } from '@kundenportal/domain/forms/catalogue/person';
import { type FormErrors, parseForm, toErrorEntries } from '@kundenportal/domain/forms/validate-form';
import type { Person } from '@kundenportal/domain/household/person-api';
import { personVcheckInputSchema } from '@kundenportal/domain/household/person-input-schema';
import { messages } from '@kundenportal/domain/texts/messages';
import { AppError, ValidationError } from '../../lib/app-error';
import { getPerson } from './get-person';
import { requirePersonEdit } from './person-edit-permission';
import { isPlainObject, refuseUnknownKeys } from './person-input';
import type { PersonsRepository } from './repository';

/**
 * PUT /api/persons/vcheck/:id/update/fremdvertrag: sets the vcheck flags the body names ('0'/'1');
 * flags it leaves out keep their value, any other key is refused.
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
    const errors: FormErrors = {};
    refuseUnknownKeys(body, personVcheckInputSchema.shape, errors);
    const sent = vcheckFields.filter(({ name }) => Object.hasOwn(body, name) && body[name] !== undefined);
    const parsed = parseForm(sent, body, { now: new Date() });
    if (!parsed.ok) Object.assign(errors, parsed.errors);
    if (!parsed.ok || Object.keys(errors).length) throw new ValidationError(toErrorEntries(errors));
    await repository.updatePerson(tx, userId, personId, { details: { ...person.details, ...parsed.values } });
    return getPerson(repository, userId, personId, tx);
  });
}
