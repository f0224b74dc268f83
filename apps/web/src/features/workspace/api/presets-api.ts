import type { Preset, PresetInput } from '@kundenportal/domain/workspace/presets';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CustomerSettings } from './workspace-api';

/** The agency's presets of a customer's switches (ADR 041), the default first. */
export const presetsQuery = queryOptions({
  queryKey: ['workspace', 'presets'],
  queryFn: ({ signal }) => apiRequest<{ vorlagen: Preset[] }>('/berater/vorlagen', { signal }),
});

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
