import { agentDisplayName } from '@kundenportal/domain/account/user';
import { addressLines } from '@kundenportal/domain/contact/contact-links';
import { legalVersion } from '@kundenportal/domain/legal/legal-documents';
import { isVermittlerStatus, type PublicLegalAnswer } from '@kundenportal/domain/legal/public-legal';
import type { LegalRepository } from './repository';

/**
 * GET /api/rechtstexte?berater={code} (issue 27, ADR 034): what the public imprint and privacy pages show
 * before anyone logs in — the agency of the sign-up code (its imprint fields and own texts), else the
 * operator's imprint and the default texts. Only what an imprint must show publicly leaves the server.
 */
export async function readPublicLegal(
  repository: LegalRepository,
  code: string | undefined,
): Promise<PublicLegalAnswer> {
  const agent = code ? await repository.agentBySignupCode(code) : null;
  const own = agent?.legalDocuments;
  const text = (key: 'nutzungsbedingungen' | 'datenschutz') => ({
    version: legalVersion(own, key),
    markdown: own?.[key]?.markdown ?? null,
  });
  return {
    impressum: agent
      ? {
          firma: agent.firma,
          name: agentDisplayName(agent),
          address: addressLines({ ...agent, co: null }),
          phone: agent.phone,
          email: agent.email,
          registernummer: agent.registernummer,
          vermittlerstatus: isVermittlerStatus(agent.vermittlerstatus) ? agent.vermittlerstatus : null,
          ihk: agent.ihk,
        }
      : null,
    texts: { nutzungsbedingungen: text('nutzungsbedingungen'), datenschutz: text('datenschutz') },
  };
}
