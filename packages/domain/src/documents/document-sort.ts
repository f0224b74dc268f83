/**
 * Sorting of document lists (spec section 9): by created_at descending unless the user chose otherwise
 * (the choice is stored per page by the web app). Names compare the German way ('Ä' with 'A', numbers
 * by value: 'Scan 2' before 'Scan 10'); equal keys keep the newer document first.
 */
export type DocumentSortKey = 'created_at' | 'name' | 'size';
export type DocumentSort = { key: DocumentSortKey; direction: 'asc' | 'desc' };

export const DEFAULT_DOCUMENT_SORT: DocumentSort = { key: 'created_at', direction: 'desc' };

type Sortable = { original_filename: string; created_at: string; size: number };

const names = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

function compareKey(a: Sortable, b: Sortable, key: DocumentSortKey): number {
  if (key === 'name') return names.compare(a.original_filename, b.original_filename);
  if (key === 'size') return a.size - b.size;
  return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0;
}

export function sortDocuments<T extends Sortable>(
  documents: readonly T[],
  sort = DEFAULT_DOCUMENT_SORT,
): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...documents].sort((a, b) => sign * compareKey(a, b, sort.key) || compareKey(b, a, 'created_at'));
}

/** A stored sort choice, or the default when it is missing or not one of ours. */
export function readDocumentSort(value: unknown): DocumentSort {
  if (typeof value !== 'object' || value === null) return DEFAULT_DOCUMENT_SORT;
  const { key, direction } = value as Record<string, unknown>;
  const keys: readonly unknown[] = ['created_at', 'name', 'size'];
  if (!keys.includes(key) || (direction !== 'asc' && direction !== 'desc')) return DEFAULT_DOCUMENT_SORT;
  return { key: key as DocumentSortKey, direction };
}
