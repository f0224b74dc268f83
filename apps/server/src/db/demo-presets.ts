import { builtInPresets, type PresetValues } from '@kundenportal/domain/workspace/presets';
import type { Db } from './client';
import { customerPresets } from './schema';

const [standard, light] = builtInPresets;

/** The demo's own preset: Standard, plus the planning tools a family uses and the referral programme. */
export const demoFamilyPreset: { name: string; values: PresetValues } = {
  name: 'Familien',
  values: {
    ...standard.values,
    config: { ...standard.values.config, bedarfscheck: true, liquiditaet: true, vergleichsrechner: true },
    features: { referrals: true },
  },
};

/** The demo agency's presets (ADR 041): the built-in Standard (its default) and Light, and Familien. */
export async function addDemoPresets(db: Db, agencyId: number): Promise<void> {
  await db.insert(customerPresets).values(
    [standard, light, { ...demoFamilyPreset, isDefault: false }].map((preset) => ({
      agencyId,
      name: preset.name,
      values: preset.values,
      isDefault: preset.isDefault,
    })),
  );
}
