import type { Preset } from '@kundenportal/domain/workspace/presets';
import type { AccessRepository } from './repository';

/**
 * The agency's presets (ADR 041), the built-in Standard and Light added first if it has none yet (its row
 * locked meanwhile, as for every change of its presets). The default can never be removed, so an agency
 * that has presets keeps at least one.
 */
export function agencyPresets(repository: AccessRepository, agencyId: number): Promise<Preset[]> {
  return repository.transaction(async (tx) => {
    await repository.lockAgencyPresets(tx, agencyId);
    return repository.presets(tx, agencyId);
  });
}

/**
 * The preset of `presetId` in the agency, or its default when no id is given; null when the agency has
 * no such preset (another agency's id included).
 */
export async function findPreset(
  repository: AccessRepository,
  agencyId: number,
  presetId?: number,
): Promise<Preset | null> {
  const presets = await agencyPresets(repository, agencyId);
  return (
    presets.find((preset) => (presetId === undefined ? preset.isDefault : preset.id === presetId)) ?? null
  );
}

/**
 * The switches an invitation gives the new customer: those of the agency's preset `presetId`, or of its
 * default preset; null when the agency has no such preset (`app.presetSettings`).
 */
export async function invitationSettings(repository: AccessRepository, agencyId: number, presetId?: number) {
  const preset = await findPreset(repository, agencyId, presetId);
  if (!preset) return null;
  const { config, features, beraterdokumente } = preset.values;
  return { config: { ...config, beraterdokumente }, features: { ...features } };
}
