import { bankingApiTexts as texts } from '../texts/banking-api';
import { addDays, isoDateIn } from '../validation/date-bounds';
import { foldBankText } from './categories-match';

/** The longest search text. */
export const BANK_SEARCH_MAX_LENGTH = 100;
/** The first day a booking may be of (ADR 288): older ones are no statement a bank still delivers. */
export const BANK_FIRST_BOOKING_DAY = '2000-01-01';
/** Days a booking may lie ahead of today (Berlin): a bank books on the next working day at the latest. */
export const BANK_BOOKING_DAYS_AHEAD = 7;

/** The last day a booking may be of, at `now`: today (Berlin) and BANK_BOOKING_DAYS_AHEAD days. */
export function latestBookingDay(now: Date): string {
  return addDays(isoDateIn(now), BANK_BOOKING_DAYS_AHEAD);
}

/**
 * Why a month (`YYYY-MM`, well-formed) cannot have bookings (ADR 288): before BANK_FIRST_BOOKING_DAY's or
 * after the latest booking day's month. Null when it can.
 */
export function bankMonthProblem(monat: string, now: Date): string | null {
  const first = BANK_FIRST_BOOKING_DAY.slice(0, 7);
  const last = latestBookingDay(now).slice(0, 7);
  return monat < first || monat > last ? texts.monthOutOfRange(first, last) : null;
}

/**
 * Why a search text is refused (ADR 288): longer than BANK_SEARCH_MAX_LENGTH, or signs only (no letter or
 * digit left once folded as the search folds: it would match every entry). Blank is no search. Null when
 * it is taken.
 */
export function bankSearchProblem(q: string): string | null {
  if (q.length > BANK_SEARCH_MAX_LENGTH) return texts.invalidSearch;
  if (signsOnly(q)) return texts.searchWithoutLetters;
  return null;
}

/** A search of signs only: not blank, but no letter or digit once folded as the search folds. */
export function signsOnly(q: string): boolean {
  return q.trim() !== '' && foldBankText(q) === '';
}
