import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationTexts } from '../texts/validation';
import { decimalPlaces, formatAmount, formatNumber, parseAmount } from './amount';

describe('parseAmount', () => {
  it.each<[string | number, number]>([
    ['1.234,56', 1234.56],
    ['1234,5', 1234.5],
    ['1234.56', 1234.56],
    ['1234.5', 1234.5],
    ['1234', 1234],
    ['0', 0],
    ['0,01', 0.01],
    ['0,1', 0.1],
    [' 12,30 ', 12.3],
    ['1.234', 1234],
    ['1.234.567,89', 1234567.89],
    ['12.345.678', 12345678],
    ['10000', 10000],
    ['-12,5', -12.5],
    ['-0', 0],
    ['007', 7],
    ['999999999', 999999999],
    [1234.56, 1234.56],
    [0.1, 0.1],
    [10, 10],
    [-3.5, -3.5],
  ])('accepts %j as %d', (input, expected) => {
    expect(parseAmount(input)).toEqual({ ok: true, value: expected });
  });

  it.each<string | number>([
    '',
    ' ',
    ',',
    ',5',
    '1,',
    '1,234',
    '1234,567',
    '1234.567',
    '1.23.4',
    '1.2345',
    '12.34,5', // thousands groups must have three digits
    '1,234.56', // English grouping
    '1 234,56',
    '1e3',
    'abc',
    '12a',
    '+5',
    '--5',
    '0x10',
    'Infinity',
    'NaN',
    '12345678901234', // 14 integer digits
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1.005,
    0.1 + 0.2,
  ])('rejects %j with the spec text', (input) => {
    expect(parseAmount(input)).toEqual({
      ok: false,
      message: 'Gebe eine gültige Zahl mit maximal 2 Nachkommastellen ein.',
    });
  });

  it('keeps 13 integer digits', () => {
    expect(parseAmount('1234567890123,99')).toEqual({ ok: true, value: 1234567890123.99 });
    expect(parseAmount('0001234567890123')).toEqual({ ok: true, value: 1234567890123 });
  });

  it('takes the number of decimals allowed', () => {
    expect(parseAmount('3', 0)).toEqual({ ok: true, value: 3 });
    expect(parseAmount('3,5', 0)).toEqual({ ok: false, message: validationTexts.integer });
    expect(parseAmount(2.5, 0)).toEqual({ ok: false, message: validationTexts.integer });
    expect(parseAmount('1,234', 3)).toEqual({ ok: true, value: 1.234 });
    expect(parseAmount('1,2345', 3)).toEqual({ ok: false, message: validationTexts.amount });
  });

  it('reads back every German formatted amount with two decimals (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (cents) => {
        const value = cents / 100;
        expect(parseAmount(formatAmount(value))).toEqual({ ok: true, value: value === 0 ? 0 : value });
        expect(parseAmount(value)).toEqual({ ok: true, value: value === 0 ? 0 : value });
      }),
    );
  });
});

describe('decimalPlaces', () => {
  it.each([
    [100, 0],
    [1.5, 1],
    [12.34, 2],
    [0.001, 3],
  ])('%d has %d decimals', (value, expected) => {
    expect(decimalPlaces(value)).toBe(expected);
  });
});

describe('formatAmount and formatNumber', () => {
  it('formats in German', () => {
    expect(formatAmount(1234.5)).toBe('1.234,50');
    expect(formatAmount(0)).toBe('0,00');
    expect(formatAmount(12, { unit: '€' })).toBe('12,00 €');
    expect(formatAmount(50, { decimals: 0, unit: '%' })).toBe('50 %');
    expect(formatNumber(10000)).toBe('10.000');
    expect(formatNumber(2.5, '€')).toBe('2,5 €');
  });
});
