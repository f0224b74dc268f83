import { describe, expect, it } from 'vitest';
import { validationTexts } from '../texts/validation';
import { DEFAULT_PHONE_COUNTRY, formatPhone, parseMobile, parsePhone, phoneCountryOptions } from './phone';

describe('parseMobile (spec section 5)', () => {
  it('accepts a German mobile number in national form and keeps only digits', () => {
    expect(parseMobile('0151 23456789')).toEqual({
      ok: true,
      e164: '+4915123456789',
      digits: '4915123456789',
    });
  });
  it('reads a national number for the selected country', () => {
    expect(parseMobile('0664 1234567', 'AT')).toMatchObject({ ok: true, digits: '436641234567' });
  });
  it.each([
    ['national', '0151 23456789', 'DE'],
    ['international with +', '+49 151 23456789', 'DE'],
    ['international with 00', '0049 151 23456789', 'DE'],
    ['international with 00 whatever the selected country', '0049-151-234 567 89', 'AT'],
    ['digits only with country code (the stored form)', '4915123456789', 'DE'],
    ['the stored form with another country selected', '4915123456789', 'AT'],
    ['national without the leading 0', '151 23456789', 'DE'],
    ['with brackets, dots and slashes', '(0151) 234.567/89', 'DE'],
  ])('accepts the documented form %s: %j', (_form, input, country) => {
    expect(parseMobile(input, country)).toEqual({
      ok: true,
      e164: '+4915123456789',
      digits: '4915123456789',
    });
  });

  it('reads every valid result back as itself from its stored digits', () => {
    for (const [input, country] of [
      ['0151 23456789', 'DE'],
      ['0664 1234567', 'AT'],
      ['079 123 45 67', 'CH'],
      ['+1 201 555 0123', 'DE'],
    ] as const) {
      const first = parseMobile(input, country);
      expect(first.ok, input).toBe(true);
      if (first.ok) expect(parseMobile(first.digits, country)).toEqual(first);
      if (first.ok) expect(parseMobile(first.e164, country)).toEqual(first);
    }
  });

  it('refuses stored digits that are no mobile number and over-long input', () => {
    expect(parseMobile('493012345678')).toEqual({ ok: false, message: validationTexts.mobile });
    expect(parseMobile(`4915123456789${' '.repeat(28)}`)).toEqual({
      ok: false,
      message: validationTexts.mobile,
    });
  });

  it('refuses a landline and garbage', () => {
    expect(parseMobile('030 1234567')).toEqual({ ok: false, message: validationTexts.mobile });
    expect(parseMobile('abc')).toEqual({ ok: false, message: validationTexts.mobile });
  });
});

describe('phoneCountryOptions', () => {
  const options = phoneCountryOptions();

  it('lists de, at and ch first, the default first of all', () => {
    expect(options.slice(0, 3).map((o) => o.code)).toEqual(['DE', 'AT', 'CH']);
    expect(options[0]?.code).toBe(DEFAULT_PHONE_COUNTRY);
    expect(options[0]).toEqual({ code: 'DE', name: 'Deutschland', callingCode: '+49', preferred: true });
    expect(options.filter((o) => o.preferred)).toHaveLength(3);
  });

  it('lists every other country once, by German name', () => {
    const rest = options.slice(3);
    expect(rest.some((o) => o.code === 'DE')).toBe(false);
    expect(new Set(options.map((o) => o.code)).size).toBe(options.length);
    const names = rest.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    expect(rest.find((o) => o.code === 'FR')).toMatchObject({ name: 'Frankreich', callingCode: '+33' });
  });
});

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
    expect(parsePhone(input)).toEqual({ ok: false, message: validationTexts.phone });
  });
});

describe('formatPhone', () => {
  it('shows a German number national and any other international', () => {
    expect(formatPhone('+498938000')).toBe('089 38000');
    expect(formatPhone('+491711234567')).toBe('0171 1234567');
    expect(formatPhone('+43153440')).toBe('+43 1 53440');
    expect(formatPhone('+43153440', 'at')).toBe('01 53440');
  });

  it('reads back what parsePhone stored', () => {
    for (const typed of ['089 3800 0', '+49 30 1234567', '0800 1234567']) {
      const parsed = parsePhone(typed);
      if (!parsed.ok) throw new Error(typed);
      const shown = formatPhone(parsed.e164);
      expect(parsePhone(shown)).toEqual(parsed);
    }
  });

  it('leaves text that is no number as it is', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('abc')).toBe('abc');
  });
});
