import { workspacePresetTexts } from '@kundenportal/domain/texts/workspace-presets';
import {
  canAddPreset,
  isPresetNameTaken,
  MAX_PRESETS_PER_AGENCY,
  type Preset,
  type PresetInput,
} from '@kundenportal/domain/workspace/presets';
import type { Db } from '../../../db/client';
import { fieldChanges, writeAdviserAudit } from '../../../lib/adviser-audit';
import { AppError, ValidationError } from '../../../lib/app-error';
import { checkFormKeys } from './check-form-keys';
import type { AccessRepository } from './repository';

type Adviser = { userId: number; agencyId: number };
const texts = workspacePresetTexts;

/**
 * Changes of the agency's presets (ADR 041), each in one transaction with the agency's presets locked
 * and an entry in the agency's log. A change of a preset changes no customer: presets are applied, not
 * linked.
 */
async function checkInput(
  repository: AccessRepository,
  tx: Db,
  adviser: Adviser,
  input: PresetInput,
  existing: Preset | null,
) {
  const presets = await repository.presets(tx, adviser.agencyId);
  if (isPresetNameTaken(presets, input.name, existing?.id))
    throw new ValidationError([`name=>${texts.nameTaken}`]);
  await checkFormKeys(
    repository,
    tx,
    adviser.agencyId,
    { beraterdokumente: existing?.values.beraterdokumente ?? {} },
    input.values.beraterdokumente,
    'values.beraterdokumente',
  );
  return presets;
}

/** The agency's preset `id` in the locked `tx`, else 404 could_not_find_preset. */
async function existingPreset(repository: AccessRepository, tx: Db, agencyId: number, id: number) {
  const preset = await repository.preset(agencyId, id, tx);
  if (!preset) throw new AppError('could_not_find_preset');
  return preset;
}

export function createPreset(repository: AccessRepository, adviser: Adviser, input: PresetInput) {
  return repository.transaction(async (tx): Promise<Preset> => {
    await repository.lockAgencyPresets(tx, adviser.agencyId);
    const presets = await checkInput(repository, tx, adviser, input, null);
    if (!canAddPreset(presets.length))
      throw new ValidationError([`name=>${texts.tooMany(MAX_PRESETS_PER_AGENCY)}`]);
    const id = await repository.insertPreset(tx, adviser.agencyId, input);
    await writeAdviserAudit(tx, adviser, null, 'preset_created', [
      { key: 'preset', before: null, after: input.name },
    ]);
    return existingPreset(repository, tx, adviser.agencyId, id);
  });
}

export function updatePreset(repository: AccessRepository, adviser: Adviser, id: number, input: PresetInput) {
  return repository.transaction(async (tx): Promise<Preset> => {
    await repository.lockAgencyPresets(tx, adviser.agencyId);
    const existing = await existingPreset(repository, tx, adviser.agencyId, id);
    await checkInput(repository, tx, adviser, input, existing);
    const changes = [
      ...(existing.name === input.name ? [] : [{ key: 'preset', before: existing.name, after: input.name }]),
      ...fieldChanges('config', existing.values.config, input.values.config),
      ...fieldChanges('features', existing.values.features, input.values.features),
      ...fieldChanges('beraterdokumente', existing.values.beraterdokumente, input.values.beraterdokumente),
    ];
    if (changes.length === 0) return existing;
    await repository.updatePreset(tx, adviser.agencyId, id, input);
    await writeAdviserAudit(tx, adviser, null, 'preset_changed', [
      { key: 'preset', before: existing.name, after: input.name },
      ...changes.filter((change) => change.key !== 'preset'),
    ]);
    return existingPreset(repository, tx, adviser.agencyId, id);
  });
}

/** Makes the preset the agency's default (the one an invitation starts with). */
export function makeDefaultPreset(repository: AccessRepository, adviser: Adviser, id: number) {
  return repository.transaction(async (tx): Promise<Preset[]> => {
    await repository.lockAgencyPresets(tx, adviser.agencyId);
    const presets = await repository.presets(tx, adviser.agencyId);
    const chosen = presets.find((preset) => preset.id === id);
    if (!chosen) throw new AppError('could_not_find_preset');
    if (chosen.isDefault) return presets;
    const before = presets.find((preset) => preset.isDefault)?.name ?? null;
    await repository.setDefaultPreset(tx, adviser.agencyId, id);
    await writeAdviserAudit(tx, adviser, null, 'preset_default', [
      { key: 'preset', before, after: chosen.name },
    ]);
    return repository.presets(tx, adviser.agencyId);
  });
}

/** Removes a preset; the default cannot be removed (422), customers it was applied to keep their switches. */
export function removePreset(repository: AccessRepository, adviser: Adviser, id: number) {
  return repository.transaction(async (tx): Promise<Preset[]> => {
    await repository.lockAgencyPresets(tx, adviser.agencyId);
    const existing = await existingPreset(repository, tx, adviser.agencyId, id);
    if (existing.isDefault) throw new ValidationError([`id=>${texts.defaultNotRemovable}`]);
    await repository.deletePreset(tx, adviser.agencyId, id);
    await writeAdviserAudit(tx, adviser, null, 'preset_removed', [
      { key: 'preset', before: existing.name, after: null },
    ]);
    return repository.presets(tx, adviser.agencyId);
  });
}
