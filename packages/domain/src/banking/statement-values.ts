import { formatNumber } from '../validation/amount';
import { STATEMENT_MAX_REFERENCE_LENGTH } from './statement-limits';

/** Control characters and lone surrogates, which no database text holds, become blanks. */
const UNSTORABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A text of the file, blanks collapsed and cut at `max` characters; empty is null. */
export function cleanText(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  const text = value.replace(UNSTORABLE, ' ').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  return [...text].slice(0, max).join('');
}

/** An IBAN in its electronic form (no blanks, upper case), or null when it is none. */
export function cleanIban(value: string | null | undefined): string | null {
  const iban = (value ?? '').replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban) ? iban : null;
}

/** A reference, without the SEPA placeholder for "none". */
export function cleanReference(value: string | null | undefined): string | null {
  const text = cleanText(value, STATEMENT_MAX_REFERENCE_LENGTH);
  return text === null || text.toUpperCase() === 'NOTPROVIDED' ? null : text;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** `YYYY-MM-DD`, or the date part of an ISO date-time (camt `DtTm`, in the bank's local time). */
export function isoDate(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec((value ?? '').trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1900 && isCalendarDate(year, month, day) ? iso(year, month, day) : null;
}

/** A German date `TT.MM.JJJJ`, `T.M.JJJJ` or `TT.MM.JJ` (20JJ) as `YYYY-MM-DD`. */
export function germanDate(value: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [day, month] = [Number(match[1]), Number(match[2])];
  const year = match[3]?.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  return year >= 1900 && isCalendarDate(year, month, day) ? iso(year, month, day) : null;
}

/** At most 13 integer digits: cents stay exact in a double. */
const MAX_INTEGER_DIGITS = 13;

function toCents(sign: string, integer: string, fraction: string): number | null {
  const digits = integer.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_INTEGER_DIGITS) return null;
  const padded = `${fraction}00`;
  // More than two decimals (camt allows five): rounded half up to the cent.
  const rest = padded.slice(2);
  const cents =
    Number(digits) * 100 + Number(padded.slice(0, 2)) + (rest !== '' && Number(rest[0]) >= 5 ? 1 : 0);
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** An XML decimal (camt `Amt`: `1234.5`, never signed) in cents. */
export function xmlAmountCents(value: string | null | undefined): number | null {
  const match = /^(\d+)(?:\.(\d{1,5}))?$/.exec((value ?? '').trim());
  return match ? toCents('', match[1] ?? '', match[2] ?? '') : null;
}

/**
 * A German amount of a bank's CSV in cents: `-1.234,56`, `1234,5`, `-6`, `1.000` (DKB leaves out
 * zero decimals, so a dot before three digits is a thousands dot), with an optional `€`/`EUR` after it
 * and a `+` or `-` before.
 */
export function germanAmountCents(value: string): number | null {
  const text = value.replace(/\s*(€|EUR)$/i, '').trim();
  const match = /^([+-])?\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(text);
  return match ? toCents(match[1] ?? '', (match[2] ?? '').replaceAll('.', ''), match[3] ?? '') : null;
}

/** A count in German digits ('50.000') for a refusal. */
export const count = (value: number) => formatNumber(value);
