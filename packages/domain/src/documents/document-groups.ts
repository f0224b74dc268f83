import { DIRECTORY_SEPARATOR } from './categories';
import { type DocumentSort, sortDocuments } from './document-sort';

/**
 * The documents list's grouping (issue 9: by category and directory): one group per directory. The chosen
 * sort orders the documents inside each group and the groups by their first document (issue 27: a sort
 * orders what is seen — the newest document, or the first name, comes first on the page; the page says
 * that it sorts within folders). `limit` shows the first documents of that order (page by page).
 */
export type DocumentGroup<T> = { directory: string; documents: T[] };

type Groupable = { directory: string; original_filename: string; created_at: string; size: number };

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
  // Map order is the order of each group's first document in the sorted list.
  const ordered = [...groups.entries()].map(([directory, members]) => ({ directory, documents: members }));
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
