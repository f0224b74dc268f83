import { QueryClient } from '@tanstack/react-query';

/** The one query cache. Errors are shown by the API client, so queries do not retry on their own. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
