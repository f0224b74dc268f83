import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET of an area's list, which the answer carries under `answerKey` (none when it is missing). */
export async function getList<T>(path: string, answerKey: string, signal?: AbortSignal): Promise<T[]> {
  const body = await apiRequest<Partial<Record<string, T[]>>>(path, { signal });
  return body[answerKey] ?? [];
}

/** The query of an area's list: its key starts with the area's key, so one invalidation refreshes it. */
export function listQuery<K extends readonly string[], T>(
  areaKey: K,
  read: (signal: AbortSignal) => Promise<T[]>,
) {
  return queryOptions({
    queryKey: [...areaKey, 'list'] as const,
    queryFn: ({ signal }) => read(signal),
  });
}
