import { eq } from 'drizzle-orm';
import { agentWithSignupCode } from '../../db/agent-conditions';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';

/** SQL of the advisers' brands as the portal shows them (the agency page sets them). */
export function createBrandingRepository(db: Db) {
  return {
    /** The logo's blob key of an agent, null when it has none or there is no such agent. */
    async logoKey(agentId: number): Promise<string | null> {
      const [agent] = await db.select({ logo: agents.logoPath }).from(agents).where(eq(agents.id, agentId));
      return agent?.logo ?? null;
    },

    /** The photo's blob key of an agent, null when it has none or there is no such agent. */
    async photoKey(agentId: number): Promise<string | null> {
      const [agent] = await db
        .select({ photo: agents.avatarPath })
        .from(agents)
        .where(eq(agents.id, agentId));
      return agent?.photo ?? null;
    },

    /** The agent whose sign-up code this is (the caller lower-cases and trims it), or null. */
    async agentBySignupCode(code: string) {
      const [agent] = await db.select().from(agents).where(agentWithSignupCode(code)).limit(1);
      return agent ?? null;
    },
  };
}

export type BrandingRepository = ReturnType<typeof createBrandingRepository>;
