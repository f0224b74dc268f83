import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_SORT, readDocumentSort, sortDocuments } from './document-sort';

const doc = (original_filename: string, created_at: string, size = 1) => ({
  original_filename,
  created_at,
  size,
});
const docs = [
  doc('Scan 10.pdf', '2026-01-02T10:00:00Z', 300),
  doc('Äpfel.jpg', '2026-03-01T08:00:00Z', 100),
  doc('Scan 2.pdf', '2025-12-24T18:00:00Z', 300),
  doc('apfel.txt', '2026-02-01T08:00:00Z', 200),
];
const order = (list: { original_filename: string }[]) => list.map((d) => d.original_filename);

describe('sortDocuments', () => {
  it('defaults to created_at descending', () => {
    expect(DEFAULT_DOCUMENT_SORT).toEqual({ key: 'created_at', direction: 'desc' });
    expect(order(sortDocuments(docs))).toEqual(['Äpfel.jpg', 'apfel.txt', 'Scan 10.pdf', 'Scan 2.pdf']);
  });

  it('sorts names the German way, numbers by value', () => {
    // 'Ä' counts as 'A' and case does not matter: 'Äpfel.jpg' before 'apfel.txt' by the extension.
    expect(order(sortDocuments(docs, { key: 'name', direction: 'asc' }))).toEqual([
      'Äpfel.jpg',
      'apfel.txt',
      'Scan 2.pdf',
      'Scan 10.pdf',
    ]);
  });

  it('sorts by size, equal sizes newest first, and leaves the input alone', () => {
    const copy = [...docs];
    expect(order(sortDocuments(docs, { key: 'size', direction: 'desc' }))).toEqual([
      'Scan 10.pdf',
      'Scan 2.pdf',
      'apfel.txt',
      'Äpfel.jpg',
    ]);
    expect(docs).toEqual(copy);
  });

  it('reads a stored choice or falls back to the default', () => {
    expect(readDocumentSort({ key: 'name', direction: 'asc' })).toEqual({ key: 'name', direction: 'asc' });
    for (const stored of [null, 'name', { key: 'mime', direction: 'asc' }, { key: 'size', direction: 'up' }])
      expect(readDocumentSort(stored)).toEqual(DEFAULT_DOCUMENT_SORT);
  });
});
