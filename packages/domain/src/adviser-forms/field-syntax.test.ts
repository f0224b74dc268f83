import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, type FieldDefinition } from '../forms/field-definition';
import { templateErrorTexts as texts } from '../texts/form-templates';
import {
  FieldSyntaxError,
  parseFieldLine,
  splitUnescaped,
  TEMPLATE_FIELD_TYPES,
  unescapeField,
} from './field-syntax';
import { isInputField } from './form-template';

const KNOWN_TYPES = TEMPLATE_FIELD_TYPES.join(', ');
const KNOWN_PARAMETERS =
  'optionen, min, max, minlaenge, maxlaenge, schritt, dezimalstellen, einheit, standard';
const NUMERIC_TYPES = ['numfield', 'numfield_hasrange', 'numfield_unbegrenzt', 'range'] as const;
const CHOICE_TYPES = ['dropdown', 'radio', 'radio_switch_toggle'] as const;

/** The message a field line is refused with (fails the test when the line parses or throws otherwise). */
function errorOf(line: string): string {
  try {
    parseFieldLine(line);
  } catch (error) {
    if (error instanceof FieldSyntaxError) return error.message;
    throw error;
  }
  throw new Error(`The line was accepted: ${line}`);
}

/** A field line that must parse to one of the engine's fields (not sign or today). */
function inputOf(line: string): FieldDefinition {
  const field = parseFieldLine(line);
  if (!isInputField(field)) throw new Error(`Not an input field: ${line}`);
  return field;
}

/** Escapes every character the grammar reserves, as an adviser would write it. */
const escapeText = (text: string) => text.replace(/[\\|;,:={}]/g, (char) => `\\${char}`);

describe('TEMPLATE_FIELD_TYPES', () => {
  it("is every engine type except 'password', plus sign and today", () => {
    expect([...TEMPLATE_FIELD_TYPES]).toEqual([
      ...FIELD_TYPES.filter((type) => type !== 'password'),
      'sign',
      'today',
    ]);
    expect(TEMPLATE_FIELD_TYPES).not.toContain('password');
  });
});

describe('parseFieldLine: types', () => {
  const plainTypes = TEMPLATE_FIELD_TYPES.filter(
    (type) =>
      !(CHOICE_TYPES as readonly string[]).includes(type) &&
      !['textfield', 'textarea', 'sign', 'today'].includes(type),
  );

  it.each(plainTypes)('reads a %s field with title, name and type only', (type) => {
    expect(parseFieldLine(`{{ Feld | feld | ${type} }}`)).toEqual({ name: 'feld', title: 'Feld', type });
  });

  it('gives a textfield the default maximum length 255 and a textarea 5000', () => {
    expect(parseFieldLine('{{ Name | name | textfield }}')).toEqual({
      name: 'name',
      title: 'Name',
      type: 'textfield',
      maxLength: 255,
    });
    expect(parseFieldLine('{{ Notiz | notiz | textarea }}')).toEqual({
      name: 'notiz',
      title: 'Notiz',
      type: 'textarea',
      maxLength: 5000,
    });
  });

  it('keeps an explicit maxlaenge instead of the default', () => {
    expect(inputOf('{{ Name | name | textfield | | | maxlaenge=40 }}').maxLength).toBe(40);
    expect(inputOf('{{ Notiz | notiz | textarea | | | maxlaenge=10000 }}').maxLength).toBe(10000);
    expect(parseFieldLine('{{ Notiz | notiz | textarea | | | minlaenge=3 }}')).toMatchObject({
      minLength: 3,
      maxLength: 5000,
    });
  });

  it('gives other types no maximum length', () => {
    expect(parseFieldLine('{{ Mail | mail | email }}')).not.toHaveProperty('maxLength');
  });

  it.each(CHOICE_TYPES)('reads a %s field with its options', (type) => {
    expect(parseFieldLine(`{{ Art | art | ${type} | | | optionen=a:Erste, b:Zweite }}`)).toEqual({
      name: 'art',
      title: 'Art',
      type,
      options: [
        { value: 'a', label: 'Erste' },
        { value: 'b', label: 'Zweite' },
      ],
    });
  });

  it('reads a sign field, optional unless pflicht', () => {
    expect(parseFieldLine('{{ Unterschrift | unterschrift | sign }}')).toEqual({
      type: 'sign',
      name: 'unterschrift',
      title: 'Unterschrift',
      required: false,
    });
    expect(parseFieldLine('{{ Unterschrift | unterschrift | sign | optional }}')).toMatchObject({
      required: false,
    });
    expect(parseFieldLine('{{ Unterschrift | unterschrift | sign | pflicht }}')).toEqual({
      type: 'sign',
      name: 'unterschrift',
      title: 'Unterschrift',
      required: true,
    });
  });

  it('refuses a conditionally required sign field', () => {
    expect(errorOf('{{ Unterschrift | unterschrift | sign | pflicht wenn art = a }}')).toBe(
      texts.signNotConditional,
    );
  });

  it('reads a today field', () => {
    expect(parseFieldLine('{{ Datum | datum | today }}')).toEqual({
      type: 'today',
      name: 'datum',
      title: 'Datum',
    });
  });

  it('refuses the password type and unknown types, listing the allowed ones', () => {
    expect(errorOf('{{ Passwort | passwort | password }}')).toBe(texts.badType('password', KNOWN_TYPES));
    expect(errorOf('{{ Feld | feld | text }}')).toBe(texts.badType('text', KNOWN_TYPES));
    expect(errorOf('{{ Feld | feld | Textfield }}')).toBe(texts.badType('Textfield', KNOWN_TYPES));
    expect(errorOf('{{ Feld | feld |  }}')).toBe(texts.badType('', KNOWN_TYPES));
  });
});

describe('parseFieldLine: the required part', () => {
  it("reads '' and 'optional' as not required", () => {
    expect(parseFieldLine('{{ Feld | feld | email | }}')).not.toHaveProperty('required');
    expect(parseFieldLine('{{ Feld | feld | email |   }}')).not.toHaveProperty('required');
    expect(parseFieldLine('{{ Feld | feld | email | optional }}')).not.toHaveProperty('required');
  });

  it("reads 'pflicht' as required", () => {
    expect(inputOf('{{ Feld | feld | email | pflicht }}').required).toBe(true);
  });

  it("reads 'pflicht wenn feld = a' as a condition on one value", () => {
    expect(inputOf('{{ Feld | feld | email | pflicht wenn art = a }}').required).toEqual({
      when: 'art',
      equals: 'a',
    });
    expect(inputOf('{{ Feld | feld | email | pflicht  wenn  art=a }}').required).toEqual({
      when: 'art',
      equals: 'a',
    });
  });

  it("reads 'pflicht wenn feld = a, b' as a condition on several values", () => {
    expect(inputOf('{{ Feld | feld | email | pflicht wenn art = a, b }}').required).toEqual({
      when: 'art',
      equals: ['a', 'b'],
    });
    expect(inputOf('{{ Feld | feld | email | pflicht wenn art = a,b ,c }}').required).toEqual({
      when: 'art',
      equals: ['a', 'b', 'c'],
    });
  });

  it('resolves escapes in condition values', () => {
    expect(inputOf('{{ Feld | feld | email | pflicht wenn art = a\\,b, c\\|d }}').required).toEqual({
      when: 'art',
      equals: ['a,b', 'c|d'],
    });
  });

  it.each([
    'Pflicht',
    'ja',
    'required',
    'pflicht wenn',
    'pflicht wenn art',
    'pflicht wenn art =',
    'pflicht wenn = a',
    'pflichtwenn art = a',
  ])('refuses the required text %j', (required) => {
    expect(errorOf(`{{ Feld | feld | email | ${required} }}`)).toBe(texts.badRequired(required));
  });

  it('refuses an empty value in a condition', () => {
    expect(errorOf('{{ Feld | feld | email | pflicht wenn art = a, }}')).toBe(
      texts.badRequired('pflicht wenn art = a,'),
    );
    expect(errorOf('{{ Feld | feld | email | pflicht wenn art = a, , b }}')).toBe(
      texts.badRequired('pflicht wenn art = a, , b'),
    );
  });

  it('refuses a condition on an invalid field name', () => {
    expect(errorOf('{{ Feld | feld | email | pflicht wenn 1art = a }}')).toBe(texts.badName('1art'));
    expect(errorOf('{{ Feld | feld | email | pflicht wenn art-x = a }}')).toBe(texts.badName('art-x'));
  });
});

describe('parseFieldLine: escapes', () => {
  it.each([
    ['\\|', '|'],
    ['\\;', ';'],
    ['\\,', ','],
    ['\\:', ':'],
    ['\\=', '='],
    ['\\{', '{'],
    ['\\}', '}'],
    ['\\\\', '\\'],
  ])('reads %s in a title and placeholder as %s', (escaped, char) => {
    expect(parseFieldLine(`{{ A${escaped}B | feld | email | | x${escaped}y }}`)).toEqual({
      name: 'feld',
      title: `A${char}B`,
      type: 'email',
      placeholder: `x${char}y`,
    });
  });

  it('keeps an escaped separator inside its part', () => {
    expect(parseFieldLine('{{ Ja \\| Nein | feld | email }}').title).toBe('Ja | Nein');
    expect(inputOf('{{ Feld | feld | numfield | | | einheit=€\\;m }}').unit).toBe('€;m');
    expect(inputOf('{{ Feld | feld | numfield | | | einheit=a\\=b }}').unit).toBe('a=b');
  });

  it('refuses a backslash before another character, or at the end', () => {
    expect(errorOf('{{ A\\nB | feld | email }}')).toBe(texts.badEscape);
    expect(errorOf('{{ A\\ B | feld | email }}')).toBe(texts.badEscape);
    expect(errorOf('{{ Feld | feld | email | | Platz\\halter }}')).toBe(texts.badEscape);
    expect(errorOf('{{ Feld | feld | email | | x\\}}')).toBe(texts.badEscape);
  });

  it('keeps any title and placeholder through escape and parse (property)', () => {
    const text = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
      .filter((value) => value.trim() === value && value !== '');
    fc.assert(
      fc.property(text, text, (title, placeholder) => {
        const field = parseFieldLine(
          `{{ ${escapeText(title)} | feld | textfield | | ${escapeText(placeholder)} }}`,
        );
        expect(field).toEqual({ name: 'feld', title, type: 'textfield', placeholder, maxLength: 255 });
      }),
    );
  });

  it('keeps any option value and label through escape and parse (property)', () => {
    const text = fc
      .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 })
      .filter((value) => value.trim() === value && value !== '');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(text, text), { minLength: 1, maxLength: 5, selector: ([value]) => value }),
        (options) => {
          const written = options
            .map(([value, label]) => `${escapeText(value)}:${escapeText(label)}`)
            .join(', ');
          const field = inputOf(`{{ Wahl | wahl | dropdown | | | optionen=${written} }}`);
          expect(field.options).toEqual(options.map(([value, label]) => ({ value, label })));
        },
      ),
    );
  });
});

describe('parseFieldLine: parameters', () => {
  it('reads options with value:label and bare labels', () => {
    expect(inputOf('{{ Art | art | radio | | | optionen=tel:Telefon, E-Mail ,brief: }}').options).toEqual([
      { value: 'tel', label: 'Telefon' },
      { value: 'E-Mail', label: 'E-Mail' },
      { value: 'brief', label: 'brief' },
    ]);
  });

  it('splits an option at its first unescaped colon', () => {
    expect(inputOf('{{ Zeit | zeit | dropdown | | | optionen=a:8:00 Uhr, b:9\\:00 Uhr }}').options).toEqual([
      { value: 'a', label: '8:00 Uhr' },
      { value: 'b', label: '9:00 Uhr' },
    ]);
    expect(inputOf('{{ Zeit | zeit | dropdown | | | optionen=8\\:00:Früh }}').options).toEqual([
      { value: '8:00', label: 'Früh' },
    ]);
  });

  it.each(CHOICE_TYPES)('refuses a %s field without options', (type) => {
    expect(errorOf(`{{ Art | art | ${type} }}`)).toBe(texts.optionsRequired(type));
    expect(errorOf(`{{ Art | art | ${type} | | | optionen= }}`)).toBe(texts.optionsRequired(type));
  });

  it('refuses a duplicate option value', () => {
    expect(errorOf('{{ Art | art | dropdown | | | optionen=a:Eins, b:Zwei, a:Drei }}')).toBe(
      texts.duplicateOption('a'),
    );
    expect(errorOf('{{ Art | art | dropdown | | | optionen=Ja, Ja }}')).toBe(texts.duplicateOption('Ja'));
  });

  it('refuses an option without a value', () => {
    expect(errorOf('{{ Art | art | dropdown | | | optionen=a, , b }}')).toBe(
      texts.badParameter('optionen=a, , b'),
    );
    expect(errorOf('{{ Art | art | dropdown | | | optionen=:Leer }}')).toBe(
      texts.badParameter('optionen=:Leer'),
    );
  });

  it.each(NUMERIC_TYPES)('reads min, max, schritt, dezimalstellen and einheit of a %s field', (type) => {
    expect(
      parseFieldLine(
        `{{ Betrag | betrag | ${type} | | | min=0; max=1000,5; schritt=0.5; dezimalstellen=1; einheit=€ }}`,
      ),
    ).toEqual({
      name: 'betrag',
      title: 'Betrag',
      type,
      min: 0,
      max: 1000.5,
      step: 0.5,
      decimals: 1,
      unit: '€',
    });
  });

  it('reads negative and decimal numeric bounds', () => {
    expect(parseFieldLine('{{ T | t | numfield | | | min=-10,25; max=+3 }}')).toMatchObject({
      min: -10.25,
      max: 3,
    });
  });

  it.each(['abc', '1.000,5', '0x10', '1e3', 'Infinity', '1,', ',5', '1 000'])(
    'refuses the number %j',
    (value) => {
      expect(errorOf(`{{ T | t | numfield | | | min=${value} }}`)).toBe(texts.badNumber('min', value));
      expect(errorOf(`{{ T | t | range | | | schritt=${value} }}`)).toBe(texts.badNumber('schritt', value));
    },
  );

  it('refuses an empty number', () => {
    expect(errorOf('{{ T | t | numfield | | | max= }}')).toBe(texts.badNumber('max', ''));
  });

  it("reads date bounds 'heute', 'morgen' and ISO dates", () => {
    expect(parseFieldLine('{{ D | d | date | | | min=heute; max=2030-12-31 }}')).toEqual({
      name: 'd',
      title: 'D',
      type: 'date',
      min: 'today',
      max: '2030-12-31',
    });
    expect(inputOf('{{ D | d | date | | | min=morgen }}').min).toBe('morgen');
    expect(inputOf('{{ D | d | date | | | max=2024-02-29 }}').max).toBe('2024-02-29');
  });

  it.each(['today', 'gestern', '31.12.2030', '2023-02-29', '2030-1-1', '5'])(
    'refuses the date bound %j',
    (value) => {
      expect(errorOf(`{{ D | d | date | | | max=${value} }}`)).toBe(texts.badDateBound('max', value));
    },
  );

  it('reads minlaenge and maxlaenge as whole numbers from 0', () => {
    expect(parseFieldLine('{{ T | t | textfield | | | minlaenge=0; maxlaenge=12 }}')).toMatchObject({
      minLength: 0,
      maxLength: 12,
    });
  });

  it.each([
    ['minlaenge', '-1'],
    ['maxlaenge', '2,5'],
    ['maxlaenge', '2.5'],
  ])('refuses %s=%s', (key, value) => {
    expect(errorOf(`{{ T | t | textfield | | | ${key}=${value} }}`)).toBe(texts.badWholeNumber(key, value));
  });

  it('refuses a length or decimals that is no number at all', () => {
    expect(errorOf('{{ T | t | textfield | | | maxlaenge=viel }}')).toBe(
      texts.badNumber('maxlaenge', 'viel'),
    );
    expect(errorOf('{{ T | t | numfield | | | dezimalstellen=-1 }}')).toBe(
      texts.badWholeNumber('dezimalstellen', '-1'),
    );
  });

  it('reads a default of any input type', () => {
    expect(inputOf('{{ T | t | textfield | | | standard=Hallo }}').default).toBe('Hallo');
    expect(inputOf('{{ T | t | hidden | | | standard=x }}').default).toBe('x');
    expect(inputOf('{{ T | t | numfield | | | standard=5 }}').default).toBe('5');
  });

  it('checks a default against the options', () => {
    expect(inputOf('{{ Art | art | radio | | | optionen=a:Eins, b:Zwei; standard=b }}').default).toBe('b');
    expect(errorOf('{{ Art | art | radio | | | optionen=a:Eins, b:Zwei; standard=Zwei }}')).toBe(
      texts.badDefault('Zwei'),
    );
  });

  it("accepts only '0' or '1' as a checkbox default", () => {
    expect(inputOf('{{ OK | ok | checkbox | | | standard=1 }}').default).toBe('1');
    expect(inputOf('{{ OK | ok | checkbox | | | standard=0 }}').default).toBe('0');
    expect(errorOf('{{ OK | ok | checkbox | | | standard=ja }}')).toBe(texts.badDefault('ja'));
    expect(errorOf('{{ OK | ok | checkbox | | | standard=true }}')).toBe(texts.badDefault('true'));
  });

  it('ignores blanks around parameters and empty entries', () => {
    expect(parseFieldLine('{{ T | t | numfield | | |  min = 1 ;; max=2; }}')).toMatchObject({
      min: 1,
      max: 2,
    });
    expect(parseFieldLine('{{ T | t | numfield | | Platz |  }}')).toEqual({
      name: 't',
      title: 'T',
      type: 'numfield',
      placeholder: 'Platz',
    });
  });

  it('refuses an unknown parameter, listing the known ones', () => {
    expect(errorOf('{{ T | t | textfield | | | laenge=5 }}')).toBe(
      texts.unknownParameter('laenge', KNOWN_PARAMETERS),
    );
    expect(errorOf('{{ T | t | textfield | | | Min=5 }}')).toBe(
      texts.unknownParameter('Min', KNOWN_PARAMETERS),
    );
  });

  it('refuses a parameter without a value part', () => {
    expect(errorOf('{{ T | t | textfield | | | maxlaenge }}')).toBe(texts.badParameter('maxlaenge'));
    expect(errorOf('{{ T | t | textfield | | | =5 }}')).toBe(texts.badParameter('=5'));
  });

  it('refuses a duplicate parameter', () => {
    expect(errorOf('{{ T | t | numfield | | | min=1; min=2 }}')).toBe(texts.duplicateParameter('min'));
  });

  it.each([
    ['optionen=a', 'textfield'],
    ['min=1', 'textfield'],
    ['max=1', 'email'],
    ['minlaenge=1', 'numfield'],
    ['maxlaenge=1', 'date'],
    ['schritt=1', 'date'],
    ['dezimalstellen=1', 'textarea'],
    ['einheit=€', 'textfield'],
    ['standard=x', 'sign'],
    ['standard=x', 'today'],
    ['min=1', 'sign'],
    ['optionen=a', 'checkbox'],
  ])('refuses %s for the type %s', (parameter, type) => {
    const key = parameter.split('=')[0] ?? '';
    expect(errorOf(`{{ T | t | ${type} | | | ${parameter} }}`)).toBe(texts.parameterNotForType(key, type));
  });
});

describe('parseFieldLine: title, name and parts', () => {
  it('trims title, name, type and placeholder', () => {
    expect(parseFieldLine('   {{   Vor name |  vorname  |  textfield | pflicht |  z. B. Max  }}  ')).toEqual({
      name: 'vorname',
      title: 'Vor name',
      type: 'textfield',
      required: true,
      placeholder: 'z. B. Max',
      maxLength: 255,
    });
    expect(parseFieldLine('{{A|a|email}}')).toEqual({ name: 'a', title: 'A', type: 'email' });
  });

  it('requires a title', () => {
    expect(errorOf('{{  | feld | email }}')).toBe(texts.noFieldTitle);
  });

  it('accepts a title of 255 characters and refuses 256, counting code points', () => {
    const emoji = '😀';
    expect(parseFieldLine(`{{ ${emoji.repeat(255)} | feld | email }}`).title).toBe(emoji.repeat(255));
    expect(errorOf(`{{ ${emoji.repeat(256)} | feld | email }}`)).toBe(texts.fieldTitleTooLong);
    expect(parseFieldLine(`{{ ${'a'.repeat(255)} | feld | email }}`).title).toHaveLength(255);
    expect(errorOf(`{{ ${'a'.repeat(256)} | feld | email }}`)).toBe(texts.fieldTitleTooLong);
  });

  it('accepts names of a letter then up to 63 letters, digits or underscores', () => {
    for (const name of ['a', 'Z', 'a1', 'vor_name', 'A_1_b', `a${'b'.repeat(63)}`])
      expect(parseFieldLine(`{{ Feld | ${name} | email }}`).name).toBe(name);
  });

  it.each(['', '1a', '_a', 'vor-name', 'vor name', 'straße', `a${'b'.repeat(64)}`])(
    'refuses the name %j',
    (name) => {
      expect(errorOf(`{{ Feld | ${name} | email }}`)).toBe(texts.badName(name));
    },
  );

  it('refuses fewer than three parts', () => {
    expect(errorOf('{{ Feld }}')).toBe(texts.parts);
    expect(errorOf('{{ Feld | feld }}')).toBe(texts.parts);
    expect(errorOf('{{}}')).toBe(texts.parts);
    expect(errorOf('{{ Feld \\| feld \\| email }}')).toBe(texts.parts);
  });

  it('accepts six parts and refuses more', () => {
    expect(parseFieldLine('{{ T | t | numfield | pflicht | P | min=1 }}')).toEqual({
      name: 't',
      title: 'T',
      type: 'numfield',
      required: true,
      placeholder: 'P',
      min: 1,
    });
    expect(errorOf('{{ T | t | numfield | pflicht | P | min=1 | x }}')).toBe(texts.tooManyParts);
  });

  it("refuses a field not closed with '}}'", () => {
    expect(errorOf('{{ Feld | feld | email')).toBe(texts.unclosed);
    expect(errorOf('{{ Feld | feld | email }')).toBe(texts.unclosed);
    expect(errorOf('{{ Feld | feld | email }} danach')).toBe(texts.unclosed);
    expect(errorOf('{{}')).toBe(texts.unclosed);
  });

  it("refuses a line that does not start with '{{'", () => {
    expect(errorOf('Feld | feld | email }}')).toBe(texts.parts);
  });

  it('reports the first problem of a line in reading order', () => {
    expect(errorOf('{{  | 1feld | kaputt }}')).toBe(texts.noFieldTitle);
    expect(errorOf('{{ Feld | 1feld | kaputt }}')).toBe(texts.badName('1feld'));
    expect(errorOf('{{ Feld | feld | kaputt | ja }}')).toBe(texts.badType('kaputt', KNOWN_TYPES));
  });
});

describe('splitUnescaped', () => {
  it('splits at unescaped separators and keeps escapes', () => {
    expect(splitUnescaped('a|b\\|c|d', '|')).toEqual(['a', 'b\\|c', 'd']);
    expect(splitUnescaped('a\\\\|b', '|')).toEqual(['a\\\\', 'b']);
    expect(splitUnescaped('', '|')).toEqual(['']);
    expect(splitUnescaped('|', '|')).toEqual(['', '']);
    expect(splitUnescaped('a\\', '|')).toEqual(['a\\']);
  });

  it('stops splitting at the limit', () => {
    expect(splitUnescaped('a=b=c', '=', 2)).toEqual(['a', 'b=c']);
    expect(splitUnescaped('a\\=b=c=d', '=', 2)).toEqual(['a\\=b', 'c=d']);
    expect(splitUnescaped('a=b', '=', 1)).toEqual(['a=b']);
  });

  it('joins back to the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '|', '\\', ' ') }), (text) => {
        const parts = splitUnescaped(text, '|');
        expect(parts.join('|')).toBe(text);
      }),
    );
  });
});

describe('unescapeField', () => {
  it('resolves every escape the grammar knows', () => {
    expect(unescapeField('\\|\\;\\,\\:\\=\\{\\}\\\\')).toBe('|;,:={}\\');
    expect(unescapeField('plain text')).toBe('plain text');
  });

  it('refuses any other escape and a trailing backslash', () => {
    for (const text of ['\\n', '\\a', '\\ ', 'end\\'])
      expect(() => unescapeField(text)).toThrow(new FieldSyntaxError(texts.badEscape));
  });

  it('undoes escaping (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(unescapeField(escapeText(text))).toBe(text);
      }),
    );
  });
});
