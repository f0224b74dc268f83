import { extractIBAN, friendlyFormatIBAN, isSEPACountry, isValidBIC, validateIBAN } from 'ibantools';
import { messages } from '../texts/messages';
import { validationTexts } from '../texts/validation';

/** IBAN and BIC rules of spec section 5. */

export type IbanResult = { ok: true; iban: string } | { ok: false; message: string };
export type BicResult = { ok: true; bic: string } | { ok: false; message: string };

/** Upper case, every whitespace removed (spaces, tabs, no-break spaces from copy and paste). */
export function normaliseIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/**
 * Known country (ibantools' table of the IBAN registry), length and BBAN structure of that country,
 * mod-97 check digits, and the national BBAN checksum where ibantools knows one (e.g. ES, FR, BE).
 * Input is normalised first, so 'de89 3704 0044 0532 0130 00' is valid.
 */
export function isValidIban(input: string): boolean {
  const iban = normaliseIban(input);
  return iban.length <= 34 && validateIBAN(iban).valid;
}

/** Empty (after normalising) is accepted unless `required`; a required empty value gets the required text. */
export function validateIban(
  input: string | null | undefined,
  options: { required?: boolean } = {},
): IbanResult {
  const iban = normaliseIban(input ?? '');
  if (!iban) return options.required ? { ok: false, message: messages.required } : { ok: true, iban: '' };
  return isValidIban(iban) ? { ok: true, iban } : { ok: false, message: validationTexts.iban };
}

/** Display form in groups of four ('DE89 3704 0044 0532 0130 00'); no validation. */
export function formatIban(input: string): string {
  return friendlyFormatIBAN(normaliseIban(input)) ?? '';
}

export type IbanDetails = {
  countryCode: string;
  /** German name of the country, e.g. 'Deutschland'. */
  countryName: string;
  sepa: boolean;
  bban: string;
  /** The national bank code inside the BBAN as the registry defines it (DE: Bankleitzahl, GB/NL: bank letters). */
  bankIdentifier?: string;
  /** Only for DE: the eight-digit Bankleitzahl (BBAN positions 1 to 8). */
  bankleitzahl?: string;
  accountNumber?: string;
};

let countryNames: Intl.DisplayNames | null | undefined;

/** German country name; the code itself on a runtime without ICU region names. */
function countryName(code: string): string {
  if (countryNames === undefined) {
    try {
      countryNames = new Intl.DisplayNames(['de'], { type: 'region' });
    } catch {
      countryNames = null;
    }
  }
  return countryNames?.of(code) ?? code;
}

/**
 * What an IBAN tells by itself, for a valid IBAN only (else null).
 * BIC and bank name are NOT derivable without a bank directory (Bundesbank's BLZ file, SWIFT's
 * directory), which we do not ship: the BIC stays an optional input and the bank name is not derived.
 * Derived here: country, SEPA membership, BBAN, the bank code and for DE the Bankleitzahl.
 */
export function ibanDetails(input: string): IbanDetails | null {
  const iban = normaliseIban(input);
  if (!isValidIban(iban)) return null;
  const extracted = extractIBAN(iban);
  const countryCode = iban.slice(0, 2);
  const details: IbanDetails = {
    countryCode,
    countryName: countryName(countryCode),
    sepa: isSEPACountry(countryCode),
    bban: iban.slice(4),
  };
  if (extracted.bankIdentifier) details.bankIdentifier = extracted.bankIdentifier;
  if (extracted.accountNumber) details.accountNumber = extracted.accountNumber;
  if (countryCode === 'DE') details.bankleitzahl = iban.slice(4, 12);
  return details;
}

export function normaliseBic(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** BIC of 8 or 11 characters with a known country (ibantools isValidBIC); empty accepted unless required. */
export function validateBic(
  input: string | null | undefined,
  options: { required?: boolean } = {},
): BicResult {
  const bic = normaliseBic(input ?? '');
  if (!bic) return options.required ? { ok: false, message: messages.required } : { ok: true, bic: '' };
  return /^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic) && isValidBIC(bic)
    ? { ok: true, bic }
    : { ok: false, message: validationTexts.bic };
}
