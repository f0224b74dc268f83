import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY, readPhone } from './phone';

/**
 * Any phone number (landline, mobile, service number) for contact data of third parties such as an
 * insurer's phone and fax, where the mobile-only rule of `parseMobile` does not fit. Typed in the
 * same forms as a mobile number (phoneReadings). Uses
 * libphonenumber's small metadata (length and leading digits per country). Our text.
 */
export const INVALID_PHONE = 'Keine gültige Telefonnummer.';

export type PhoneResult = { ok: true; e164: string; digits: string } | { ok: false; message: string };

export function parsePhone(input: string, country: string = DEFAULT_PHONE_COUNTRY): PhoneResult {
  const e164 = readPhone(input, country, parsePhoneNumberFromString);
  if (!e164) return { ok: false, message: INVALID_PHONE };
  return { ok: true, e164, digits: e164.replace(/\D/g, '') };
}
