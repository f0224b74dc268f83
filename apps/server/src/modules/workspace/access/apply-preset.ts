import { workspacePresetTexts } from '@kundenportal/domain/texts/workspace-presets';
import { presetSettingsInput } from '@kundenportal/domain/workspace/presets';
import { ValidationError } from '../../../lib/app-error';
import { findPreset } from './agency-presets';
import { changeCustomerSettings } from './change-customer-settings';
import type { AccessRepository } from './repository';

type Adviser = { userId: number; agencyId: number };

/**
 * "Vorlage anwenden" (ADR 041): the customer's switches become the preset's in one change, logged as
 * 'preset_applied' with the preset's name and every switch that changed. A copy, not a link: the
 * switches stay editable one by one, and a later change of the preset does not reach this customer.
 */
export async function applyPreset(
  repository: AccessRepository,
  adviser: Adviser,
  customerId: number,
  presetId: number,
) {
  const preset = await findPreset(repository, adviser.agencyId, presetId);
  if (!preset) throw new ValidationError([`presetId=>${workspacePresetTexts.unknownPreset}`]);
  return changeCustomerSettings(
    repository,
    adviser,
    customerId,
    (current) => presetSettingsInput(current, preset.values),
    { action: 'preset_applied', about: [{ key: 'preset', before: null, after: preset.name }] },
  );
}
