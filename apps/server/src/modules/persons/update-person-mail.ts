import { personMailFields } from '@kundenportal/domain/forms/catalogue/person-mail';
import type { NormalisedValue } from '@kundenportal/domain/forms/validate-field';
import { type FormErrors, parseForm, toErrorEntries } from '@kundenportal/domain/forms/validate-form';
import type { Person } from '@kundenportal/domain/household/person-api';
import { personMailInputSchema } from '@kundenportal/domain/household/person-input-schema';
import { messages } from '@kundenportal/domain/texts/messages';
import { AppError, ValidationError } from '../../lib/app-error';
import { getPerson } from './get-person';
import { requirePersonEdit } from './person-edit-permission';
import { isPlainObject, refuseUnknownKeys } from './person-input';
import type { PersonsRepository } from './repository';

const digitsOnly = (e164: NormalisedValue | undefined) =>
  e164 === null || e164 === undefined ? null : String(e164).replace(/\D/g, '');

/**
 * The person mail screen (docs/decisions/006-persons.md): the person's e-mail, phone and mobile number
 * and the consent to be contacted through them. The whole form is sent: a field left out is emptied;
 * a field the form does not have is refused.
 * Phone numbers are stored as digits only (spec section 5, as sign-up stores them: E.164 without '+');
 * the API shows them in E.164 again (person-mapper.ts), so the form's value saves unchanged.
 */
export async function updatePersonMail(
  repository: PersonsRepository,
  userId: number,
  personId: number,
  body: unknown,
): Promise<{ person: Person }> {
  await requirePersonEdit(repository, userId);
  return repository.transaction(async (tx) => {
    if (!(await repository.lockPerson(tx, userId, personId))) throw new AppError('not_found');
    if (!isPlainObject(body)) throw new ValidationError([messages.validationFailed]);
    const errors: FormErrors = {};
    refuseUnknownKeys(body, personMailInputSchema.shape, errors);
    const parsed = parseForm(personMailFields, body, { now: new Date() });
    if (!parsed.ok) Object.assign(errors, parsed.errors);
    if (!parsed.ok || Object.keys(errors).length) throw new ValidationError(toErrorEntries(errors));
    const { email, phone, mobil, kontakt_einwilligung } = parsed.values;
    await repository.updatePerson(tx, userId, personId, {
      email: email === null ? null : String(email),
      phone: digitsOnly(phone),
      mobil: digitsOnly(mobil),
      kontaktEinwilligung: kontakt_einwilligung === '1',
    });
    return getPerson(repository, userId, personId, tx);
  });
}
