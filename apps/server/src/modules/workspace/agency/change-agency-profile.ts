import type { AgencyProfile } from '@kundenportal/domain/workspace/agency';
import { fieldChanges, writeAdviserAudit } from '../../../lib/adviser-audit';
import { AppError } from '../../../lib/app-error';
import { profileOf } from './get-agency';
import type { AgencyProfileColumns, AgencyRepository } from './repository';

const empty = (value: string) => (value === '' ? null : value);

/** The columns of the contact data; what is not given ('') is stored, and logged, as null. */
const columnsOf = (profile: AgencyProfile): AgencyProfileColumns => ({
  anrede: profile.anrede,
  vorname: profile.vorname,
  name: profile.name,
  firma: empty(profile.firma),
  email: profile.email,
  phone: empty(profile.phone),
  mobile: empty(profile.mobile),
  address: empty(profile.address),
  addressnumber: empty(profile.addressnumber),
  streetcode: empty(profile.streetcode),
  city: empty(profile.city),
  registernummer: empty(profile.registernummer),
  vermittlerstatus: empty(profile.vermittlerstatus),
  ihk: empty(profile.ihk),
});

/**
 * Sets the agency's contact data (PUT /api/berater/agentur): locks the agency's row, writes only when a
 * field changes, and logs each changed field (`profile.<field>`) in the same transaction.
 */
export function changeAgencyProfile(
  repository: AgencyRepository,
  adviser: { userId: number; agencyId: number },
  profile: AgencyProfile,
) {
  return repository.transaction(async (tx) => {
    const agent = await repository.lock(tx, adviser.agencyId);
    if (!agent) throw new AppError('user_not_found');
    const after = columnsOf(profile);
    const changes = fieldChanges('profile', columnsOf(profileOf(agent)), after);
    if (changes.length === 0) return;
    await repository.updateProfile(tx, agent.id, after);
    await writeAdviserAudit(tx, adviser, null, 'agency_profile_changed', changes);
  });
}
