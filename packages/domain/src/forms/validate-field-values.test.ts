import { describe, it } from 'vitest';
import type { FieldDefinition } from './field-definition';
import { accepts, REQUIRED, rejects } from './validate-field.fixtures';

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
