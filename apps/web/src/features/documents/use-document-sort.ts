import {
  type DocumentSort,
  type DocumentSortKey,
  readDocumentSort,
} from '@kundenportal/domain/documents/document-sort';
import { useState } from 'react';
import { readJson, writeJson } from '../../lib/storage';

const isAnything = (value: unknown): value is unknown => true;

/** A list's sort, stored per page (spec section 9): default created_at descending. */
export function useDocumentSort(page: string) {
  const key = `documents.sort.${page}`;
  const [sort, setSort] = useState<DocumentSort>(() => readDocumentSort(readJson(key, isAnything)));
  const choose = (next: DocumentSort) => {
    setSort(next);
    writeJson(key, next);
  };
  return [sort, choose] as const;
}

export const sortValue = (sort: DocumentSort) => `${sort.key}:${sort.direction}`;

export function parseSortValue(value: string): DocumentSort {
  const [key, direction] = value.split(':') as [DocumentSortKey, string];
  return readDocumentSort({ key, direction });
}
