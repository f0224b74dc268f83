import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './field-definition';
import { TEXT_HARD_MAX_LENGTH, validateField } from './validate-field';
import { accepts, now, REQUIRED, rejects } from './validate-field.fixtures';

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

describe('text the database cannot hold', () => {
  it.each(['textfield', 'textarea', 'email', 'password'] as const)(
    '%s refuses NUL and a lone surrogate as an invalid value, keeps emoji',
    (type) => {
      const definition: FieldDefinition = { name: 'f', title: 'F', type };
      for (const value of ['a\u0000b', 'x\ud800y', '\udc00'])
        expect(validateField(definition, value, {}, { now })).toMatchObject({
          ok: false,
          type: 'TypeErr',
          message: 'Der Wert ist ungültig.',
        });
      if (type === 'textfield' || type === 'textarea')
        expect(validateField(definition, 'Müller 😀', {}, { now })).toMatchObject({ ok: true });
    },
  );
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
