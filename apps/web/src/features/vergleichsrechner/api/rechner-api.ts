import { paths } from '@kundenportal/domain/routing/paths';
import type { Rechner, RechnerTicket } from '@kundenportal/domain/vergleichsrechner/rechner-api';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getList, listQuery } from '../../../lib/area-list';

export const rechnerKey = ['vergleichsrechner'] as const;

/** GET /api/vergleichsrechner (needs config.vergleichsrechner): the agency's calculators. */
export const rechnerQuery = listQuery(rechnerKey, (signal) =>
  getList<Rechner>('/vergleichsrechner', 'rechner', signal),
);

export function useRechner() {
  return useQuery(rechnerQuery);
}

/** A single-use ticket that opens the calculator's frame host page once (ADR 193). */
export function getFrameTicket(id: number, signal?: AbortSignal): Promise<RechnerTicket> {
  return apiRequest<RechnerTicket>(`/vergleichsrechner/${id}/ticket`, { method: 'POST', signal });
}

/** The calculators of a Sparte open at `/app/vergleichen?sparte=…` (the page opens its first one). */
export const sparteComparePath = (sparte: string) => `${paths.compare}?sparte=${encodeURIComponent(sparte)}`;

/**
 * For the Bedarfscheck's 'Vergleichen' (composed in app/pages): the agency's calculators (only with
 * config.vergleichsrechner; none otherwise) and the page of a Sparte's, undefined for a Sparte without one.
 */
export function useComparePaths(enabled: boolean): (sparte: string) => string | undefined {
  const rechner = useQuery({ ...rechnerQuery, enabled }).data;
  return (sparte) =>
    enabled && rechner?.some((entry) => entry.sparte === sparte) ? sparteComparePath(sparte) : undefined;
}
