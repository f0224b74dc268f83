import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import type { signedForms } from '../../db/schema';
import { createAuditChainRepository, type SignedFormRow } from './audit-chain-repository';

export type NewAuditRecord = Omit<typeof signedForms.$inferInsert, 'seq' | 'prevHash' | 'recordHash'>;

/** JSON with object keys sorted at every level: the same record always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
}

export const sha256Hex = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');

/** The hash of a record: every stored fact of it and the previous record's hash (the chain's link). */
export function recordHash(record: Omit<SignedFormRow, 'recordHash'>): string {
  return sha256Hex(
    canonicalJson({
      id: record.id,
      agentId: record.agentId,
      seq: record.seq,
      userId: record.userId,
      sessionId: record.sessionId,
      templateId: record.templateId,
      formKey: record.formKey,
      templateVersion: record.templateVersion,
      values: record.values,
      signer: record.signer,
      signatureKind: record.signatureKind,
      signatureSha256: record.signatureSha256,
      signatureSvg: record.signatureSvg,
      signaturePng: record.signaturePng,
      contentSha256: record.contentSha256,
      pdfSha256: record.pdfSha256,
      pdfBlobKey: record.pdfBlobKey,
      documentId: record.documentId,
      ip: record.ip,
      userAgent: record.userAgent,
      signedAt: new Date(record.signedAt).toISOString(),
      // Only when set: a record signed before the column (null) keeps the hash it was given.
      ...(record.personId == null ? {} : { personId: record.personId }),
      prevHash: record.prevHash,
    }),
  );
}

/**
 * Appends a record to its adviser's chain inside the caller's transaction: the adviser's row is locked,
 * so concurrent signings line up; the record takes the next number and the head's hash as `prev_hash`.
 */
export async function appendAuditRecord(tx: Db, record: NewAuditRecord): Promise<SignedFormRow> {
  const chain = createAuditChainRepository(tx);
  const head = await chain.lockedHead(record.agentId);
  if (!head) throw new Error(`agent ${record.agentId} not found`);
  const full = {
    ...record,
    sessionId: record.sessionId ?? null,
    signatureSha256: record.signatureSha256 ?? null,
    signatureSvg: record.signatureSvg ?? null,
    signaturePng: record.signaturePng ?? null,
    documentId: record.documentId ?? null,
    ip: record.ip ?? null,
    userAgent: record.userAgent ?? null,
    personId: record.personId ?? null,
    seq: head.seq + 1,
    prevHash: head.hash,
  };
  const hash = recordHash(full);
  const row = await chain.insertRecord({ ...full, recordHash: hash });
  await chain.moveHead(record.agentId, full.seq, hash);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export type ChainProblem = {
  agentId: number;
  seq: number;
  id: string | null;
  problem: 'changed' | 'missing' | 'head';
};
export type ChainReport = { agents: number; records: number; problem: ChainProblem | null };

/** Whether the record's stored hash still covers its content. */
export function recordIntact({ recordHash: stored, ...rest }: SignedFormRow): boolean {
  return recordHash(rest) === stored;
}

type ChainLink =
  | SignedFormRow
  | { tombstone: true; id: string; seq: number; prevHash: string | null; recordHash: string };

/** The adviser's records and the tombstones of purged ones (ADR 245), in the chain's order. */
async function linksOf(chain: ReturnType<typeof createAuditChainRepository>, agentId: number) {
  const [rows, tombstones] = await Promise.all([chain.records(agentId), chain.tombstones(agentId)]);
  const links: ChainLink[] = [...rows, ...tombstones.map((row) => ({ ...row, tombstone: true as const }))];
  return links.sort((a, b) => a.seq - b.seq);
}

/**
 * Checks every adviser's chain from its first record: each record's hash must match its content, its
 * `prev_hash` the record before, numbers run 1, 2, 3 … without a gap, and the adviser's head must name
 * the last one (so a deleted newest record shows too). A purged record's tombstone keeps its place and
 * hashes: its content is gone, so only its links are checked. Answers the first broken link.
 */
export async function verifyAuditChains(db: Db): Promise<ChainReport> {
  const chain = createAuditChainRepository(db);
  const heads = await chain.heads();
  let records = 0;
  for (const head of heads) {
    const rows = await linksOf(chain, head.id);
    let previous: string | null = null;
    let expected = 1;
    for (const row of rows) {
      records += 1;
      if (row.seq !== expected)
        return {
          agents: heads.length,
          records,
          problem: { agentId: head.id, seq: expected, id: null, problem: 'missing' },
        };
      if (row.prevHash !== previous)
        return {
          agents: heads.length,
          records,
          problem: { agentId: head.id, seq: row.seq, id: row.id, problem: 'changed' },
        };
      if (!('tombstone' in row) && !recordIntact(row))
        return {
          agents: heads.length,
          records,
          problem: { agentId: head.id, seq: row.seq, id: row.id, problem: 'changed' },
        };
      previous = row.recordHash;
      expected += 1;
    }
    if (head.seq !== expected - 1 || head.hash !== previous)
      return {
        agents: heads.length,
        records,
        problem: {
          agentId: head.id,
          seq: expected,
          id: null,
          problem: head.seq > expected - 1 ? 'missing' : 'head',
        },
      };
  }
  return { agents: heads.length, records, problem: null };
}
