import { createHash } from 'node:crypto';
import type { UserConfig } from '@kundenportal/domain/account/config-flags';
import {
  isLegalDocumentKey,
  LEGAL_MARKDOWN_MAX_BYTES,
  type LegalDocumentAnswer,
  legalDocumentFlag,
  legalVersion,
} from '@kundenportal/domain/legal/legal-documents';
import { adminTexts } from '@kundenportal/domain/texts/admin';
import { type LegalDocumentKey, legalDocument } from '@kundenportal/domain/texts/legal';
import { isStorableText } from '@kundenportal/domain/validation/storable-text';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { OperatorError } from '../../lib/operator-error';
import { createLegalRepository, type LegalRepository, type StoredLegalTexts } from './repository';

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

/** `saveLegalDocument` on a database of its own (the admin command, the demo seed and the tests call it so). */
export function setLegalDocument(db: Db, agentRef: string, key: string, markdown: string | null) {
  return saveLegalDocument(createLegalRepository(db), agentRef, key, markdown);
}

/**
 * Sets (or with `markdown` null removes) an adviser's own legal text: UTF-8 markdown of at most
 * LEGAL_MARKDOWN_MAX_BYTES. It is stored as written; the web app renders it with marked and sanitises the
 * result with DOMPurify, so no text can bring script or styles into the portal.
 */
export async function saveLegalDocument(
  repository: LegalRepository,
  agentRef: string,
  key: string,
  markdown: string | null,
  ex?: Db,
) {
  if (!isLegalDocumentKey(key)) throw new OperatorError(adminTexts.legalKeyUnknown(key));
  if (markdown !== null) {
    if (Buffer.byteLength(markdown, 'utf8') > LEGAL_MARKDOWN_MAX_BYTES)
      throw new OperatorError(adminTexts.legalTooLong(LEGAL_MARKDOWN_MAX_BYTES / 1000));
    if (!markdown.trim() || !isStorableText(markdown)) throw new OperatorError(adminTexts.legalEmpty);
  }
  const agent = await repository.findAgent(agentRef, ex);
  if (!agent) throw new OperatorError(adminTexts.agentUnknown(agentRef));
  const next: StoredLegalTexts = { ...agent.legal };
  if (markdown === null) delete next[key];
  else next[key] = { markdown, version: createHash('sha256').update(markdown).digest('hex').slice(0, 12) };
  await repository.saveTexts(agent.id, next, ex);
  return { agentId: agent.id, version: next[key]?.version ?? null };
}

/** An agency's own texts with their versions (null markdown: the default text), for the workspace. */
export async function agencyLegalTexts(repository: LegalRepository, agencyId: number, ex?: Db) {
  const legal = await repository.textsOf(agencyId, ex);
  const entry = (key: LegalDocumentKey) => ({
    markdown: legal?.[key]?.markdown ?? null,
    version: legalVersion(legal, key),
  });
  return { nutzungsbedingungen: entry('nutzungsbedingungen'), datenschutz: entry('datenschutz') };
}
