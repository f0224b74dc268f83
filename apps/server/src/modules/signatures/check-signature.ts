import type { SignatureCheckResponse } from '@kundenportal/domain/signatures/signature-check';
import type { CheckRequest } from './read-check-request';
import type { AuditRecord, SignaturesRepository } from './repository';

export type SignatureCheckDeps = {
  repository: SignaturesRepository;
  /** Whether a record's stored hash still covers its content (the chain's rule, `app.signedFormIntact`). */
  recordIntact: (record: AuditRecord) => boolean;
};

const altered: SignatureCheckResponse = { status: 'veraendert' };
const unknown: SignatureCheckResponse = { status: 'unbekannt' };

/**
 * The record's place in its adviser's chain holds: its hash covers its content, it names the record
 * before it (none for the first), and the record after it names it — or, as the newest, the adviser's
 * head does. A record changed, or one before or after it removed, fails here (verify-audit finds the
 * same for the whole chain).
 */
async function holdsInChain(deps: SignatureCheckDeps, record: AuditRecord): Promise<boolean> {
  if (!deps.recordIntact(record)) return false;
  const { previous, next, head } = await deps.repository.neighbours(record.agentId, record.seq);
  const before = record.seq === 1 ? record.prevHash === null : previous?.recordHash === record.prevHash;
  const after = next
    ? next.prevHash === record.recordHash
    : head?.seq === record.seq && head.hash === record.recordHash;
  return before && after;
}

/** What the PDF prints about its signing, nothing else (ADR 039). */
async function unchanged(deps: SignatureCheckDeps, record: AuditRecord): Promise<SignatureCheckResponse> {
  const title = await deps.repository.templateTitle(record.templateId);
  return {
    status: 'unveraendert',
    dokument: {
      formular: title ?? record.formKey,
      version: record.templateVersion,
      unterschrieben_am: new Date(record.signedAt).toISOString(),
      unterschrieben_von: record.signer,
    },
  };
}

async function verdict(deps: SignatureCheckDeps, record: AuditRecord) {
  return (await holdsInChain(deps, record)) ? unchanged(deps, record) : altered;
}

/**
 * POST /api/signaturen/pruefen (issue 27, ADR 039): 'unveraendert' when the bytes (or the footer's ID and
 * hash) are exactly a signed form's and its record holds in the chain; 'veraendert' when the file names a
 * signed form (its ID) whose bytes or hash differ, whose record fails the chain, or whose record is gone
 * while the customer's copy still names it; else 'unbekannt'.
 */
export async function checkSignature(
  deps: SignatureCheckDeps,
  input: CheckRequest,
): Promise<SignatureCheckResponse> {
  const { repository } = deps;
  if (input.kind === 'id') {
    const [record] = await repository.recordsByIds([input.id]);
    if (!record) return (await repository.documentedIds([input.id])).length > 0 ? altered : unknown;
    if (record.contentSha256 !== input.hash && record.pdfSha256 !== input.hash) return altered;
    return verdict(deps, record);
  }
  const named = await repository.recordsByIds(input.ids);
  // A file without an ID (signed before IDs were embedded, or stripped) is found by its hash alone.
  const records = named.length > 0 ? named : await repository.recordsByPdfHash(input.sha256);
  const exact = records.find((record) => record.pdfSha256 === input.sha256);
  if (exact) return verdict(deps, exact);
  if (records.length > 0) return altered;
  return (await repository.documentedIds(input.ids)).length > 0 ? altered : unknown;
}
