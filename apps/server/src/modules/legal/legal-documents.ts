import { createHash } from 'node:crypto';
import { resolveConfig } from '@kundenportal/domain/account/config-flags';
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
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { OperatorError } from '../../lib/operator-error';

type Stored = (typeof agents.$inferSelect)['legalDocuments'];

/** GET /api/legal/{key}: the customer's adviser's text, or the default; only with the page's config flag. */
export async function readLegalDocument(db: Db, userId: number, key: string): Promise<LegalDocumentAnswer> {
  if (!isLegalDocumentKey(key)) throw new AppError('not_found');
  const [row] = await db
    .select({ config: users.config, legal: agents.legalDocuments })
    .from(users)
    .leftJoin(agents, eq(agents.id, users.agentId))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('user_not_found');
  if (!resolveConfig(row.config)[legalDocumentFlag[key]]) throw new AppError('not_permitted');
  const own = row.legal?.[key];
  return {
    key,
    title: legalDocument(key).title,
    version: legalVersion(row.legal, key),
    markdown: own?.markdown ?? null,
  };
}

/**
 * Sets (or with `markdown` null removes) an adviser's own legal text: UTF-8 markdown of at most
 * LEGAL_MARKDOWN_MAX_BYTES. It is stored as written; the web app renders it with marked and sanitises the
 * result with DOMPurify, so no text can bring script or styles into the portal.
 */
export async function setLegalDocument(db: Db, agentRef: string, key: string, markdown: string | null) {
  if (!isLegalDocumentKey(key)) throw new OperatorError(adminTexts.legalKeyUnknown(key));
  if (markdown !== null) {
    if (Buffer.byteLength(markdown, 'utf8') > LEGAL_MARKDOWN_MAX_BYTES)
      throw new OperatorError(adminTexts.legalTooLong(LEGAL_MARKDOWN_MAX_BYTES / 1000));
    if (!markdown.trim() || !isStorableText(markdown)) throw new OperatorError(adminTexts.legalEmpty);
  }
  const condition = /^\d+$/.test(agentRef)
    ? eq(agents.id, Number(agentRef))
    : sql`lower(${agents.signupCode}) = ${agentRef.toLowerCase()}`;
  const [agent] = await db
    .select({ id: agents.id, legal: agents.legalDocuments })
    .from(agents)
    .where(condition);
  if (!agent) throw new OperatorError(adminTexts.agentUnknown(agentRef));
  const next: Stored = { ...agent.legal };
  if (markdown === null) delete next[key];
  else next[key] = { markdown, version: createHash('sha256').update(markdown).digest('hex').slice(0, 12) };
  await db.update(agents).set({ legalDocuments: next }).where(eq(agents.id, agent.id));
  return { agentId: agent.id, version: next[key]?.version ?? null };
}

/** An agency's own texts with their versions (null markdown: the default text), for the workspace. */
export async function agencyLegalTexts(db: Db, agencyId: number) {
  const [row] = await db.select({ legal: agents.legalDocuments }).from(agents).where(eq(agents.id, agencyId));
  const entry = (key: LegalDocumentKey) => ({
    markdown: row?.legal?.[key]?.markdown ?? null,
    version: legalVersion(row?.legal, key),
  });
  return { nutzungsbedingungen: entry('nutzungsbedingungen'), datenschutz: entry('datenschutz') };
}
