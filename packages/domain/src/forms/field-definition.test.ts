import { describe, expect, it } from 'vitest';
import {
  acceptsUnlimited,
  conditionValue,
  defaultValues,
  FIELD_TYPES,
  type FieldDefinition,
  fieldFormat,
  isChoiceFieldType,
  isFieldRequired,
  isNumericFieldType,
} from './field-definition';

describe('FIELD_TYPES', () => {
  it('are the 16 types of spec section 3', () => {
    expect([...FIELD_TYPES]).toEqual([
      'textfield',
      'numfield',
      'numfield_hasrange',
      'numfield_unbegrenzt',
      'email',
      'textarea',
      'checkbox',
      'date',
      'dropdown',
      'radio',
      'radio_switch_toggle',
      'hidden',
      'password',
      'range',
      'time',
      'iban',
    ]);
  });

  it('groups numeric and choice types', () => {
    expect(FIELD_TYPES.filter(isNumericFieldType)).toEqual([
      'numfield',
      'numfield_hasrange',
      'numfield_unbegrenzt',
      'range',
    ]);
    expect(FIELD_TYPES.filter(isChoiceFieldType)).toEqual(['dropdown', 'radio', 'radio_switch_toggle']);
  });
});

describe('isFieldRequired', () => {
  const byPhone: FieldDefinition = {
    name: 'AnfrageNummer',
    title: 'Telefonnummer',
    type: 'textfield',
    required: { when: 'AnfrageGewuenschtArt', equals: 'telefon' },
  };

  it.each<[FieldDefinition['required'], Record<string, unknown>, boolean]>([
    [undefined, {}, false],
    [false, {}, false],
    [true, {}, true],
    [{ when: 'art', equals: 'telefon' }, { art: 'telefon' }, true],
    [{ when: 'art', equals: 'telefon' }, { art: ' telefon ' }, true],
    [{ when: 'art', equals: 'telefon' }, { art: 'email' }, false],
    [{ when: 'art', equals: 'telefon' }, {}, false],
    [{ when: 'art', equals: ['a', 'b'] }, { art: 'b' }, true],
    [{ when: 'art', equals: ['a', 'b'] }, { art: 'c' }, false],
    [{ when: 'flag', equals: '1' }, { flag: true }, true],
    [{ when: 'flag', equals: '1' }, { flag: 1 }, true],
    [{ when: 'flag', equals: '1' }, { flag: false }, false],
    [{ when: 'flag', equals: '0' }, { flag: false }, true],
  ])('required %j with %j -> %s', (required, values, expected) => {
    expect(isFieldRequired({ ...byPhone, required }, values)).toBe(expected);
  });
});

describe('conditionValue', () => {
  it.each<[unknown, string]>([
    [true, '1'],
    [false, '0'],
    [' x ', 'x'],
    [12, '12'],
    [Number.NaN, ''],
    [null, ''],
    [undefined, ''],
    [{}, ''],
  ])('%j -> %j', (value, expected) => {
    expect(conditionValue(value)).toBe(expected);
  });
});

describe('fieldFormat', () => {
  const val: FieldDefinition = {
    name: 'val',
    title: 'Wert',
    type: 'textfield',
    format: { when: 'typ', cases: { Telefon: 'phone', Mobil: 'mobile', 'E-Mail': 'email' } },
  };

  it('picks the format by the other field', () => {
    expect(fieldFormat(val, { typ: 'Telefon' })).toBe('phone');
    expect(fieldFormat(val, { typ: 'Mobil' })).toBe('mobile');
    expect(fieldFormat(val, { typ: 'E-Mail' })).toBe('email');
    expect(fieldFormat(val, { typ: 'Fax' })).toBeUndefined();
    expect(fieldFormat({ ...val, format: 'bic' }, {})).toBe('bic');
    expect(fieldFormat({ ...val, format: undefined }, {})).toBeUndefined();
  });
});

describe('acceptsUnlimited and defaultValues', () => {
  it('knows the unlimited sentinel fields', () => {
    expect(acceptsUnlimited({ name: 'a', title: 'A', type: 'numfield_unbegrenzt' })).toBe(true);
    expect(acceptsUnlimited({ name: 'a', title: 'A', type: 'numfield', unlimited: true })).toBe(true);
    expect(acceptsUnlimited({ name: 'a', title: 'A', type: 'numfield' })).toBe(false);
  });

  it('gives each field its default, checkboxes 0 and others empty', () => {
    expect(
      defaultValues([
        { name: 'gender', title: 'Geschlecht', type: 'radio', default: 'm' },
        { name: 'raucher', title: 'Raucher', type: 'checkbox' },
        { name: 'name', title: 'Name', type: 'textfield' },
      ]),
    ).toEqual({ gender: 'm', raucher: '0', name: '' });
  });
});
