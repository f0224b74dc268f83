import { workspacePresetTexts } from '@kundenportal/domain/texts/workspace-presets';
import { presetSettingsInput } from '@kundenportal/domain/workspace/presets';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/app-error';
import { changeCustomerSettings } from './customer-settings';
import { findPreset } from './presets';

type Adviser = { userId: number; agencyId: number };

/**
 * "Vorlage anwenden" (ADR 041): the customer's switches become the preset's in one change, logged as
 * 'preset_applied' with the preset's name and every switch that changed. A copy, not a link: the
 * switches stay editable one by one, and a later change of the preset does not reach this customer.
 */
export async function applyPreset(db: Db, adviser: Adviser, customerId: number, presetId: number) {
  const preset = await findPreset(db, adviser.agencyId, presetId);
  if (!preset) throw new ValidationError([`presetId=>${workspacePresetTexts.unknownPreset}`]);
  return changeCustomerSettings(
    db,
    adviser,
    customerId,
    (current) => presetSettingsInput(current, preset.values),
    { action: 'preset_applied', about: [{ key: 'preset', before: null, after: preset.name }] },
  );
}
