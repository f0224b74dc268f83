import { compilePatterns, foldBankText, hasPattern } from './categories-match';

/**
 * How often a series of debits recurs (issue 33, ADR 255), as the contracts' zahlungsweise: payments a
 * year. A gap between two debits counts for an interval within the band around its length (a debit moves
 * to the next working day, months have 28 to 31 days); every gap of a series must give the same interval.
 */
export type Zahlungsweise = 12 | 4 | 2 | 1;

const BANDS: readonly { zahlungsweise: Zahlungsweise; days: number; min: number; max: number }[] = [
  { zahlungsweise: 12, days: 30, min: 25, max: 36 },
  { zahlungsweise: 4, days: 91, min: 83, max: 99 },
  { zahlungsweise: 2, days: 182, min: 172, max: 192 },
  { zahlungsweise: 1, days: 365, min: 350, max: 380 },
];

/** Days from one ISO date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function intervalOfGap(days: number): Zahlungsweise | null {
  return BANDS.find((band) => days >= band.min && days <= band.max)?.zahlungsweise ?? null;
}

export function intervalDays(zahlungsweise: Zahlungsweise): number {
  return BANDS.find((band) => band.zahlungsweise === zahlungsweise)?.days ?? 365;
}

/** The shortest span of imported entries in which a half-yearly debit shows twice (ADR 255). */
export const SPAN_FOR_SINGLE_YEARLY_DAYS = 213;

const YEARLY_WORDS = compilePatterns(['jährl', '*jahresbeitrag', '*jahresprämie']);

/**
 * The interval of a series of debit dates (sorted): one interval for all gaps; a single debit is yearly
 * when its purpose says so or when the imported entries span at least SPAN_FOR_SINGLE_YEARLY_DAYS (so a
 * more frequent debit would have shown twice), else unknown.
 */
export function seriesInterval(
  dates: readonly string[],
  purpose: string,
  spanDays: number,
): Zahlungsweise | null {
  if (dates.length === 0) return null;
  if (dates.length === 1) {
    const yearly = hasPattern(foldBankText(purpose), YEARLY_WORDS) || spanDays >= SPAN_FOR_SINGLE_YEARLY_DAYS;
    return yearly ? 1 : null;
  }
  let found: Zahlungsweise | null = null;
  for (let index = 1; index < dates.length; index += 1) {
    const interval = intervalOfGap(daysBetween(dates[index - 1] as string, dates[index] as string));
    if (interval === null || (found !== null && interval !== found)) return null;
    found = interval;
  }
  return found;
}
