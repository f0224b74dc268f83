import { eq } from 'drizzle-orm';
import { agentWithIdOrSignupCode } from '../../../db/agent-conditions';
import type { AgentContactColumn } from '../../../db/agent-contact';
import type { Db } from '../../../db/client';
import { agents } from '../../../db/schema';
import { adviserAuditEntries } from '../../../lib/adviser-audit';

export type AgentRow = typeof agents.$inferSelect;
export type StoredLegalTexts = AgentRow['legalDocuments'];
/** The contact data's columns of the agency's row (what the workspace's agency page changes). */
export type AgencyProfileColumns = Pick<
  typeof agents.$inferInsert,
  AgentContactColumn | 'anrede' | 'vermittlerstatus' | 'ihk'
>;

/** SQL of the workspace's agency page (issue 14); every query names the adviser's own agency. */
export function createAgencyRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    /** The agency's row, or null. */
    async find(agencyId: number): Promise<AgentRow | null> {
      const [agent] = await db.select().from(agents).where(eq(agents.id, agencyId));
      return agent ?? null;
    },

    /**
     * The agency named by id (digits) or sign-up code (any letter case), as the admin command names it;
     * `ex` a transaction of the caller's.
     */
    async findByRef(ref: string, ex: Db = db): Promise<AgentRow | null> {
      const condition = agentWithIdOrSignupCode(ref);
      const [agent] = await ex.select().from(agents).where(condition).limit(1);
      return agent ?? null;
    },

    /** The agency's row, locked in `tx` until it ends: one change of the agency at a time. */
    async lock(tx: Db, agencyId: number): Promise<AgentRow | null> {
      const [agent] = await tx.select().from(agents).where(eq(agents.id, agencyId)).for('update');
      return agent ?? null;
    },

    async updateProfile(tx: Db, agencyId: number, columns: AgencyProfileColumns) {
      await tx.update(agents).set(columns).where(eq(agents.id, agencyId));
    },

    /** Stores the brand tokens (null: none) and, where given, the new logo's and photo's blob keys. */
    async saveBrand(
      tx: Db,
      agencyId: number,
      brand: { css: string | null; logoPath?: string; avatarPath?: string },
    ) {
      await tx.update(agents).set(brand).where(eq(agents.id, agencyId));
    },

    /** Stores the agency's own legal texts; `ex` a transaction of the caller's. */
    async saveLegalTexts(agencyId: number, texts: StoredLegalTexts, ex: Db = db) {
      await ex.update(agents).set({ legalDocuments: texts }).where(eq(agents.id, agencyId));
    },

    /** The agency's newest `limit` entries about itself (customer null), newest first. */
    log(agencyId: number, limit: number) {
      return adviserAuditEntries(db, agencyId, null, limit);
    },
  };
}

export type AgencyRepository = ReturnType<typeof createAgencyRepository>;
