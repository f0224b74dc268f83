import type { LegalDocumentKey } from '@kundenportal/domain/texts/legal';
import type { Agency } from '@kundenportal/domain/workspace/agency';
import { writeAdviserAudit } from '../../../lib/adviser-audit';
import type { AgencyDeps } from './get-agency';

/** The version of a legal text for the log: null while the agency shows the default text. */
const legalVersionOf = (text: Agency['legal'][LegalDocumentKey]) =>
  text.markdown === null ? null : text.version;

/**
 * Sets (markdown) or removes (null) one of the agency's legal texts (PUT /api/berater/agentur/rechtstexte/
 * :key); the log records the version before and after when it changed.
 */
export function changeAgencyLegalText(
  { repository, legal }: AgencyDeps,
  adviser: { userId: number; agencyId: number },
  key: LegalDocumentKey,
  markdown: string | null,
) {
  return repository.transaction(async (tx) => {
    // One change at a time per agency: `before` is what this change replaces.
    await repository.lock(tx, adviser.agencyId);
    const before = legalVersionOf((await legal.read(adviser.agencyId, tx))[key]);
    await legal.write(adviser.agencyId, key, markdown, tx);
    const after = legalVersionOf((await legal.read(adviser.agencyId, tx))[key]);
    if (before !== after)
      await writeAdviserAudit(tx, adviser, null, 'agency_legal_changed', [
        { key: `legal.${key}`, before, after },
      ]);
  });
}
