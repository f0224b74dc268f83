import { isVermittlerStatus } from '@kundenportal/domain/legal/public-legal';
import type { AgencyProfile } from '@kundenportal/domain/workspace/agency';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import { fieldChanges, writeAdviserAudit } from '../../lib/adviser-audit';
import { AppError } from '../../lib/app-error';

type Agent = typeof agents.$inferSelect;

/** The agency's contact data as the workspace shows them ('' for what is not given). */
export function profileOf(agent: Agent): AgencyProfile {
  return {
    anrede: agent.anrede === 'Frau' ? 'Frau' : 'Herr',
    vorname: agent.vorname,
    name: agent.name,
    firma: agent.firma ?? '',
    email: agent.email ?? '',
    phone: agent.phone ?? '',
    mobile: agent.mobile ?? '',
    address: agent.address ?? '',
    addressnumber: agent.addressnumber ?? '',
    streetcode: agent.streetcode ?? '',
    city: agent.city ?? '',
    registernummer: agent.registernummer ?? '',
    vermittlerstatus: isVermittlerStatus(agent.vermittlerstatus) ? agent.vermittlerstatus : '',
    ihk: agent.ihk ?? '',
  };
}

const empty = (value: string) => (value === '' ? null : value);

/** The columns of the contact data; what is not given ('') is stored, and logged, as null. */
const columnsOf = (profile: AgencyProfile) => ({
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
  db: Db,
  adviser: { userId: number; agencyId: number },
  profile: AgencyProfile,
) {
  return db.transaction(async (tx) => {
    const [agent] = await tx.select().from(agents).where(eq(agents.id, adviser.agencyId)).for('update');
    if (!agent) throw new AppError('user_not_found');
    const after = columnsOf(profile);
    const changes = fieldChanges('profile', columnsOf(profileOf(agent)), after);
    if (changes.length === 0) return;
    await tx.update(agents).set(after).where(eq(agents.id, agent.id));
    await writeAdviserAudit(tx, adviser, null, 'agency_profile_changed', changes);
  });
}
