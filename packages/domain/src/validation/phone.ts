import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

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
