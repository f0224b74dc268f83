import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import type { NormalisedValue } from '@kundenportal/domain/forms/validate-field';
import { type FormErrors, parseForm, toErrorEntries } from '@kundenportal/domain/forms/validate-form';
import type { Person } from '@kundenportal/domain/household/person-api';
import { messages } from '@kundenportal/domain/texts/messages';
import { AppError, ValidationError } from '../../lib/app-error';
import { getPerson } from './get-person';
import { requirePersonEdit } from './person-edit-permission';
import { isPlainObject, refuseUnknownKeys } from './person-input';
import type { PersonRow, PersonsRepository } from './repository';

type PersonUpdate = Parameters<PersonsRepository['updatePerson']>[3];

/**
 * The frame of the partial person updates (release, mail screen, vcheck): config.person_edit (403), the
 * person locked in a transaction (404 for another customer's id, before any 422), the values the body
 * gives, then the person as saved.
 */
export async function updateLockedPerson(
  repository: PersonsRepository,
  userId: number,
  personId: number,
  values: (person: PersonRow) => PersonUpdate,
): Promise<{ person: Person }> {
  await requirePersonEdit(repository, userId);
  return repository.transaction(async (tx) => {
    const person = await repository.lockPerson(tx, userId, personId);
    if (!person) throw new AppError('not_found');
    await repository.updatePerson(tx, userId, personId, values(person));
    return getPerson(repository, userId, personId, tx);
  });
}

/** A body of catalogue fields: unknown keys and the catalogue's errors together as one 422. */
export function parseFieldsBody(
  body: unknown,
  shape: Readonly<Record<string, unknown>>,
  fields: (body: Record<string, unknown>) => readonly FieldDefinition[],
): Record<string, NormalisedValue> {
  if (!isPlainObject(body)) throw new ValidationError([messages.validationFailed]);
  const errors: FormErrors = {};
  refuseUnknownKeys(body, shape, errors);
  const parsed = parseForm(fields(body), body, { now: new Date() });
  if (!parsed.ok) Object.assign(errors, parsed.errors);
  if (!parsed.ok || Object.keys(errors).length) throw new ValidationError(toErrorEntries(errors));
  return parsed.values;
}
