import { workspacePresetTexts } from '@kundenportal/domain/texts/workspace-presets';
import {
  canAddPreset,
  isPresetNameTaken,
  MAX_PRESETS_PER_AGENCY,
  type Preset,
  type PresetInput,
} from '@kundenportal/domain/workspace/presets';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerPresets } from '../../db/schema';
import { fieldChanges, writeAdviserAudit } from '../../lib/adviser-audit';
import { AppError, ValidationError } from '../../lib/app-error';
import { checkFormKeys } from './customer-settings';
import { listPresets, lockAgencyPresets, presetRow } from './presets';

type Adviser = { userId: number; agencyId: number };
const texts = workspacePresetTexts;

/**
 * Changes of the agency's presets (ADR 041), each in one transaction with the agency's presets locked
 * and an entry in the agency's log. A change of a preset changes no customer: presets are applied, not
 * linked.
 */
async function checkInput(tx: Db, adviser: Adviser, input: PresetInput, existing: Preset | null) {
  const presets = await listPresets(tx, adviser.agencyId);
  if (isPresetNameTaken(presets, input.name, existing?.id))
    throw new ValidationError([`name=>${texts.nameTaken}`]);
  await checkFormKeys(
    tx,
    adviser.agencyId,
    { beraterdokumente: existing?.values.beraterdokumente ?? {} },
    input.values.beraterdokumente,
    'values.beraterdokumente',
  );
  return presets;
}

export function createPreset(db: Db, adviser: Adviser, input: PresetInput): Promise<Preset> {
  return db.transaction(async (tx) => {
    await lockAgencyPresets(tx, adviser.agencyId);
    const presets = await checkInput(tx, adviser, input, null);
    if (!canAddPreset(presets.length))
      throw new ValidationError([`name=>${texts.tooMany(MAX_PRESETS_PER_AGENCY)}`]);
    const [row] = await tx
      .insert(customerPresets)
      .values({ agencyId: adviser.agencyId, name: input.name, values: input.values })
      .returning({ id: customerPresets.id });
    if (!row) throw new Error('preset not stored');
    await writeAdviserAudit(tx, adviser, null, 'preset_created', [
      { key: 'preset', before: null, after: input.name },
    ]);
    return (await presetRow(tx, adviser.agencyId, row.id)) as Preset;
  });
}

export function updatePreset(db: Db, adviser: Adviser, id: number, input: PresetInput): Promise<Preset> {
  return db.transaction(async (tx) => {
    await lockAgencyPresets(tx, adviser.agencyId);
    const existing = await presetRow(tx, adviser.agencyId, id);
    if (!existing) throw new AppError('could_not_find_preset');
    await checkInput(tx, adviser, input, existing);
    const changes = [
      ...(existing.name === input.name ? [] : [{ key: 'preset', before: existing.name, after: input.name }]),
      ...fieldChanges('config', existing.values.config, input.values.config),
      ...fieldChanges('features', existing.values.features, input.values.features),
      ...fieldChanges('beraterdokumente', existing.values.beraterdokumente, input.values.beraterdokumente),
    ];
    if (changes.length === 0) return existing;
    await tx
      .update(customerPresets)
      .set({ name: input.name, values: input.values })
      .where(and(eq(customerPresets.agencyId, adviser.agencyId), eq(customerPresets.id, id)));
    await writeAdviserAudit(tx, adviser, null, 'preset_changed', [
      { key: 'preset', before: existing.name, after: input.name },
      ...changes.filter((change) => change.key !== 'preset'),
    ]);
    return (await presetRow(tx, adviser.agencyId, id)) as Preset;
  });
}

/** Makes the preset the agency's default (the one an invitation starts with). */
export function makeDefaultPreset(db: Db, adviser: Adviser, id: number): Promise<Preset[]> {
  return db.transaction(async (tx) => {
    await lockAgencyPresets(tx, adviser.agencyId);
    const presets = await listPresets(tx, adviser.agencyId);
    const chosen = presets.find((preset) => preset.id === id);
    if (!chosen) throw new AppError('could_not_find_preset');
    if (chosen.isDefault) return presets;
    const before = presets.find((preset) => preset.isDefault)?.name ?? null;
    await tx
      .update(customerPresets)
      .set({ isDefault: false })
      .where(and(eq(customerPresets.agencyId, adviser.agencyId), eq(customerPresets.isDefault, true)));
    await tx.update(customerPresets).set({ isDefault: true }).where(eq(customerPresets.id, id));
    await writeAdviserAudit(tx, adviser, null, 'preset_default', [
      { key: 'preset', before, after: chosen.name },
    ]);
    return listPresets(tx, adviser.agencyId);
  });
}

/** Removes a preset; the default cannot be removed (422), customers it was applied to keep their switches. */
export function removePreset(db: Db, adviser: Adviser, id: number): Promise<Preset[]> {
  return db.transaction(async (tx) => {
    await lockAgencyPresets(tx, adviser.agencyId);
    const existing = await presetRow(tx, adviser.agencyId, id);
    if (!existing) throw new AppError('could_not_find_preset');
    if (existing.isDefault) throw new ValidationError([`id=>${texts.defaultNotRemovable}`]);
    await tx.delete(customerPresets).where(eq(customerPresets.id, id));
    await writeAdviserAudit(tx, adviser, null, 'preset_removed', [
      { key: 'preset', before: existing.name, after: null },
    ]);
    return listPresets(tx, adviser.agencyId);
  });
}
