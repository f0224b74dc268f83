import type { Person } from '@kundenportal/domain/household/person-api';
import type { PersonsRepository } from './repository';
import { updateLockedPerson } from './update-locked-person';

/** POST /api/persons/:id/setfreigabe: releases the person (1) or takes the release back (0). */
export function setPersonRelease(
  repository: PersonsRepository,
  userId: number,
  personId: number,
  release: 0 | 1,
): Promise<{ person: Person }> {
  return updateLockedPerson(repository, userId, personId, () => ({ mvpFreigabe: release }));
}
