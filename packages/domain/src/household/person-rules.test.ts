import { describe, expect, it } from 'vitest';
import { canDeletePerson, isLocationFilled, isPersonComplete, isSet } from './person-rules';

const full = {
  geburtsdatum: '1985-06-15',
  hauptadresse: { address: 'Hauptstraße', addressnumber: '12a', streetcode: '50667', city: 'Köln', co: '' },
};

describe('isSet', () => {
  it.each<[unknown, boolean]>([
    ['a', true],
    [' a ', true],
    [0, true],
    [12, true],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
    [false, false],
  ])('%j -> %s', (value, expected) => {
    expect(isSet(value)).toBe(expected);
  });
});

describe('isPersonComplete (checkSubPflicht)', () => {
  it('is complete with birth date, street, house number, street code and city', () => {
    expect(isPersonComplete(full)).toBe(true);
    expect(
      isPersonComplete({
        ...full,
        hauptadresse: { ...full.hauptadresse, addressnumber: 7, streetcode: 50667 },
      }),
    ).toBe(true);
  });

  it.each(['address', 'addressnumber', 'streetcode', 'city'] as const)('is incomplete without %s', (part) => {
    for (const missing of ['', '  ', null, undefined]) {
      expect(isPersonComplete({ ...full, hauptadresse: { ...full.hauptadresse, [part]: missing } })).toBe(
        false,
      );
    }
  });

  it('is incomplete without birth date or address; co does not count', () => {
    expect(isPersonComplete({ ...full, geburtsdatum: '' })).toBe(false);
    expect(isPersonComplete({ ...full, geburtsdatum: null })).toBe(false);
    expect(isPersonComplete({ ...full, hauptadresse: null })).toBe(false);
    expect(isPersonComplete({ geburtsdatum: '1985-06-15' })).toBe(false);
    expect(isPersonComplete({ ...full, hauptadresse: { ...full.hauptadresse, co: 'bei Müller' } })).toBe(
      true,
    );
  });
});

describe('canDeletePerson', () => {
  it.each<[number | string, number | string | null | undefined, number | string | null | undefined, boolean]>(
    [
      [5, 0, 1, true],
      [5, '0', 1, true],
      ['5', 0, '1', true],
      [5, 0, null, true],
      [5, 0, undefined, true],
      [1, 0, 1, false], // the main person
      ['1', 0, 1, false],
      [1, '0', '1', false],
      [5, 1, 1, false], // released
      [5, '1', 1, false],
      [5, 2, 1, false],
      [5, null, 1, false],
      [5, undefined, 1, false],
      [5, '', 1, false],
    ],
  )('person %j with mvp_freigabe %j and main person %j -> %s', (id, released, mainId, expected) => {
    expect(canDeletePerson({ id, mvp_freigabe: released }, mainId)).toBe(expected);
  });
});

describe('isLocationFilled (contact person location)', () => {
  it.each(['co', 'address', 'addressnumber', 'streetcode', 'city'] as const)(
    'is filled with only %s',
    (part) => {
      expect(isLocationFilled({ [part]: 'x' })).toBe(true);
    },
  );

  it('is empty without any part', () => {
    expect(isLocationFilled({})).toBe(false);
    expect(
      isLocationFilled({ co: ' ', address: '', addressnumber: null, streetcode: undefined, city: '' }),
    ).toBe(false);
    expect(isLocationFilled(null)).toBe(false);
    expect(isLocationFilled(undefined)).toBe(false);
    expect(isLocationFilled({ streetcode: 50667 })).toBe(true);
  });
});
