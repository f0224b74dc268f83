import { describe, expect, it } from 'vitest';
import { importChanges, importedFields, rowProblem, withChanges } from './contract-changes';
import type { ImportRow } from './import-row';

const row = (vertrag: Partial<ImportRow['vertrag']> = {}): ImportRow => ({
  zeile: 2,
  kunde: { email: 'max@example.com', vorname: 'Max', nachname: 'Mustermann', geburtsdatum: null },
  vertrag: {
    gesellschaft: 'HUK-COBURG',
    nummer: 'K-1',
    sparte: 'kfz',
    name: 'Kasko',
    beitrag: 30.004,
    zahlungsweise: '12',
    beginn: '2024-01-01',
    ablauf: null,
    versicherungssumme: null,
    ...vertrag,
  },
});

describe('an imported contract’s changes', () => {
  it('stores amounts to the cent and the Zahlungsweise as its number', () => {
    expect(importedFields(row().vertrag)).toMatchObject({ beitrag: 30, zahlungsweise: 12 });
  });

  it('names each field the file sets to another value; a field the file leaves out keeps the stored one', () => {
    const stored = importedFields(row({ ablauf: '2030-01-01', beitrag: 25 }).vertrag);
    const imported = importedFields(row({ beitrag: 30 }).vertrag);
    const changes = importChanges(stored, imported);
    expect(changes).toEqual([{ feld: 'beitrag', vorher: 25, nachher: 30 }]);
    expect(withChanges(stored, changes)).toEqual({ ...stored, beitrag: 30 });
    expect(importChanges(imported, imported)).toEqual([]);
  });

  it('refuses what a contract cannot store, naming the field', () => {
    expect(rowProblem(row())).toBeNull();
    expect(rowProblem(row({ beitrag: 1e12 }))).toBe('Beitrag kann so nicht gespeichert werden.');
    expect(rowProblem(row({ beginn: '2024-02-30' }))).toBe('Beginn kann so nicht gespeichert werden.');
    expect(rowProblem(row({ nummer: ' ' }))).toBe('Vertragsnummer kann so nicht gespeichert werden.');
    expect(rowProblem(row({ name: 'x'.repeat(256) }))).toBe('Tarif / Produkt ist zu lang.');
    expect(rowProblem(row({ sparte: 'unbekannt' as never }))).toBe(
      'Sparte kann so nicht gespeichert werden.',
    );
  });
});
