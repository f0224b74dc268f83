import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads the queries under `queryKey` again after a live event said their data changed. A read still on
 * its way may have started before the change (and an invalidation joins a first read instead of
 * replacing it), so one that was running is followed by another.
 */
export function readAgain(client: QueryClient, queryKey: QueryKey): void {
  const running = client.isFetching({ queryKey }) > 0;
  void client.invalidateQueries({ queryKey }).then(() => {
    if (running) void client.invalidateQueries({ queryKey });
  });
}
