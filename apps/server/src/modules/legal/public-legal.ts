import { agentDisplayName } from '@kundenportal/domain/account/user';
import { addressLines } from '@kundenportal/domain/contact/contact-links';
import { legalVersion } from '@kundenportal/domain/legal/legal-documents';
import { isVermittlerStatus, type PublicLegalAnswer } from '@kundenportal/domain/legal/public-legal';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';

/**
 * GET /api/rechtstexte?berater={code} (issue 27, ADR 034): what the public imprint and privacy pages show
 * before anyone logs in — the agency of the sign-up code (its imprint fields and own texts), else the
 * operator's imprint and the default texts. Only what an imprint must show publicly leaves the server.
 */
export async function readPublicLegal(db: Db, code: string | undefined): Promise<PublicLegalAnswer> {
  const [agent] = code
    ? await db.select().from(agents).where(sql`lower(${agents.signupCode}) = ${code.toLowerCase()}`).limit(1)
    : [];
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
