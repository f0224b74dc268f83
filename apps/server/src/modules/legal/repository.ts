import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';

export type StoredLegalTexts = (typeof agents.$inferSelect)['legalDocuments'];

/** SQL of the legal texts: an agent's own texts on its row (`agents.legal_documents`). */
export function createLegalRepository(db: Db) {
  return {
    /** The own texts of the agent (null: none, or no such agent); `ex` a transaction of the caller's. */
    async textsOf(agentId: number, ex: Db = db): Promise<StoredLegalTexts | null> {
      const [row] = await ex
        .select({ legal: agents.legalDocuments })
        .from(agents)
        .where(eq(agents.id, agentId));
      return row?.legal ?? null;
    },

    /** The agent named by id (digits) or sign-up code (any letter case), with its own texts, or null. */
    async findAgent(ref: string, ex: Db = db) {
      const condition = /^\d+$/.test(ref)
        ? eq(agents.id, Number(ref))
        : sql`lower(${agents.signupCode}) = ${ref.toLowerCase()}`;
      const [agent] = await ex
        .select({ id: agents.id, legal: agents.legalDocuments })
        .from(agents)
        .where(condition);
      return agent ?? null;
    },

    async saveTexts(agentId: number, texts: StoredLegalTexts, ex: Db = db) {
      await ex.update(agents).set({ legalDocuments: texts }).where(eq(agents.id, agentId));
    },

    /** The agent whose sign-up code this is (any letter case), or null. */
    async agentBySignupCode(code: string) {
      const [agent] = await db
        .select()
        .from(agents)
        .where(sql`lower(${agents.signupCode}) = ${code.toLowerCase()}`)
        .limit(1);
      return agent ?? null;
    },
  };
}

export type LegalRepository = ReturnType<typeof createLegalRepository>;
