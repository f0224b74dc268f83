import type { AgencyInsurerSettings } from '@kundenportal/domain/bestandsuebertragung/insurer-contact';
import type {
  InsurerSettingsItem,
  InsurerSettingsList,
} from '@kundenportal/domain/bestandsuebertragung/letter-api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const BASE = '/berater/versicherer-einstellungen';

/** Every insurer the agency may write to: the table's entry (with its source) and the agency's own settings. */
export const insurerSettingsQuery = queryOptions({
  queryKey: ['workspace', 'insurer-settings'],
  queryFn: ({ signal }) =>
    apiRequest<InsurerSettingsList>(BASE, { signal }).then((answer) => answer.insurers),
});

export function putInsurerSettings(versicherer: string, settings: AgencyInsurerSettings) {
  return apiRequest<{ insurer: InsurerSettingsItem }>(`${BASE}/${encodeURIComponent(versicherer)}`, {
    method: 'PUT',
    body: settings,
    handleErrors: false,
  });
}
