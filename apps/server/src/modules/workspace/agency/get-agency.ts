import { legalVersion } from '@kundenportal/domain/legal/legal-documents';
import { isVermittlerStatus } from '@kundenportal/domain/legal/public-legal';
import type { LegalDocumentKey } from '@kundenportal/domain/texts/legal';
import type { Agency, AgencyProfile } from '@kundenportal/domain/workspace/agency';
import { AppError } from '../../../lib/app-error';
import { storedBranding } from '../../../lib/stored-branding';
import type { AgencyRepository, AgentRow } from './repository';

/** The agency's contact data as the workspace shows them ('' for what is not given). */
export function profileOf(agent: AgentRow): AgencyProfile {
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

/** One of the agency's legal texts: its own markdown (null: the default text) and the version shown. */
export const legalTextOf = (agent: AgentRow, key: LegalDocumentKey) => ({
  markdown: agent.legalDocuments?.[key]?.markdown ?? null,
  version: legalVersion(agent.legalDocuments, key),
});

/** The whole agency as GET /api/berater/agentur shows it (and every change of it answers). */
export async function getAgency(repository: AgencyRepository, agencyId: number): Promise<Agency> {
  const agent = await repository.find(agencyId);
  if (!agent) throw new AppError('user_not_found');
  return {
    id: agent.id,
    profile: profileOf(agent),
    branding: storedBranding(agent.css) ?? {},
    logo: agent.logoPath ? `/api/agents/${agent.id}/logo?v=${agent.logoPath.slice(-8)}` : null,
    photo: Boolean(agent.avatarPath),
    legal: {
      nutzungsbedingungen: legalTextOf(agent, 'nutzungsbedingungen'),
      datenschutz: legalTextOf(agent, 'datenschutz'),
    },
  };
}
