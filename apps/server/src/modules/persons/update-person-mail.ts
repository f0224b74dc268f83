import type { NormalisedValue } from '@kundenportal/domain/forms/validate-field';
import type { Person } from '@kundenportal/domain/household/person-api';
import type { PersonsRepository } from './repository';
import { updateLockedPerson } from './update-locked-person';

const digitsOnly = (e164: NormalisedValue | undefined) =>
  e164 === null || e164 === undefined ? null : String(e164).replace(/\D/g, '');

/**
 * The person mail screen (docs/decisions/006-persons.md): the person's e-mail, phone and mobile number
 * and the consent to be contacted through them, as the route's schema checked them (the whole form: a
 * field left out is emptied).
 * Phone numbers are stored as digits only (spec section 5, as sign-up stores them: E.164 without '+');
 * the API shows them in E.164 again (person-mapper.ts), so the form's value saves unchanged.
 */
export function updatePersonMail(
  repository: PersonsRepository,
  userId: number,
  personId: number,
  fields: Record<string, NormalisedValue>,
): Promise<{ person: Person }> {
  const { email, phone, mobil, kontakt_einwilligung } = fields;
  return updateLockedPerson(repository, userId, personId, () => {
    return {
      email: email === null || email === undefined ? null : String(email),
      phone: digitsOnly(phone),
      mobil: digitsOnly(mobil),
      kontaktEinwilligung: kontakt_einwilligung === '1',
    };
  });
}
