import { describe, expect, it } from 'vitest';
import { validationTexts } from '../texts/validation';
import { isValidTime, parseTime } from './time';

describe('parseTime', () => {
  it.each([
    ['00:00', '00:00', 0],
    ['08:30', '08:30', 510],
    ['8:30', '08:30', 510],
    ['12:00', '12:00', 720],
    ['23:59', '23:59', 1439],
    [' 17:45 ', '17:45', 1065],
  ])('accepts %j as %s', (input, value, minutes) => {
    expect(parseTime(input)).toEqual({ ok: true, value, minutes });
  });

  it.each([
    '',
    ' ',
    '24:00',
    '23:60',
    '12',
    '12:0',
    '12:000',
    '123:00',
    '12.30',
    '12-30',
    '12:30:00',
    'ab:cd',
    '-1:00',
    '1230',
    '12 :30',
    '١٢:٣٠',
  ])('rejects %j with the spec text', (input) => {
    expect(parseTime(input)).toEqual({ ok: false, message: 'Gebe eine gültige Uhrzeit ein.' });
    expect(isValidTime(input)).toBe(false);
  });

  it('has the spec text', () => {
    expect(validationTexts.time).toBe('Gebe eine gültige Uhrzeit ein.');
  });
});
