import type {
  CustomerSettings,
  CustomerSettingsInput,
} from '@kundenportal/domain/workspace/customer-settings';
import type { Preset, PresetInput } from '@kundenportal/domain/workspace/presets';
import { apiRequest } from '../../../lib/api-client';

/** A customer's switches, as the agency sets them (issue 14). */
export function putCustomerSettings(id: number, body: CustomerSettingsInput) {
  return apiRequest<{ settings: CustomerSettings }>(`/berater/kunden/${id}/einstellungen`, {
    method: 'PUT',
    body,
  });
}

/** The agency's presets of a customer's switches (ADR 041); their list is shared/workspace-queries.ts's. */
export const postPreset = (body: PresetInput) =>
  apiRequest<{ vorlage: Preset }>('/berater/vorlagen', { method: 'POST', body, handleErrors: false });

export const putPreset = (id: number, body: PresetInput) =>
  apiRequest<{ vorlage: Preset }>(`/berater/vorlagen/${id}`, { method: 'PUT', body, handleErrors: false });

export const postDefaultPreset = (id: number) =>
  apiRequest<{ vorlagen: Preset[] }>(`/berater/vorlagen/${id}/standard`, { method: 'POST' });

export const deletePreset = (id: number) =>
  apiRequest<{ vorlagen: Preset[] }>(`/berater/vorlagen/${id}`, { method: 'DELETE' });

/** Applies the preset to the customer: their switches become its values, in one logged change. */
export const postApplyPreset = (customerId: number, presetId: number) =>
  apiRequest<{ settings: CustomerSettings }>(`/berater/kunden/${customerId}/vorlage`, {
    method: 'POST',
    body: { presetId },
  });
