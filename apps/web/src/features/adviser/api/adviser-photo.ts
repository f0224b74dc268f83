import { useQuery } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';
import { useObjectUrl } from '../../../lib/use-object-url';

/**
 * GET /api/config/agent/avatar: the adviser's photo, fetched with the session in the header (never a token
 * in an <img src>) and shown as an object URL, revoked when it changes. Null while it loads, when there is
 * none and when it failed (the card then shows no photo, silently).
 */
export function useAdviserPhoto(path: string | null): string | null {
  const query = useQuery({
    queryKey: ['config', 'agent', 'avatar', path],
    // The profile names it under /api; the client adds that prefix itself.
    queryFn: ({ signal }) =>
      apiBlob((path ?? '').replace(/^\/api(?=\/)/, ''), { signal, handleErrors: false }),
    enabled: path !== null,
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
  return useObjectUrl(path ? query.data : undefined);
}
