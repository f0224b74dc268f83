import { createHash } from 'node:crypto';
import { isLegalDocumentKey, LEGAL_MARKDOWN_MAX_BYTES } from '@kundenportal/domain/legal/legal-documents';
import { adminTexts } from '@kundenportal/domain/texts/admin';
import { isStorableText } from '@kundenportal/domain/validation/storable-text';
import type { Db } from '../../../db/client';
import { OperatorError } from '../../../lib/operator-error';
import { type AgencyRepository, createAgencyRepository, type StoredLegalTexts } from './repository';

/** `saveLegalDocument` on a database of its own (the admin command, the demo seed and the tests call it so). */
export function setLegalDocument(db: Db, agentRef: string, key: string, markdown: string | null) {
  return saveLegalDocument(createAgencyRepository(db), agentRef, key, markdown);
}

/**
 * Sets (or with `markdown` null removes) an adviser's own legal text: UTF-8 markdown of at most
 * LEGAL_MARKDOWN_MAX_BYTES. It is stored as written; the web app renders it with marked and sanitises the
 * result with DOMPurify, so no text can bring script or styles into the portal. `ex`: the caller's
 * transaction (the agency page's, with its log entry).
 */
export async function saveLegalDocument(
  repository: AgencyRepository,
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
  const agent = await repository.findByRef(agentRef, ex);
  if (!agent) throw new OperatorError(adminTexts.agentUnknown(agentRef));
  const next: StoredLegalTexts = { ...agent.legalDocuments };
  if (markdown === null) delete next[key];
  else next[key] = { markdown, version: createHash('sha256').update(markdown).digest('hex').slice(0, 12) };
  await repository.saveLegalTexts(agent.id, next, ex);
  return { agentId: agent.id, version: next[key]?.version ?? null };
}
