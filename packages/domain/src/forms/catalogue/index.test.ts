import { describe, expect, it } from 'vitest';
import { resolveDateBound } from '../../validation/date-bounds';
import { FIELD_TYPES, type FieldDefinition } from '../field-definition';
import { validateField } from '../validate-field';
import { validateForm } from '../validate-form';
import { fieldByName, formCatalogue } from './index';
import { TEST_NOW } from './testing';

const options = { now: TEST_NOW };
const entries = Object.entries(formCatalogue).flatMap(([form, definitions]) =>
  definitions.map((definition) => [`${form}.${definition.name}`, definition] as const),
);

/** The field checked alone, with its own condition (if any) switched on. */
function check(definition: FieldDefinition, value: unknown) {
  const values: Record<string, unknown> = { [definition.name]: value };
  if (typeof definition.required === 'object')
    values[definition.required.when] = [definition.required.equals].flat()[0];
  return validateField(definition, value, values, options);
}
const errorType = (definition: FieldDefinition, value: unknown) => {
  const result = check(definition, value);
  return result.ok ? 'ok' : result.type;
};

describe('the catalogue', () => {
  it('has the forms of spec section 3', () => {
    expect(Object.keys(formCatalogue)).toEqual([
      'person',
      'address',
      'bankConnection',
      'contract',
      'reminder',
      'authorityContact',
      'damageReport',
      'enquiry',
      'contactRequest',
      'adviserLocation',
      'contactValue',
      'others',
    ]);
  });

  it.each(Object.entries(formCatalogue))(
    '%s has unique names, known types and conditions on its own fields',
    (_form, definitions) => {
      const names = definitions.map((definition) => definition.name);
      expect(new Set(names).size).toBe(names.length);
      for (const definition of definitions) {
        expect(FIELD_TYPES).toContain(definition.type);
        expect(definition.title.trim()).not.toBe('');
        if (typeof definition.required === 'object') expect(names).toContain(definition.required.when);
        if (typeof definition.format === 'object') expect(names).toContain(definition.format.when);
        if (definition.options) {
          const values = definition.options.map((option) => option.value);
          expect(new Set(values).size).toBe(values.length);
        }
        if (definition.default !== undefined && definition.default !== null) {
          expect(validateField(definition, definition.default, {}, options).ok).toBe(true);
        }
      }
    },
  );

  it('looks fields up by name', () => {
    expect(fieldByName(formCatalogue.person, 'gender')?.default).toBe('m');
    expect(fieldByName(formCatalogue.person, 'nope')).toBeUndefined();
  });

  it('accepts an empty body exactly when no field is required unconditionally', () => {
    for (const definitions of Object.values(formCatalogue)) {
      const required = definitions
        .filter((definition) => definition.required === true)
        .map((definition) => definition.name);
      expect(Object.keys(validateForm(definitions, {}, options))).toEqual(required);
    }
  });
});

describe.each(entries)('%s enforces its bounds', (_key, definition) => {
  const plainText =
    definition.type === 'textfield' || definition.type === 'textarea' ? !definition.format : false;

  it('required', () => {
    expect(errorType(definition, '')).toBe(definition.required ? 'Required' : 'ok');
  });

  if (plainText && definition.minLength) {
    const min = definition.minLength;
    it(`minLength ${min}`, () => {
      expect(errorType(definition, 'x'.repeat(min))).toBe('ok');
      if (min > 1) expect(errorType(definition, 'x'.repeat(min - 1))).toBe('MinLengthErr');
    });
  }

  if (plainText && definition.maxLength !== undefined) {
    const max = definition.maxLength;
    it(`maxLength ${max}`, () => {
      expect(errorType(definition, 'x'.repeat(max))).toBe('ok');
      expect(errorType(definition, 'x'.repeat(max + 1))).toBe('MaxLengthErr');
    });
  }

  if (typeof definition.min === 'number') {
    const min = definition.min;
    const below = definition.decimals === 0 ? min - 1 : min - 0.01;
    it(`min ${min}`, () => {
      expect(errorType(definition, min)).toBe('ok');
      expect(errorType(definition, below)).toBe('MinErr');
    });
  }

  if (typeof definition.max === 'number') {
    const max = definition.max;
    const above = definition.decimals === 0 ? max + 1 : max + 0.01;
    it(`max ${max}`, () => {
      expect(errorType(definition, max)).toBe('ok');
      expect(errorType(definition, String(above).replace('.', ','))).toBe('MaxErr');
    });
  }

  if (definition.decimals !== undefined) {
    const decimals = definition.decimals;
    const base = typeof definition.min === 'number' ? definition.min : 0;
    it(`decimals ${decimals}`, () => {
      expect(errorType(definition, `${base},${'1'.repeat(decimals + 1)}`)).toBe('AmountErr');
      if (decimals > 0) expect(errorType(definition, `${base},${'1'.repeat(decimals)}`)).toBe('ok');
    });
  }

  if (definition.options) {
    const values = definition.options.map((option) => option.value);
    it(`options ${values.join('|')}`, () => {
      for (const value of values) expect(check(definition, value)).toEqual({ ok: true, value });
      expect(errorType(definition, 'kein-eintrag')).toBe('OptionErr');
    });
  }

  if (definition.type === 'date') {
    it(`date bounds min ${definition.min ?? '-'} max ${definition.max ?? '-'}`, () => {
      expect(errorType(definition, '2025-02-30')).toBe('DateErr');
      if (typeof definition.min === 'string') {
        const min = resolveDateBound(definition.min, TEST_NOW);
        expect(errorType(definition, min)).toBe('ok');
        const before = new Date(Date.parse(min) - 86_400_000).toISOString().slice(0, 10);
        expect(errorType(definition, before)).toBe(
          definition.min === 'morgen' ? 'DateMinErrMorgen' : 'DateMinErrToday',
        );
      }
      if (typeof definition.max === 'string') {
        const max = resolveDateBound(definition.max, TEST_NOW);
        expect(errorType(definition, max)).toBe('ok');
        const after = new Date(Date.parse(max) + 86_400_000).toISOString().slice(0, 10);
        expect(errorType(definition, after)).toBe('DateMaxErrToday');
      }
      if (definition.min === undefined && definition.max === undefined) {
        expect(errorType(definition, '1900-01-01')).toBe('ok');
        expect(errorType(definition, '2100-12-31')).toBe('ok');
      }
    });
  }

  if (definition.type === 'checkbox') {
    it('checkbox values', () => {
      for (const value of ['0', '1', true, false]) expect(errorType(definition, value)).toBe('ok');
      expect(errorType(definition, 'on')).toBe('TypeErr');
    });
  }
});
