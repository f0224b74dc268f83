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
  it('orders the groups by their first document under the chosen sort (issue 27)', () => {
    expect(groupDocuments(documents, DEFAULT_DOCUMENT_SORT).map((group) => group.directory)).toEqual([
      '',
      'Finanzen/Steuern',
      'Versicherungen/Kfz',
      'Alter/Ordner',
    ]);
    // The report: 'Neueste zuerst' showed a 25.11. document above the 28.11. ones of a later folder.
    const november = [
      doc('Police.pdf', 'Versicherungen/Kfz', '2026-11-25T09:00:00Z'),
      doc('Rechnung.pdf', 'Finanzen/Steuern', '2026-11-28T09:00:00Z'),
      doc('Beleg.pdf', 'Finanzen/Steuern', '2026-11-28T08:00:00Z'),
    ];
    const newest = groupDocuments(november, DEFAULT_DOCUMENT_SORT).flatMap((g) => g.documents);
    expect(newest.map((d) => d.original_filename)).toEqual(['Rechnung.pdf', 'Beleg.pdf', 'Police.pdf']);
    // 'Name (A–Z)' in German order: the page starts with the first name ('Ä' with 'A'), not with 'V'.
    const named = [
      doc('Vertrag.pdf', 'Versicherungen/Kfz', '2026-11-01T00:00:00Z'),
      doc('Zulassung.pdf', 'Versicherungen/Kfz', '2026-11-02T00:00:00Z'),
      doc('Änderung.pdf', 'Finanzen/Steuern', '2026-11-03T00:00:00Z'),
      doc('Einkommen.pdf', 'Finanzen/Steuern', '2026-11-04T00:00:00Z'),
    ];
    const groups = groupDocuments(named, { key: 'name', direction: 'asc' });
    expect(groups.map((g) => g.documents.map((d) => d.original_filename))).toEqual([
      ['Änderung.pdf', 'Einkommen.pdf'],
      ['Vertrag.pdf', 'Zulassung.pdf'],
    ]);
  });

  it('sorts inside a group by the chosen sort', () => {
    const kfzOf = (sort: typeof DEFAULT_DOCUMENT_SORT) =>
      groupDocuments(documents, sort).find((group) => group.directory === 'Versicherungen/Kfz');
    expect(kfzOf(DEFAULT_DOCUMENT_SORT)?.documents.map((d) => d.original_filename)).toEqual([
      'Kfz neu.pdf',
      'Kfz alt.pdf',
    ]);
    expect(kfzOf({ key: 'created_at', direction: 'asc' })?.documents.map((d) => d.original_filename)).toEqual(
      ['Kfz alt.pdf', 'Kfz neu.pdf'],
    );
  });

  it('shows exactly the first `limit` documents in group order', () => {
    const limited = groupDocuments(documents, DEFAULT_DOCUMENT_SORT, 3);
    expect(limited.flatMap((group) => group.documents.map((d) => d.original_filename))).toEqual([
      'Ohne.pdf',
      'Steuer.pdf',
      'Kfz neu.pdf',
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
