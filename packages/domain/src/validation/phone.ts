import { parsePhoneNumberFromString as parseAnyPhone } from 'libphonenumber-js';
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/mobile';
import { PHONE_INPUT_MAX_LENGTH } from '../constants';
import { validationTexts } from '../texts/validation';

/** Phone rule of spec section 5: valid for the selected country (default de), mobile type, digits stored. */
export const DEFAULT_PHONE_COUNTRY = 'DE' as const;
export const PREFERRED_PHONE_COUNTRIES = ['DE', 'AT', 'CH'] as const;

export type PhoneResult = { ok: true; e164: string; digits: string } | { ok: false; message: string };
export type MobileResult = PhoneResult;

/**
 * The ways one typed number may be read, most likely first. Accepted forms (README, API section), with
 * spaces, dashes, dots, slashes and brackets ignored:
 * - international with '+' or '00': '+49 151 23456789', '0049 151 23456789';
 * - national for the selected country: '0151 23456789';
 * - digits only with the country code, as the API stores and returns numbers: '4915123456789'.
 * Digits without '+' or a leading 0 are read both ways: as international first when they begin with the
 * selected country's calling code (so a stored number always reads back as itself), else as national
 * first ('151 23456789' for DE); the first valid reading wins.
 */
export function phoneReadings(input: string, country: string): string[] {
  const trimmed = input.trim();
  const compact = trimmed.replace(/[\s\-./()]/g, '');
  if (/^00[1-9]\d*$/.test(compact)) return [`+${compact.slice(2)}`];
  if (!/^[1-9]\d*$/.test(compact)) return [trimmed];
  return compact.startsWith(callingCode(country)) ? [`+${compact}`, trimmed] : [trimmed, `+${compact}`];
}

function callingCode(country: string): string {
  try {
    return getCountryCallingCode(country.toUpperCase() as CountryCode);
  } catch {
    return '+';
  }
}

/** The first reading of `input` that `isValid` accepts, as E.164. */
export function readPhone(
  input: string,
  country: string,
  parse: (text: string, country: CountryCode) => { isValid(): boolean; number: string } | undefined,
): string | null {
  if (input.length > PHONE_INPUT_MAX_LENGTH) return null;
  for (const reading of phoneReadings(input, country)) {
    const parsed = parse(reading, country.toUpperCase() as CountryCode);
    if (parsed?.isValid()) return parsed.number;
  }
  return null;
}

/** Parses a number typed for `country` in one of the forms of phoneReadings; libphonenumber's mobile metadata accepts only mobile numbers. */
export function parseMobile(input: string, country: string = DEFAULT_PHONE_COUNTRY): MobileResult {
  const e164 = readPhone(input, country, parsePhoneNumberFromString);
  if (!e164) return { ok: false, message: validationTexts.mobile };
  return { ok: true, e164, digits: e164.replace(/\D/g, '') };
}

/**
 * Any phone number (landline, mobile, service number) for contact data of third parties such as an
 * insurer's phone and fax, where the mobile-only rule of `parseMobile` does not fit. Typed in the same
 * forms as a mobile number (phoneReadings); libphonenumber's small metadata (length and leading digits).
 */
export function parsePhone(input: string, country: string = DEFAULT_PHONE_COUNTRY): PhoneResult {
  const e164 = readPhone(input, country, parseAnyPhone);
  if (!e164) return { ok: false, message: validationTexts.phone };
  return { ok: true, e164, digits: e164.replace(/\D/g, '') };
}

/**
 * A stored number (E.164, as parsePhone answers it) as people read it: national for a number of
 * `country` ('089 38000'), international for any other ('+43 1 53440'); text that is no number as it is.
 */
export function formatPhone(e164: string, country: string = DEFAULT_PHONE_COUNTRY): string {
  const parsed = parseAnyPhone(e164);
  if (!parsed) return e164;
  return parsed.country === country.toUpperCase() ? parsed.formatNational() : parsed.formatInternational();
}

export type PhoneCountryOption = { code: string; name: string; callingCode: string; preferred: boolean };

/**
 * The country picker of the sign-up phone page: the preferred countries (de, at, ch) first, then every
 * other country libphonenumber knows, by its German name.
 */
export function phoneCountryOptions(locale = 'de'): PhoneCountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    // Without region names (a runtime without ICU data) the codes stand for themselves.
  }
  const option = (code: CountryCode, preferred: boolean): PhoneCountryOption => ({
    code,
    name: names?.of(code) ?? code,
    callingCode: `+${getCountryCallingCode(code)}`,
    preferred,
  });
  const preferred: readonly string[] = PREFERRED_PHONE_COUNTRIES;
  const others = getCountries()
    .filter((code) => !preferred.includes(code))
    .map((code) => option(code, false))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return [...PREFERRED_PHONE_COUNTRIES.map((code) => option(code, true)), ...others];
}
