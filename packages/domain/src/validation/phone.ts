import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/mobile';

/** Phone rule of spec section 5: valid for the selected country (default de), mobile type, digits stored. */
export const DEFAULT_PHONE_COUNTRY = 'DE' as const;
export const PREFERRED_PHONE_COUNTRIES = ['DE', 'AT', 'CH'] as const;
export const INVALID_MOBILE = 'Keine gültige Mobilnummer.';

export type MobileResult = { ok: true; e164: string; digits: string } | { ok: false; message: string };

/** Parses a number typed for `country` (or in international form); libphonenumber's mobile metadata accepts only mobile numbers. */
export function parseMobile(input: string, country: string = DEFAULT_PHONE_COUNTRY): MobileResult {
  if (input.length > 40) return { ok: false, message: INVALID_MOBILE };
  const parsed = parsePhoneNumberFromString(input.trim(), country.toUpperCase() as CountryCode);
  if (!parsed?.isValid()) return { ok: false, message: INVALID_MOBILE };
  return { ok: true, e164: parsed.number, digits: parsed.number.replace(/\D/g, '') };
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
