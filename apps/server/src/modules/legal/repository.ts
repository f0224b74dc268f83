import { eq } from 'drizzle-orm';
import { agentWithSignupCode } from '../../db/agent-conditions';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';

export type StoredLegalTexts = (typeof agents.$inferSelect)['legalDocuments'];

/** SQL of the legal texts as customers read them: an agent's own texts on its row (the agency page sets them). */
export function createLegalRepository(db: Db) {
  return {
    /** The own texts of the agent (null: none, or no such agent). */
    async textsOf(agentId: number): Promise<StoredLegalTexts | null> {
      const [row] = await db
        .select({ legal: agents.legalDocuments })
        .from(agents)
        .where(eq(agents.id, agentId));
      return row?.legal ?? null;
    },

    /** The agent whose sign-up code this is (any letter case), or null. */
    async agentBySignupCode(code: string) {
      const [agent] = await db.select().from(agents).where(agentWithSignupCode(code)).limit(1);
      return agent ?? null;
    },
  };
}

export type LegalRepository = ReturnType<typeof createLegalRepository>;
