/**
 * Calendar arithmetic on ISO dates ('YYYY-MM-DD'), free of time zones and daylight saving: the
 * deadline engine counts whole days and months the way a German contract does, never hours.
 */

export type PeriodUnit = 'tage' | 'wochen' | 'monate' | 'jahr';
export type Period = { value: number; unit: PeriodUnit };

type Ymd = { year: number; month: number; day: number };

function parse(isoDate: string): Ymd {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

function format({ year, month, day }: Ymd): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addDays(isoDate: string, days: number): string {
  const { year, month, day } = parse(isoDate);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole calendar months; a day the target month lacks becomes its last day (31.01. + 1 Monat = 28./29.02.). */
export function addMonths(isoDate: string, months: number): string {
  const { year, month, day } = parse(isoDate);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return format({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/** `period` added `times` times in one step (negative goes back), so repeated periods never drift. */
export function addPeriod(isoDate: string, period: Period, times = 1): string {
  const count = period.value * times;
  switch (period.unit) {
    case 'tage':
      return addDays(isoDate, count);
    case 'wochen':
      return addDays(isoDate, count * 7);
    case 'monate':
      return addMonths(isoDate, count);
    case 'jahr':
      return addMonths(isoDate, count * 12);
  }
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parse(from);
  const b = parse(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/** A period's rough length in days, for estimating how many repetitions fit between two dates. */
export function approximateDays(period: Period): number {
  const perUnit = { tage: 1, wochen: 7, monate: 30.436875, jahr: 365.2425 } as const;
  return period.value * perUnit[period.unit];
}

export type CalendarSpan = 'woche' | 'monat' | 'quartal' | 'jahr';

/**
 * The first day after the calendar week (Monday to Sunday), month, quarter or year that contains
 * `isoDate`: the moment such a span ends, as the first day no longer in it.
 */
export function startOfNextSpan(isoDate: string, span: CalendarSpan): string {
  const { year, month } = parse(isoDate);
  switch (span) {
    case 'woche': {
      const weekday = (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
      return addDays(isoDate, 7 - weekday);
    }
    case 'monat':
      return addMonths(format({ year, month, day: 1 }), 1);
    case 'quartal':
      return addMonths(format({ year, month: month - ((month - 1) % 3), day: 1 }), 3);
    case 'jahr':
      return format({ year: year + 1, month: 1, day: 1 });
  }
}
