import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { agents, users } from '../../db/schema';

/**
 * Where the adviser link goes while hasMakler is off (ADR 313): a key in the customer's stored config,
 * which resolveConfig (domain account/config-flags.ts) never reads or answers.
 */
export const PARKED_AGENT_KEY = 'devtools_agent_id';

export function createDevtoolsRepository(db: Db) {
  return {
    /** hasMakler as GET /api/users/me says it: the customer has an adviser (users.agent_id). */
    async hasMakler(userId: number): Promise<boolean> {
      const [row] = await db.select({ agentId: users.agentId }).from(users).where(eq(users.id, userId));
      return row?.agentId !== null && row?.agentId !== undefined;
    },

    /**
     * Off: the adviser link parked in the config, agent_id null. On: the parked adviser back (if that
     * adviser still exists). One statement each; false when nothing could be done (on without a parked
     * adviser). Asking for the state the customer is in already changes nothing and answers true.
     */
    async setHasMakler(userId: number, on: boolean): Promise<boolean> {
      if (!on) {
        await db
          .update(users)
          .set({
            config: sql`${users.config} || jsonb_build_object(${PARKED_AGENT_KEY}::text, ${users.agentId})`,
            agentId: null,
          })
          .where(and(eq(users.id, userId), sql`${users.agentId} is not null`));
        return true;
      }
      if (await this.hasMakler(userId)) return true;
      const parked = sql`(${users.config} ->> ${PARKED_AGENT_KEY})::int`;
      const restored = await db
        .update(users)
        .set({ agentId: parked, config: sql`${users.config} - ${PARKED_AGENT_KEY}::text` })
        .where(
          and(
            eq(users.id, userId),
            sql`${users.agentId} is null`,
            sql`exists (select 1 from ${agents} where ${agents.id} = ${parked})`,
          ),
        )
        .returning({ id: users.id });
      return restored.length > 0;
    },
  };
}

export type DevtoolsRepository = ReturnType<typeof createDevtoolsRepository>;

/** The server behind the app's pool as `host:port` (null on PGlite or a Unix socket); throws when none answers. */
export async function whoAnswers(database: Pick<Database, 'db' | 'kind'>): Promise<string | null> {
  if (database.kind === 'pglite') {
    await database.db.execute(sql`select 1`);
    return null;
  }
  const result = (await database.db.execute(
    sql`select host(inet_server_addr()) as host, inet_server_port() as port`,
  )) as unknown as { rows: { host: string | null; port: number | null }[] };
  const row = result.rows[0];
  return row?.host && row.port ? `${row.host}:${row.port}` : null;
}
