import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { LoadFailed } from './load-failed';
import { Spinner } from './loader';

/** What a list's query tells (TanStack Query's result). */
type ListQuery<T> = {
  isPending: boolean;
  isError: boolean;
  data: readonly T[] | undefined;
  refetch: () => unknown;
};

/**
 * A list a screen loads, in its four states: the spinner while it (or what it needs besides, `waiting`)
 * loads, the error with 'Erneut versuchen', the empty text, or the entries. `shown` is what is shown of
 * them when the screen filters them.
 */
export function LoadedList<T>({
  query,
  waiting = false,
  shown,
  emptyText,
  children,
}: {
  query: ListQuery<T>;
  waiting?: boolean;
  shown?: readonly T[];
  emptyText?: string;
  children: (entries: readonly T[]) => ReactNode;
}) {
  if (query.isPending || waiting) return <Spinner />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  const entries = shown ?? query.data ?? [];
  if (entries.length === 0) return <EmptyState text={emptyText} />;
  return children(entries);
}
