import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../forms/field-definition';
import { prefillValues } from './prefill';

const text = (name: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  name,
  title: name,
  type: 'textfield',
  ...extra,
});
const anrede: FieldDefinition = {
  name: 'anrede',
  title: 'Anrede',
  type: 'radio',
  options: [
    { value: 'Herr', label: 'Herr' },
    { value: 'Frau', label: 'Frau' },
  ],
};

describe('prefillValues', () => {
  it('takes each value from the user, then the main person, then the address', () => {
    const definitions = [text('vorname'), text('email'), text('strasse')];
    const user = { vorname: 'Max', email: 'max@example.com' };
    const person = { vorname: 'Moritz', email: 'moritz@example.com', strasse: 'Personenweg 1' };
    const address = { vorname: 'Adresse', strasse: 'Hauptstraße 5' };
    expect(prefillValues(definitions, [user, person, address])).toEqual({
      vorname: 'Max',
      email: 'max@example.com',
      strasse: 'Personenweg 1',
    });
    expect(prefillValues(definitions, [{}, {}, address])).toEqual({
      vorname: 'Adresse',
      email: '',
      strasse: 'Hauptstraße 5',
    });
  });

  it('skips blank, null and object values for the next source', () => {
    const definitions = [text('a'), text('b'), text('c'), text('d'), text('e')];
    const first = { a: '', b: '   ', c: null, d: { x: 1 }, e: ['x'] };
    const second = { a: 'A', b: 'B', c: 'C', d: 'D', e: 'E' };
    expect(prefillValues(definitions, [first, second])).toEqual({ a: 'A', b: 'B', c: 'C', d: 'D', e: 'E' });
  });

  it('ignores inherited properties of a source', () => {
    const inherited = Object.create({ vorname: 'Geerbt' }) as Record<string, unknown>;
    expect(prefillValues([text('vorname')], [inherited, { vorname: 'Max' }])).toEqual({ vorname: 'Max' });
  });

  it('converts values to the text of their field', () => {
    const definitions: FieldDefinition[] = [
      { name: 'betrag', title: 'Betrag', type: 'numfield' },
      { name: 'kinder', title: 'Kinder', type: 'numfield', decimals: 0 },
      { name: 'geburtsdatum', title: 'Geburtsdatum', type: 'date' },
      { name: 'ok', title: 'OK', type: 'checkbox' },
      { name: 'nein', title: 'Nein', type: 'checkbox' },
      { name: 'plz', title: 'PLZ', type: 'textfield' },
    ];
    const source = {
      betrag: 1234.5,
      kinder: 3,
      geburtsdatum: '1985-03-14T00:00:00.000Z',
      ok: true,
      nein: false,
      plz: 50667,
    };
    expect(prefillValues(definitions, [source])).toEqual({
      betrag: '1.234,50',
      kinder: '3',
      geburtsdatum: '1985-03-14',
      ok: '1',
      nein: '0',
      plz: '50667',
    });
  });

  it('takes 0 and false as values, not as blanks', () => {
    const definitions: FieldDefinition[] = [
      { name: 'anzahl', title: 'Anzahl', type: 'numfield', decimals: 0 },
      { name: 'ok', title: 'OK', type: 'checkbox' },
    ];
    expect(
      prefillValues(definitions, [
        { anzahl: 0, ok: false },
        { anzahl: 5, ok: true },
      ]),
    ).toEqual({
      anzahl: '0',
      ok: '0',
    });
  });

  it('does not take a choice value that is not among the options', () => {
    expect(prefillValues([anrede], [{ anrede: 'Divers' }, { anrede: 'Frau' }])).toEqual({ anrede: 'Frau' });
    expect(prefillValues([anrede], [{ anrede: 'herr' }])).toEqual({ anrede: '' });
  });

  it('gives the default when no source has the value', () => {
    const definitions: FieldDefinition[] = [
      { ...anrede, default: 'Herr' },
      text('ort', { default: 'Köln' }),
      text('leer'),
      { name: 'ok', title: 'OK', type: 'checkbox' },
      { name: 'ja', title: 'Ja', type: 'checkbox', default: '1' },
    ];
    expect(prefillValues(definitions, [{ anrede: 'Divers', ort: ' ' }, { leer: null }])).toEqual({
      anrede: 'Herr',
      ort: 'Köln',
      leer: '',
      ok: '0',
      ja: '1',
    });
    expect(prefillValues(definitions, [])).toEqual({
      anrede: 'Herr',
      ort: 'Köln',
      leer: '',
      ok: '0',
      ja: '1',
    });
  });

  it('gives exactly the fields of the form', () => {
    expect(prefillValues([text('vorname')], [{ vorname: 'Max', passwort: 'geheim', id: 7 }])).toEqual({
      vorname: 'Max',
    });
    expect(prefillValues([], [{ vorname: 'Max' }])).toEqual({});
  });
});
