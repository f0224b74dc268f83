import { LOCALE, UNLIMITED_NUMBER } from '@kundenportal/domain/constants';

/** German formatting of spec section 9: dates DD.MM.YYYY (with time HH:mm), euro with 2 decimals. */
const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', hour12: false });
const numberFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads an API date. A date without time ('2026-03-01') is a calendar day, taken in local time so it
 * never moves to the day before (JavaScript would read it as UTC midnight).
 */
export function parseApiDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const dateOnly = DATE_ONLY.exec(value);
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'DD.MM.YYYY', or '' when there is no valid date. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = parseApiDate(value);
  return date ? dateFormat.format(date) : '';
}

/** 'DD.MM.YYYY HH:mm', or '' when there is no valid date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = parseApiDate(value);
  return date ? dateTimeFormat.format(date).replace(',', '') : '';
}

/** 'HH:mm', or '' when there is no valid date. */
export function formatTime(value: string | Date | null | undefined): string {
  const date = parseApiDate(value);
  return date ? timeFormat.format(date) : '';
}

export { formatEuro } from '@kundenportal/domain/format/euro';

/** German number with up to 2 decimals; the unlimited sentinel reads 'unbegrenzt' (spec section 9). */
export function formatNumber(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  if (value === UNLIMITED_NUMBER) return 'unbegrenzt';
  return numberFormat.format(value);
}

/** File sizes: one rule for the server's messages and the app (domain documents/file-size). */
export { formatFileSize } from '@kundenportal/domain/documents/file-size';
