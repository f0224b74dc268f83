import type { UserConfig } from '@kundenportal/domain/account/config-flags';
import {
  isLegalDocumentKey,
  type LegalDocumentAnswer,
  legalDocumentFlag,
  legalVersion,
} from '@kundenportal/domain/legal/legal-documents';
import { legalDocument } from '@kundenportal/domain/texts/legal';
import { AppError } from '../../lib/app-error';
import type { LegalRepository } from './repository';

/**
 * GET /api/legal/{key}: the customer's adviser's text, or the default; only with the page's config flag.
 * `customer` loads the session's own row (request.customer()), read only for a key that names a text.
 */
export async function readLegalDocument(
  repository: LegalRepository,
  customer: () => Promise<{ config: UserConfig; agentId: number | null }>,
  key: string,
): Promise<LegalDocumentAnswer> {
  if (!isLegalDocumentKey(key)) throw new AppError('not_found');
  const { config, agentId } = await customer();
  if (!config[legalDocumentFlag[key]]) throw new AppError('not_permitted');
  const legal = agentId === null ? null : await repository.textsOf(agentId);
  return {
    key,
    title: legalDocument(key).title,
    version: legalVersion(legal, key),
    markdown: legal?.[key]?.markdown ?? null,
  };
}
