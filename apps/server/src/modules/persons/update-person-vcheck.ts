import { vcheckFields } from '@kundenportal/domain/forms/catalogue/person';
import type { Person } from '@kundenportal/domain/household/person-api';
import { personVcheckInputSchema } from '@kundenportal/domain/household/person-input-schema';
import type { PersonsRepository } from './repository';
import { parseFieldsBody, updateLockedPerson } from './update-locked-person';

/**
 * PUT /api/persons/vcheck/:id/update/fremdvertrag: sets the vcheck flags the body names ('0'/'1');
 * flags it leaves out keep their value, any other key is refused.
 */
export function updatePersonVcheck(
  repository: PersonsRepository,
  userId: number,
  personId: number,
  body: unknown,
): Promise<{ person: Person }> {
  return updateLockedPerson(repository, userId, personId, (person) => {
    const flags = parseFieldsBody(body, personVcheckInputSchema.shape, (sent) =>
      vcheckFields.filter(({ name }) => Object.hasOwn(sent, name) && sent[name] !== undefined),
    );
    return { details: { ...person.details, ...flags } };
  });
}
