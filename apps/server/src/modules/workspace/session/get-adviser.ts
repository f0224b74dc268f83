import type { AdviserProfile } from '@kundenportal/domain/workspace/customers';
import { AppError } from '../../../lib/app-error';
import type { SessionRepository } from './repository';

/** The signed-in adviser with the agency (GET /api/berater/me); gone meanwhile: 404 user_not_found. */
export async function getAdviser(repository: SessionRepository, userId: number): Promise<AdviserProfile> {
  const row = await repository.adviser(userId);
  if (!row) throw new AppError('user_not_found');
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    agency: { id: row.agencyId, name: `${row.agencyVorname} ${row.agencyName}`, firma: row.firma },
  };
}
