import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';

/** An agent by id (digits) or by sign-up code (any letter case). */
const agentRef = (ref: string) =>
  /^\d+$/.test(ref) ? eq(agents.id, Number(ref)) : sql`lower(${agents.signupCode}) = ${ref.toLowerCase()}`;

/** SQL of the advisers' brands (tokens, logo, photo) on their agents' rows. */
export function createBrandingRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

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
      const [agent] = await db
        .select()
        .from(agents)
        .where(sql`lower(${agents.signupCode}) = ${code}`)
        .limit(1);
      return agent ?? null;
    },

    /** The agent named by id or sign-up code, with its stored tokens, or null. */
    async findAgent(ref: string) {
      const [agent] = await db
        .select({ id: agents.id, css: agents.css })
        .from(agents)
        .where(agentRef(ref))
        .limit(1);
      return agent ?? null;
    },

    /** The agent's brand columns, locked in `tx` until it ends (one change at a time). */
    async lockBrand(tx: Db, agentId: number) {
      const [locked] = await tx
        .select({ css: agents.css, logoPath: agents.logoPath, avatarPath: agents.avatarPath })
        .from(agents)
        .where(eq(agents.id, agentId))
        .for('update');
      return locked ?? null;
    },

    /** Stores the tokens (null: none) and, where given, the new logo's and photo's keys. */
    async saveBrand(
      tx: Db,
      agentId: number,
      brand: { css: string | null; logoPath?: string; avatarPath?: string },
    ) {
      await tx.update(agents).set(brand).where(eq(agents.id, agentId));
    },
  };
}

export type BrandingRepository = ReturnType<typeof createBrandingRepository>;
