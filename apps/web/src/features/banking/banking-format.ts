import { LOCALE } from '@kundenportal/domain/constants';

/** 'DE89 3704 0044 0532 0130 00': an IBAN in groups of four, as banks print it (spaces in the input dropped). */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

const monthFormat = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric' });
const MONTH = /^(\d{4})-(\d{2})$/;

/** 'März 2026' for '2026-03'; anything else as it is. */
export function monthLabel(month: string): string {
  const match = MONTH.exec(month);
  if (!match) return month;
  const index = Number(match[2]) - 1;
  if (index < 0 || index > 11) return month;
  return monthFormat.format(new Date(Number(match[1]), index, 1));
}
