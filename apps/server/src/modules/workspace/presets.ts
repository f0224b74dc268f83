import { builtInPresets, type Preset, presetValuesOf } from '@kundenportal/domain/workspace/presets';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerPresets } from '../../db/schema';

/**
 * The agency's presets (ADR 041). An agency gets the built-in Standard and Light the first time it needs
 * presets (a page, an invitation), so every agency has them without a step at its creation; the agency's
 * row is locked meanwhile, as for every change of its presets. The default can never be removed, so an
 * agency that has presets keeps at least one.
 */
export async function lockAgencyPresets(tx: Db, agencyId: number) {
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
}

/** The agency's presets, the default first, then in the order they were added. */
export async function listPresets(db: Db, agencyId: number): Promise<Preset[]> {
  const rows = await db
    .select()
    .from(customerPresets)
    .where(eq(customerPresets.agencyId, agencyId))
    .orderBy(desc(customerPresets.isDefault), asc(customerPresets.id));
  return rows.map(presetOf);
}

/** The agency's presets, the built-in ones added first if it has none yet. */
export function agencyPresets(db: Db, agencyId: number): Promise<Preset[]> {
  return db.transaction(async (tx) => {
    await lockAgencyPresets(tx, agencyId);
    return listPresets(tx, agencyId);
  });
}

/**
 * The preset of `presetId` in the agency, or its default when no id is given; null when the agency has
 * no such preset (another agency's id included).
 */
export async function findPreset(db: Db, agencyId: number, presetId?: number): Promise<Preset | null> {
  const presets = await agencyPresets(db, agencyId);
  return (
    presets.find((preset) => (presetId === undefined ? preset.isDefault : preset.id === presetId)) ?? null
  );
}

export async function presetRow(tx: Db, agencyId: number, presetId: number) {
  const [row] = await tx
    .select()
    .from(customerPresets)
    .where(and(eq(customerPresets.agencyId, agencyId), eq(customerPresets.id, presetId)));
  return row ? presetOf(row) : null;
}

function presetOf(row: typeof customerPresets.$inferSelect): Preset {
  return { id: row.id, name: row.name, isDefault: row.isDefault, values: presetValuesOf(row.values) };
}

/**
 * The switches an invitation gives the new customer: those of the agency's preset `presetId`, or of its
 * default preset; null when the agency has no such preset.
 */
export async function invitationSettings(db: Db, agencyId: number, presetId?: number) {
  const preset = await findPreset(db, agencyId, presetId);
  if (!preset) return null;
  const { config, features, beraterdokumente } = preset.values;
  return { config: { ...config, beraterdokumente }, features: { ...features } };
}
