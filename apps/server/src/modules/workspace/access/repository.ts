import { builtInPresets, type Preset, presetValuesOf } from '@kundenportal/domain/workspace/presets';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customerPresets, formTemplates, users } from '../../../db/schema';

type StoredSettings = {
  config: Record<string, unknown>;
  features: Record<string, unknown>;
  accountTyp: string;
};

function presetOf(row: typeof customerPresets.$inferSelect): Preset {
  return { id: row.id, name: row.name, isDefault: row.isDefault, values: presetValuesOf(row.values) };
}

/**
 * A customer's switches and the agency's presets of them (issue 14; ADR 041). Every query is scoped to
 * the adviser's agency; the changes run in `transaction(work)` with the methods that take its `tx`.
 */
export function createAccessRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The agency's customer's stored switches, locked in `tx`; null for anyone else. */
    async lockCustomerSettings(tx: Db, agencyId: number, customerId: number): Promise<StoredSettings | null> {
      const [row] = await tx
        .select({ config: users.config, features: users.features, accountTyp: users.accountTyp })
        .from(users)
        .where(and(eq(users.id, customerId), eq(users.agentId, agencyId), eq(users.role, 'customer')))
        .for('update');
      return row ?? null;
    },

    async saveCustomerSettings(tx: Db, customerId: number, settings: StoredSettings): Promise<void> {
      await tx.update(users).set(settings).where(eq(users.id, customerId));
    },

    /** Which of `keys` the agency has a form template of. */
    async knownFormKeys(tx: Db, agencyId: number, keys: readonly string[]): Promise<Set<string>> {
      const rows = await tx
        .selectDistinct({ key: formTemplates.key })
        .from(formTemplates)
        .where(and(eq(formTemplates.agentId, agencyId), inArray(formTemplates.key, [...keys])));
      return new Set(rows.map((row) => row.key));
    },

    /**
     * Locks the agency's row for a change of its presets, and gives it the built-in Standard and Light
     * the first time it needs presets (ADR 041), so every agency has them without a step at its creation.
     */
    async lockAgencyPresets(tx: Db, agencyId: number): Promise<void> {
      await tx.execute(sql`select id from agents where id = ${agencyId} for update`);
      const [row] = await tx
        .select({ id: customerPresets.id })
        .from(customerPresets)
        .where(eq(customerPresets.agencyId, agencyId))
        .limit(1);
      if (row) return;
      await tx.insert(customerPresets).values(
        builtInPresets.map((preset) => ({
          agencyId,
          name: preset.name,
          values: preset.values,
          isDefault: preset.isDefault,
        })),
      );
    },

    /** The agency's presets, the default first, then in the order they were added. */
    async presets(tx: Db, agencyId: number): Promise<Preset[]> {
      const rows = await tx
        .select()
        .from(customerPresets)
        .where(eq(customerPresets.agencyId, agencyId))
        .orderBy(desc(customerPresets.isDefault), asc(customerPresets.id));
      return rows.map(presetOf);
    },

    /** The agency's preset `presetId`, or null (another agency's included). */
    async preset(agencyId: number, presetId: number, tx: Db = db): Promise<Preset | null> {
      const [row] = await tx
        .select()
        .from(customerPresets)
        .where(and(eq(customerPresets.agencyId, agencyId), eq(customerPresets.id, presetId)));
      return row ? presetOf(row) : null;
    },

    async insertPreset(tx: Db, agencyId: number, input: Pick<Preset, 'name' | 'values'>): Promise<number> {
      const [row] = await tx
        .insert(customerPresets)
        .values({ agencyId, name: input.name, values: input.values })
        .returning({ id: customerPresets.id });
      if (!row) throw new Error('preset not stored');
      return row.id;
    },

    async updatePreset(tx: Db, agencyId: number, id: number, input: Pick<Preset, 'name' | 'values'>) {
      await tx
        .update(customerPresets)
        .set({ name: input.name, values: input.values })
        .where(and(eq(customerPresets.agencyId, agencyId), eq(customerPresets.id, id)));
    },

    /** Makes the agency's preset `id` its only default. */
    async setDefaultPreset(tx: Db, agencyId: number, id: number): Promise<void> {
      await tx
        .update(customerPresets)
        .set({ isDefault: false })
        .where(and(eq(customerPresets.agencyId, agencyId), eq(customerPresets.isDefault, true)));
      await tx
        .update(customerPresets)
        .set({ isDefault: true })
        .where(and(eq(customerPresets.agencyId, agencyId), eq(customerPresets.id, id)));
    },

    async deletePreset(tx: Db, agencyId: number, id: number): Promise<void> {
      await tx
        .delete(customerPresets)
        .where(and(eq(customerPresets.agencyId, agencyId), eq(customerPresets.id, id)));
    },
  };
}

export type AccessRepository = ReturnType<typeof createAccessRepository>;
