import { describe, expect, it } from 'vitest';
import { INVALID_PHONE, parsePhone } from './phone-number';

describe('parsePhone', () => {
  it.each([
    ['0221 1234567', '+492211234567'],
    ['+49 221 1234567', '+492211234567'],
    ['030 12345678', '+493012345678'],
    ['0171 1234567', '+491711234567'],
    ['+43 1 5123456', '+4315123456'],
    ['+41 44 668 18 00', '+41446681800'],
  ])('accepts %j', (input, e164) => {
    expect(parsePhone(input)).toEqual({ ok: true, e164, digits: e164.slice(1) });
  });

  it.each([
    ['492211234567', 'DE', '+492211234567'],
    ['00492211234567', 'DE', '+492211234567'],
    ['4315123456', 'AT', '+4315123456'],
    ['41446681800', 'CH', '+41446681800'],
  ])('reads the stored digits-only form %j (country %s) back as itself', (input, country, e164) => {
    expect(parsePhone(input, country)).toEqual({ ok: true, e164, digits: e164.slice(1) });
  });

  it('reads national numbers for the given country', () => {
    expect(parsePhone('01 5123456', 'at')).toMatchObject({ ok: true, e164: '+4315123456' });
  });

  it.each(['', '12', '0221', 'abc', '+49', `0221${'1'.repeat(40)}`])('rejects %j', (input) => {
    expect(parsePhone(input)).toEqual({ ok: false, message: INVALID_PHONE });
  });
});
