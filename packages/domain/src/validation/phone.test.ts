import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_COUNTRY, INVALID_MOBILE, parseMobile, phoneCountryOptions } from './phone';

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
  it('refuses a landline and garbage', () => {
    expect(parseMobile('030 1234567')).toEqual({ ok: false, message: INVALID_MOBILE });
    expect(parseMobile('abc')).toEqual({ ok: false, message: INVALID_MOBILE });
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
