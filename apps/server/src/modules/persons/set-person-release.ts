import { toErrorEntries } from '@kundenportal/domain/forms/validate-form';
import type { Person } from '@kundenportal/domain/household/person-api';
import { personReleaseInputSchema } from '@kundenportal/domain/household/person-input-schema';
import { formTexts } from '@kundenportal/domain/texts/form';
import { ValidationError } from '../../lib/app-error';
import { isPlainObject, refuseUnknownKeys } from './person-input';
import type { PersonsRepository } from './repository';
import { updateLockedPerson } from './update-locked-person';

/** mvp_freigabe as 0 or 1 (numbers, or '0'/'1' as a form sends them). */
function releaseValue(body: unknown): 0 | 1 | null {
  const value = isPlainObject(body) ? body.mvp_freigabe : undefined;
  if (value === 0 || value === '0') return 0;
  if (value === 1 || value === '1') return 1;
  return null;
}

/** POST /api/persons/:id/setfreigabe: releases the person (1) or takes the release back (0); nothing else. */
export function setPersonRelease(
  repository: PersonsRepository,
  userId: number,
  personId: number,
  body: unknown,
): Promise<{ person: Person }> {
  return updateLockedPerson(repository, userId, personId, () => {
    const errors: Record<string, string> = {};
    if (isPlainObject(body)) refuseUnknownKeys(body, personReleaseInputSchema.shape, errors);
    const release = releaseValue(body);
    if (release === null) errors.mvp_freigabe = formTexts.invalidValue;
    if (release === null || Object.keys(errors).length) throw new ValidationError(toErrorEntries(errors));
    return { mvpFreigabe: release };
  });
}
