import { and, desc, eq, sql } from 'drizzle-orm';
import { agentWithIdOrSignupCode } from '../../../db/agent-conditions';
import type { Db } from '../../../db/client';
import { agents, formTemplates } from '../../../db/schema';

export type TemplateRow = typeof formTemplates.$inferSelect;

/**
 * The agency's form templates as the workspace (and the admin command `form`, the seed) publishes and
 * reads them (issue 14); the customer's side reads the same table in modules/adviser-forms/repository.ts.
 */
export function createFormTemplatesRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The agent by id or sign-up code (the admin command and the seed name it either way). */
    async agencyIdOf(idOrSignupCode: string): Promise<number | null> {
      const condition = agentWithIdOrSignupCode(idOrSignupCode);
      const [row] = await db.select({ id: agents.id }).from(agents).where(condition).limit(1);
      return row?.id ?? null;
    },

    /** One publisher at a time per agency (the version numbers stay gapless): locks its row until `tx` ends. */
    async lockAgency(tx: Db, agencyId: number): Promise<void> {
      await tx.execute(sql`select id from agents where id = ${agencyId} for update`);
    },

    /** The newest version of each of an agency's templates, by key. */
    currentTemplates(agencyId: number): Promise<TemplateRow[]> {
      return db
        .selectDistinctOn([formTemplates.key])
        .from(formTemplates)
        .where(eq(formTemplates.agentId, agencyId))
        .orderBy(formTemplates.key, desc(formTemplates.version));
    },

    async currentTemplate(agencyId: number, key: string, tx: Db = db): Promise<TemplateRow | null> {
      const [row] = await tx
        .select()
        .from(formTemplates)
        .where(and(eq(formTemplates.agentId, agencyId), eq(formTemplates.key, key)))
        .orderBy(desc(formTemplates.version))
        .limit(1);
      return row ?? null;
    },

    /** Every version of one template, newest first. */
    templateVersions(agencyId: number, key: string): Promise<TemplateRow[]> {
      return db
        .select()
        .from(formTemplates)
        .where(and(eq(formTemplates.agentId, agencyId), eq(formTemplates.key, key)))
        .orderBy(desc(formTemplates.version));
    },

    async addVersion(tx: Db, version: typeof formTemplates.$inferInsert): Promise<void> {
      await tx.insert(formTemplates).values(version);
    },
  };
}

export type FormTemplatesRepository = ReturnType<typeof createFormTemplatesRepository>;
