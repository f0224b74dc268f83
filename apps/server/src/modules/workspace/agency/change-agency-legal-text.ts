import type { LegalDocumentKey } from '@kundenportal/domain/texts/legal';
import { writeAdviserAudit } from '../../../lib/adviser-audit';
import { AppError } from '../../../lib/app-error';
import { legalTextOf } from './get-agency';
import type { AgencyRepository } from './repository';
import { saveLegalDocument } from './set-legal-document';

/**
 * Sets (markdown) or removes (null) one of the agency's legal texts (PUT /api/berater/agentur/rechtstexte/
 * :key); the log records the version before and after (null: the default text) when it changed.
 */
export function changeAgencyLegalText(
  repository: AgencyRepository,
  adviser: { userId: number; agencyId: number },
  key: LegalDocumentKey,
  markdown: string | null,
) {
  return repository.transaction(async (tx) => {
    // One change at a time per agency: `before` is what this change replaces.
    const agent = await repository.lock(tx, adviser.agencyId);
    if (!agent) throw new AppError('user_not_found');
    const own = legalTextOf(agent, key);
    const before = own.markdown === null ? null : own.version;
    const { version: after } = await saveLegalDocument(repository, String(agent.id), key, markdown, tx);
    if (before !== after)
      await writeAdviserAudit(tx, adviser, null, 'agency_legal_changed', [
        { key: `legal.${key}`, before, after },
      ]);
  });
}
