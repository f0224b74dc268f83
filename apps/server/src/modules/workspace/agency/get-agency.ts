import { isVermittlerStatus } from '@kundenportal/domain/legal/public-legal';
import type { Agency, AgencyProfile } from '@kundenportal/domain/workspace/agency';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { storedBranding } from '../../../lib/stored-branding';
import type { AgencyRepository, AgentRow } from './repository';

/** What the agency's use cases need: its repository and the legal module's texts (`app.agencyLegal`). */
export type AgencyDeps = { repository: AgencyRepository; legal: FastifyInstance['agencyLegal'] };

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

/** The whole agency as GET /api/berater/agentur shows it (and every change of it answers). */
export async function getAgency(deps: AgencyDeps, agencyId: number): Promise<Agency> {
  const agent = await deps.repository.find(agencyId);
  if (!agent) throw new AppError('user_not_found');
  return {
    id: agent.id,
    profile: profileOf(agent),
    branding: storedBranding(agent.css) ?? {},
    logo: agent.logoPath ? `/api/agents/${agent.id}/logo?v=${agent.logoPath.slice(-8)}` : null,
    photo: Boolean(agent.avatarPath),
    legal: await deps.legal.read(agent.id),
  };
}
