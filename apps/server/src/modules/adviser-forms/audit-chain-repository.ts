import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, signedForms, signedFormTombstones } from '../../db/schema';

export type SignedFormRow = typeof signedForms.$inferSelect;

/**
 * The signed forms' audit chain as stored (issue 12): each adviser's head (the last number and hash, on
 * the agent's row) and the records. `db` may be a transaction: appending reads the head `for update`.
 */
export function createAuditChainRepository(db: Db) {
  return {
    /** The adviser's head, locked until the transaction ends (concurrent signings line up), or null. */
    async lockedHead(agentId: number): Promise<{ seq: number; hash: string | null } | null> {
      const [head] = await db
        .select({ seq: agents.auditSeq, hash: agents.auditHead })
        .from(agents)
        .where(eq(agents.id, agentId))
        .for('update');
      return head ?? null;
    },

    async insertRecord(record: typeof signedForms.$inferInsert): Promise<SignedFormRow | null> {
      const [row] = await db.insert(signedForms).values(record).returning();
      return row ?? null;
    },

    async moveHead(agentId: number, seq: number, hash: string): Promise<void> {
      await db.update(agents).set({ auditSeq: seq, auditHead: hash }).where(eq(agents.id, agentId));
    },

    /** Every adviser with a chain (a head moved or a record stored), by id. */
    heads() {
      return db
        .select({ id: agents.id, seq: agents.auditSeq, hash: agents.auditHead })
        .from(agents)
        .where(
          sql`${agents.auditSeq} > 0 or exists (select 1 from signed_forms where agent_id = ${agents.id})`,
        )
        .orderBy(asc(agents.id));
    },

    /** What is left of an adviser's purged records (ADR 245): place and hashes, in the chain's order. */
    tombstones(agentId: number) {
      return db
        .select({
          id: signedFormTombstones.id,
          seq: signedFormTombstones.seq,
          prevHash: signedFormTombstones.prevHash,
          recordHash: signedFormTombstones.recordHash,
        })
        .from(signedFormTombstones)
        .where(eq(signedFormTombstones.agentId, agentId))
        .orderBy(asc(signedFormTombstones.seq));
    },

    /** An adviser's records in the chain's order. */
    records(agentId: number): Promise<SignedFormRow[]> {
      return db
        .select()
        .from(signedForms)
        .where(eq(signedForms.agentId, agentId))
        .orderBy(asc(signedForms.seq));
    },
  };
}
