import type { DamageReport } from '@kundenportal/domain/adviser-requests/damage-report-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getList, listQuery } from '../../../../lib/area-list';

/** Every damage report query starts with this key, so one invalidation refreshes them. */
export const damageReportsKey = ['damage-reports'] as const;

/** GET /api/schadensmeldung (needs an adviser and schaden): the customer's reports, newest first. */
export function getDamageReports(signal?: AbortSignal): Promise<DamageReport[]> {
  return getList('/schadensmeldung', 'schadensmeldungen', signal);
}

export const damageReportsQuery = queryOptions({
  ...listQuery(damageReportsKey, getDamageReports),
  // The adviser moves a report on (status): the page asks again each time it opens.
  staleTime: 0,
});

/** The list; `enabled` false without the right to it (no adviser, or schaden off). */
export function useDamageReports(enabled = true) {
  return useQuery({ ...damageReportsQuery, enabled });
}
