import { describe, expect, it } from 'vitest';
import { personEditFields } from '../forms/catalogue/person';
import { TEST_NOW } from '../forms/catalogue/testing';
import { toFormValues } from '../forms/form-values';
import {
  PERSON_TOP_LEVEL_FIELDS,
  parsePersonValues,
  personDetailFields,
  personDetails,
  personFieldRecord,
  personTopLevelFields,
} from './person-input';

const names = (definitions: readonly { name: string }[]) => definitions.map((definition) => definition.name);

/** A stored person as the API sends it (only the parts the mapping reads, plus some it must ignore). */
const stored = {
  id: 7,
  email: 'ina@example.com',
  firstname: 'Ina',
  lastname: 'Muster',
  gender: 'w',
  geburtsdatum: '1990-04-01',
  familienstand: 'VH',
  geburtsort: 'Köln',
  geburtland: null,
  details: { kinderanzahl: 2, einkuenfte_gesamt_netto_mtl: 2345.5, hund: '1', situation: '12', alt: 'x' },
};

describe('person input mapping', () => {
  it('splits the catalogue into own columns and details, every field exactly once', () => {
    expect(names(personTopLevelFields).sort()).toEqual([...PERSON_TOP_LEVEL_FIELDS].sort());
    expect([...names(personTopLevelFields), ...names(personDetailFields)].sort()).toEqual(
      names(personEditFields).sort(),
    );
    expect(names(personDetailFields)).toContain('kinderanzahl');
    expect(names(personDetailFields)).toContain('hund');
  });

  it('reads a person as one flat record of its catalogue fields', () => {
    const record = personFieldRecord(stored);
    expect(record.firstname).toBe('Ina');
    expect(record.kinderanzahl).toBe(2);
    expect(record.geburtland).toBeNull();
    // Not a catalogue field of the form: never read back from the record.
    expect(toFormValues(personEditFields, record)).not.toHaveProperty('email');
  });

  it('checks form texts into own columns and details', () => {
    const parsed = parsePersonValues(toFormValues(personEditFields, personFieldRecord(stored)), TEST_NOW);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const { details, ...top } = parsed.values;
    const { id: _id, email: _email, details: _stored, ...columns } = stored;
    expect(top).toEqual(columns);
    expect(Object.keys(details).sort()).toEqual(names(personDetailFields).sort());
    expect(details).toMatchObject({ kinderanzahl: 2, einkuenfte_gesamt_netto_mtl: 2345.5, hund: '1' });
    expect(details).not.toHaveProperty('alt');
  });

  it('reads back unchanged what it was loaded from (form texts of a saved person)', () => {
    const first = parsePersonValues(toFormValues(personEditFields, personFieldRecord(stored)), TEST_NOW);
    if (!first.ok) throw new Error('the stored person is valid');
    const again = parsePersonValues(
      toFormValues(personEditFields, personFieldRecord(first.values)),
      TEST_NOW,
    );
    expect(again).toEqual(first);
  });

  it('takes API values as well as form texts, gender m unless w', () => {
    const parsed = parsePersonValues({ firstname: 'Ina', lastname: 'Muster', kinderanzahl: 3 }, TEST_NOW);
    expect(parsed.ok && parsed.values.gender).toBe('m');
    expect(parsed.ok && parsed.values.details.kinderanzahl).toBe(3);
  });

  it('reports the own columns before the details, with the catalogue messages', () => {
    const parsed = parsePersonValues(
      { firstname: 'I', lastname: 'Muster', kinderanzahl: '21', geburtsort: 'x'.repeat(256) },
      TEST_NOW,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors)).toEqual(['firstname', 'geburtsort', 'kinderanzahl']);
  });

  it('sends every detail field of the catalogue: stored, else empty (checkboxes 0), nothing else', () => {
    const details = personDetails({ kinderanzahl: 2, hund: '1', alt: 'x', situation: Number.NaN });
    expect(Object.keys(details)).toEqual(names(personDetailFields));
    expect(details.kinderanzahl).toBe(2);
    expect(details.hund).toBe('1');
    expect(details.katze).toBe('0');
    expect(details.situation).toBeNull();
    expect(details.wohnstatus).toBeNull();
    expect(details).not.toHaveProperty('alt');
  });
});
