import { DIRECTORY_SEPARATOR, DOCUMENT_CATEGORIES } from './categories';
import { type DocumentSort, sortDocuments } from './document-sort';

/**
 * The documents list's grouping (issue 9: by category and directory): one group per directory, in the
 * order of the categories (main, then sub directory), documents without a folder last; inside a group
 * the chosen sort. `limit` shows the first documents of that order (the list grows page by page).
 */
export type DocumentGroup<T> = { directory: string; documents: T[] };

type Groupable = { directory: string; original_filename: string; created_at: string; size: number };

const directoryOrder = new Map<string, number>(
  DOCUMENT_CATEGORIES.flatMap((category) =>
    category.directories.map((sub) => `${category.name}${DIRECTORY_SEPARATOR}${sub}`),
  ).map((directory, index) => [directory, index]),
);

function rank(directory: string): number {
  if (directory === '') return Number.MAX_SAFE_INTEGER;
  // A directory no longer listed keeps its documents visible, after the listed ones.
  return directoryOrder.get(directory) ?? directoryOrder.size;
}

export function groupDocuments<T extends Groupable>(
  documents: readonly T[],
  sort: DocumentSort,
  limit = Number.POSITIVE_INFINITY,
): DocumentGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const document of sortDocuments(documents, sort)) {
    const group = groups.get(document.directory);
    if (group) group.push(document);
    else groups.set(document.directory, [document]);
  }
  const ordered = [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b, 'de'))
    .map(([directory, members]) => ({ directory, documents: members }));
  const limited: DocumentGroup<T>[] = [];
  let left = limit;
  for (const group of ordered) {
    if (left <= 0) break;
    limited.push(
      group.documents.length > left ? { ...group, documents: group.documents.slice(0, left) } : group,
    );
    left -= group.documents.length;
  }
  return limited;
}

/** A directory for people: 'Versicherungen › Kfz'. */
export function directoryLabel(directory: string, none: string): string {
  return directory === '' ? none : directory.split(DIRECTORY_SEPARATOR).join(' › ');
}
