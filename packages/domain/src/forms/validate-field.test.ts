import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './field-definition';
import { type FieldResult, TEXT_HARD_MAX_LENGTH, validateField } from './validate-field';

const now = new Date('2025-06-15T10:00:00Z');
const options = { now };
const REQUIRED = 'Dieses Feld ist ein Pflichtfeld.';

function check(
  definition: FieldDefinition,
  value: unknown,
  values: Record<string, unknown> = {},
): FieldResult {
  return validateField(definition, value, { ...values, [definition.name]: value }, options);
}
const accepts = (
  definition: FieldDefinition,
  value: unknown,
  expected: unknown,
  values?: Record<string, unknown>,
) => expect(check(definition, value, values)).toEqual({ ok: true, value: expected });
const rejects = (
  definition: FieldDefinition,
  value: unknown,
  type: string,
  message?: string,
  values?: Record<string, unknown>,
) => {
  const result = check(definition, value, values);
  expect(result).toMatchObject({ ok: false, type });
  if (message !== undefined) expect(result).toMatchObject({ message });
};

describe('required and empty values', () => {
  const types = [
    'textfield',
    'numfield',
    'email',
    'textarea',
    'date',
    'dropdown',
    'radio',
    'password',
    'range',
    'time',
    'iban',
  ] as const;
  it.each(types)('%s: empty is null when optional and required when required', (type) => {
    const definition: FieldDefinition = {
      name: 'f',
      title: 'F',
      type,
      options: [{ value: 'a', label: 'A' }],
    };
    for (const empty of [undefined, null, '', ...(type === 'password' ? [] : ['   '])]) {
      accepts(definition, empty, null);
      rejects({ ...definition, required: true }, empty, 'Required', REQUIRED);
    }
  });

  it('takes conditional required from the other values', () => {
    const definition: FieldDefinition = {
      name: 'nr',
      title: 'Nr',
      type: 'textfield',
      required: { when: 'art', equals: 'telefon' },
    };
    rejects(definition, '', 'Required', REQUIRED, { art: 'telefon' });
    accepts(definition, '', null, { art: 'email' });
  });

  it('treats a password of spaces as a value', () => {
    accepts({ name: 'p', title: 'P', type: 'password', required: true }, '   ', '   ');
  });
});

describe('text types', () => {
  const text: FieldDefinition = {
    name: 'name',
    title: 'Name',
    type: 'textfield',
    minLength: 2,
    maxLength: 5,
  };
  it.each([
    ['ab', 'ab'],
    ['  ab  ', 'ab'],
    ['abcde', 'abcde'],
    ['äöüßé', 'äöüßé'],
    ['👍👍', '👍👍'],
    [12, '12'],
  ])('accepts %j', (value, expected) => accepts(text, value, expected));

  it.each([
    ['a', 'MinLengthErr', 'Bitte gib mindestens 2 Zeichen ein.'],
    [' a ', 'MinLengthErr', 'Bitte gib mindestens 2 Zeichen ein.'],
    ['abcdef', 'MaxLengthErr', 'Bitte gib höchstens 5 Zeichen ein.'],
    [true, 'TypeErr', 'Der Wert ist ungültig.'],
    [{}, 'TypeErr', undefined],
    [['ab'], 'TypeErr', undefined],
    [Number.NaN, 'TypeErr', undefined],
  ])('rejects %j (%s)', (value, type, message) => rejects(text, value, type, message));

  it('caps text without maxLength', () => {
    const area: FieldDefinition = { name: 'a', title: 'A', type: 'textarea' };
    accepts(area, 'x'.repeat(TEXT_HARD_MAX_LENGTH), 'x'.repeat(TEXT_HARD_MAX_LENGTH));
    rejects(area, 'x'.repeat(TEXT_HARD_MAX_LENGTH + 1), 'MaxLengthErr');
    rejects(area, 12, 'TypeErr');
  });

  it('keeps a password untrimmed and checks its length', () => {
    const password: FieldDefinition = {
      name: 'p',
      title: 'P',
      type: 'password',
      minLength: 8,
      maxLength: 50,
    };
    accepts(password, ' Secret1! ', ' Secret1! ');
    rejects(password, 'Kurz1!', 'MinLengthErr');
  });
});

describe('formats of text fields', () => {
  it('checks e-mail fields with EmailErr', () => {
    const email: FieldDefinition = { name: 'email', title: 'E-Mail', type: 'email' };
    accepts(email, ' max@example.com ', 'max@example.com');
    for (const bad of ['max', 'max@example', 'max@example.c', 'a b@example.com'])
      rejects(email, bad, 'EmailErr', 'Bitte gib eine gültige E-Mail-Adresse ein.');
    rejects(email, 12, 'TypeErr');
  });

  it('checks phone numbers (any) and mobile numbers, stored in E.164', () => {
    const phone: FieldDefinition = { name: 'phone', title: 'Telefon', type: 'textfield', format: 'phone' };
    const mobile: FieldDefinition = { name: 'mobil', title: 'Mobil', type: 'textfield', format: 'mobile' };
    accepts(phone, '0221 1234567', '+492211234567');
    accepts(phone, '0171 1234567', '+491711234567');
    rejects(phone, '12', 'PhoneErr', 'Keine gültige Telefonnummer.');
    accepts(mobile, '0171 1234567', '+491711234567');
    rejects(mobile, '0221 1234567', 'MobileErr', 'Keine gültige Mobilnummer.');
    expect(validateField(phone, '01 5123456', {}, { now, phoneCountry: 'AT' })).toEqual({
      ok: true,
      value: '+4315123456',
    });
  });

  it('checks a BIC', () => {
    const bic: FieldDefinition = { name: 'bic', title: 'BIC', type: 'textfield', format: 'bic' };
    accepts(bic, 'coba de ff', 'COBADEFF');
    rejects(bic, 'COBA', 'BicErr', 'Bitte gib eine gültige BIC ein.');
  });

  it('picks the format by another field', () => {
    const val: FieldDefinition = {
      name: 'val',
      title: 'Wert',
      type: 'textfield',
      format: { when: 'typ', cases: { Telefon: 'phone', Mobil: 'mobile', 'E-Mail': 'email' } },
    };
    accepts(val, 'max@example.com', 'max@example.com', { typ: 'E-Mail' });
    rejects(val, 'max@example.com', 'PhoneErr', undefined, { typ: 'Telefon' });
    rejects(val, '0221 1234567', 'MobileErr', undefined, { typ: 'Mobil' });
    accepts(val, 'anything', 'anything', {});
  });
});

describe('numeric types', () => {
  const amount: FieldDefinition = {
    name: 'a',
    title: 'A',
    type: 'numfield_hasrange',
    min: 0,
    max: 10_000,
    step: 100,
    decimals: 2,
    unit: '€',
  };
  it.each<[unknown, number]>([
    ['0', 0],
    ['1.234,56', 1234.56],
    ['1234,5', 1234.5],
    ['1234.56', 1234.56],
    ['10.000', 10_000],
    [250, 250],
    ['99,99', 99.99],
  ])('accepts %j as %d (step is a control hint, not a rule)', (value, expected) =>
    accepts(amount, value, expected),
  );

  it.each<[unknown, string, string]>([
    ['1,234', 'AmountErr', 'Gebe eine gültige Zahl mit maximal 2 Nachkommastellen ein.'],
    ['abc', 'AmountErr', 'Gebe eine gültige Zahl mit maximal 2 Nachkommastellen ein.'],
    ['-0,01', 'MinErr', 'Der Wert muss mindestens 0 € betragen.'],
    ['10000,01', 'MaxErr', 'Der Wert darf höchstens 10.000 € betragen.'],
    [999_999_999, 'MaxErr', 'Der Wert darf höchstens 10.000 € betragen.'],
    [true, 'TypeErr', 'Der Wert ist ungültig.'],
  ])('rejects %j (%s)', (value, type, message) => rejects(amount, value, type, message));

  it('defaults to 2 decimals and takes decimals 0 as whole numbers', () => {
    const plain: FieldDefinition = { name: 'n', title: 'N', type: 'numfield' };
    accepts(plain, '12,34', 12.34);
    rejects(plain, '12,345', 'AmountErr');
    const count: FieldDefinition = {
      name: 'k',
      title: 'K',
      type: 'numfield',
      min: 0,
      max: 20,
      step: 1,
      decimals: 0,
    };
    accepts(count, '20', 20);
    rejects(count, '2,5', 'AmountErr', 'Gebe eine gültige ganze Zahl ein.');
    rejects(count, '21', 'MaxErr', 'Der Wert darf höchstens 20 betragen.');
  });

  it('accepts the unlimited sentinel beyond max for numfield_unbegrenzt and unlimited fields', () => {
    const unlimited: FieldDefinition = {
      name: 'u',
      title: 'U',
      type: 'numfield_unbegrenzt',
      min: 0,
      max: 1000,
    };
    accepts(unlimited, 999_999_999, 999_999_999);
    accepts(unlimited, '999999999', 999_999_999);
    accepts(unlimited, '999.999.999', 999_999_999);
    accepts(unlimited, '500', 500);
    rejects(unlimited, '1001', 'MaxErr');
    rejects(unlimited, '999999998', 'MaxErr');
    accepts({ name: 'u', title: 'U', type: 'numfield', max: 10, unlimited: true }, 999_999_999, 999_999_999);
  });

  it('range takes numbers like numfield', () => {
    const range: FieldDefinition = {
      name: 'r',
      title: 'R',
      type: 'range',
      min: 0,
      max: 100,
      decimals: 0,
      unit: '%',
    };
    accepts(range, 50, 50);
    rejects(range, 101, 'MaxErr', 'Der Wert darf höchstens 100 % betragen.');
  });
});

describe('choice types', () => {
  const options = [
    { value: '12', label: 'monatlich' },
    { value: '1', label: 'jährlich' },
  ];
  it.each(['dropdown', 'radio', 'radio_switch_toggle'] as const)('%s accepts only option values', (type) => {
    const definition: FieldDefinition = { name: 'z', title: 'Z', type, options };
    accepts(definition, '12', '12');
    accepts(definition, 12, '12');
    accepts(definition, ' 1 ', '1');
    for (const bad of ['monatlich', '13', '01', 'x'])
      rejects(definition, bad, 'OptionErr', 'Bitte wähle einen der angebotenen Einträge aus.');
    rejects(definition, true, 'TypeErr');
    rejects({ ...definition, options: undefined }, '12', 'OptionErr');
  });
});

describe('checkbox', () => {
  const box: FieldDefinition = { name: 'c', title: 'C', type: 'checkbox' };
  it.each<[unknown, string]>([
    ['1', '1'],
    [true, '1'],
    [1, '1'],
    ['0', '0'],
    [false, '0'],
    [0, '0'],
    ['', '0'],
    [undefined, '0'],
    [null, '0'],
  ])('accepts %j as %j', (value, expected) => accepts(box, value, expected));

  it.each(['2', 'true', 'on', 'yes', 2, {}, []])('rejects %j', (value) => rejects(box, value, 'TypeErr'));

  it('a required checkbox must be ticked', () => {
    rejects({ ...box, required: true }, '0', 'Required', REQUIRED);
    accepts({ ...box, required: true }, true, '1');
  });
});

describe('date', () => {
  it('checks ISO dates and the bounds for now in Berlin', () => {
    const birth: FieldDefinition = { name: 'd', title: 'D', type: 'date', max: 'today' };
    accepts(birth, '2025-06-15', '2025-06-15');
    rejects(birth, '2025-06-16', 'DateMaxErrToday', 'Das Datum darf nicht in der Zukunft liegen.');
    rejects(birth, '15.06.2025', 'DateErr');
    rejects(birth, 20250615, 'TypeErr');
    const reminder: FieldDefinition = { name: 'd', title: 'D', type: 'date', min: 'morgen' };
    accepts(reminder, '2025-06-16', '2025-06-16');
    rejects(reminder, '2025-06-15', 'DateMinErrMorgen', 'Das Datum muss frühestens morgen sein.');
    const future: FieldDefinition = { name: 'd', title: 'D', type: 'date', min: 'today' };
    rejects(future, '2025-06-14', 'DateMinErrToday', 'Das Datum darf nicht in der Vergangenheit liegen.');
  });
});

describe('time and iban', () => {
  it('checks times', () => {
    const time: FieldDefinition = { name: 't', title: 'T', type: 'time' };
    accepts(time, '9:05', '09:05');
    rejects(time, '25:00', 'TimeErr', 'Gebe eine gültige Uhrzeit ein.');
    rejects(time, 905, 'TypeErr');
  });

  it('checks and normalises IBANs', () => {
    const iban: FieldDefinition = { name: 'iban', title: 'IBAN', type: 'iban', required: true };
    accepts(iban, 'de89 3704 0044 0532 0130 00', 'DE89370400440532013000');
    rejects(iban, 'DE88 3704 0044 0532 0130 00', 'IbanErr', 'Bitte gebe eine gültige IBAN ein.');
    rejects(iban, '', 'Required', REQUIRED);
    accepts({ ...iban, required: false }, '', null);
  });
});

describe('hidden', () => {
  const hidden: FieldDefinition = { name: 'h', title: 'H', type: 'hidden', required: true, maxLength: 1 };
  it('checks the type only', () => {
    accepts(hidden, undefined, null);
    accepts(hidden, 'anything at all', 'anything at all');
    accepts(hidden, 42, 42);
    accepts(hidden, true, '1');
    rejects(hidden, {}, 'TypeErr');
    rejects(hidden, [1], 'TypeErr');
    rejects(hidden, Number.POSITIVE_INFINITY, 'TypeErr');
  });
});
