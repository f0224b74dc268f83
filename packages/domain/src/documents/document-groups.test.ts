import { describe, expect, it } from 'vitest';
import { directoryLabel, groupDocuments } from './document-groups';
import { DEFAULT_DOCUMENT_SORT } from './document-sort';

const doc = (name: string, directory: string, created_at: string, size = 1) => ({
  original_filename: name,
  directory,
  created_at,
  size,
});

const documents = [
  doc('Ohne.pdf', '', '2026-05-01T00:00:00Z'),
  doc('Steuer.pdf', 'Finanzen/Steuern', '2026-04-01T00:00:00Z'),
  doc('Kfz alt.pdf', 'Versicherungen/Kfz', '2026-01-01T00:00:00Z'),
  doc('Kfz neu.pdf', 'Versicherungen/Kfz', '2026-03-01T00:00:00Z'),
  doc('Alt.pdf', 'Alter/Ordner', '2026-02-01T00:00:00Z'),
];

describe('groupDocuments', () => {
  it('orders groups like the categories, unlisted directories next and no folder last', () => {
    expect(groupDocuments(documents, DEFAULT_DOCUMENT_SORT).map((group) => group.directory)).toEqual([
      'Versicherungen/Kfz',
      'Finanzen/Steuern',
      'Alter/Ordner',
      '',
    ]);
  });

  it('sorts inside a group by the chosen sort', () => {
    const [kfz] = groupDocuments(documents, DEFAULT_DOCUMENT_SORT);
    expect(kfz?.documents.map((d) => d.original_filename)).toEqual(['Kfz neu.pdf', 'Kfz alt.pdf']);
    const [kfzByName] = groupDocuments(documents, { key: 'created_at', direction: 'asc' });
    expect(kfzByName?.documents.map((d) => d.original_filename)).toEqual(['Kfz alt.pdf', 'Kfz neu.pdf']);
  });

  it('shows exactly the first `limit` documents in group order', () => {
    const limited = groupDocuments(documents, DEFAULT_DOCUMENT_SORT, 3);
    expect(limited.flatMap((group) => group.documents.map((d) => d.original_filename))).toEqual([
      'Kfz neu.pdf',
      'Kfz alt.pdf',
      'Steuer.pdf',
    ]);
    expect(groupDocuments(documents, DEFAULT_DOCUMENT_SORT, 5).flatMap((g) => g.documents)).toHaveLength(5);
    expect(groupDocuments(documents, DEFAULT_DOCUMENT_SORT, 0)).toEqual([]);
  });

  it('keeps every document once, whatever the limit', () => {
    for (let limit = 0; limit <= 6; limit++) {
      const shown = groupDocuments(documents, DEFAULT_DOCUMENT_SORT, limit).flatMap(
        (group) => group.documents,
      );
      expect(shown).toHaveLength(Math.min(limit, documents.length));
      expect(new Set(shown).size).toBe(shown.length);
    }
  });
});

describe('directoryLabel', () => {
  it('reads a directory with an arrow, none with the given text', () => {
    expect(directoryLabel('Versicherungen/Kfz', 'Ohne Ordner')).toBe('Versicherungen › Kfz');
    expect(directoryLabel('', 'Ohne Ordner')).toBe('Ohne Ordner');
  });
});
