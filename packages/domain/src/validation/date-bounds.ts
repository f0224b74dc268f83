import { dateTexts } from '../texts/date';
import { validationTexts } from '../texts/validation';

/**
 * Date values and their bounds (spec section 5): values are ISO dates 'YYYY-MM-DD'; min and max
 * are 'today', 'morgen' (tomorrow) or an ISO date. 'today' is the calendar day in Europe/Berlin
 * at the `now` passed in, so the server and the browser agree whatever their own clock zone is.
 */
export const PORTAL_TIME_ZONE = 'Europe/Berlin';

export type DateBound = 'today' | 'morgen' | (string & {});

/** Spec names (DateMinErrToday, DateMinErrMorgen, DateMaxErrToday) plus ours for the other cases. */
export type DateErrorType =
  | 'DateErr'
  | 'DateMinErrToday'
  | 'DateMinErrMorgen'
  | 'DateMinErr'
  | 'DateMaxErrToday'
  | 'DateMaxErrMorgen'
  | 'DateMaxErr';

export type DateResult = { ok: true; value: string } | { ok: false; type: DateErrorType; message: string };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in the form 'YYYY-MM-DD' (years 1000 to 9999; 2024-02-29 yes, 2023-02-29 no). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `now` in `timeZone` (default Europe/Berlin) as 'YYYY-MM-DD'. */
export function isoDateIn(now: Date, timeZone: string = PORTAL_TIME_ZONE): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Calendar arithmetic on ISO dates, free of time zones and daylight saving. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 'today' and 'morgen' resolved for `now` in Europe/Berlin; an ISO date is returned as it is. */
export function resolveDateBound(bound: DateBound, now: Date): string {
  if (bound === 'today') return isoDateIn(now);
  if (bound === 'morgen') return addDays(isoDateIn(now), 1);
  return bound;
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY' (spec section 9); other input is returned unchanged. */
export function formatDateDe(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate;
}

/** 'DD.MM.YYYY' of an ISO time as its Berlin calendar day (the day the server, letters and mails name). */
export function formatDayDe(isoTime: string): string {
  return formatDateDe(isoDateIn(new Date(isoTime)));
}

export type DateDeResult = { ok: true; iso: string } | { ok: false; message: string };

const DATE_DE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const DATE_DE_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

/**
 * A date typed the German way → ISO 'YYYY-MM-DD': 'TT.MM.JJJJ', also without leading zeros
 * ('3.2.2001'); blanks around it are ignored. Years have four digits (no two-digit years, no
 * guessing of the century) and the day must exist (31.02.2024 is rejected, 29.02.2024 is not).
 * Empty or blank input is `{ ok: true, iso: '' }`: whether a field may be empty is the
 * required rule's business, not the date syntax's.
 */
export function parseDateDe(input: string): DateDeResult {
  const text = input.trim();
  if (text === '') return { ok: true, iso: '' };
  // Eight digits (TTMMJJJJ) too: phone keypads opened by inputMode numeric may have no '.' key.
  const match = DATE_DE.exec(text) ?? DATE_DE_DIGITS.exec(text);
  if (match) {
    const [, day = '', month = '', year = ''] = match;
    const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
    if (isIsoDate(iso)) return { ok: true, iso };
  }
  return { ok: false, message: validationTexts.dateDe };
}

/** Checks an ISO date against optional bounds (inclusive) for the given `now`. */
export function checkDate(
  value: string,
  options: { min?: DateBound; max?: DateBound; now: Date },
): DateResult {
  const date = value.trim();
  if (!isIsoDate(date)) return { ok: false, type: 'DateErr', message: dateTexts.DateErr };
  if (options.min !== undefined) {
    const min = resolveDateBound(options.min, options.now);
    if (date < min) {
      if (options.min === 'today')
        return { ok: false, type: 'DateMinErrToday', message: dateTexts.DateMinErrToday };
      if (options.min === 'morgen')
        return { ok: false, type: 'DateMinErrMorgen', message: dateTexts.DateMinErrMorgen };
      return { ok: false, type: 'DateMinErr', message: dateTexts.DateMinErr(formatDateDe(min)) };
    }
  }
  if (options.max !== undefined) {
    const max = resolveDateBound(options.max, options.now);
    if (date > max) {
      if (options.max === 'today')
        return { ok: false, type: 'DateMaxErrToday', message: dateTexts.DateMaxErrToday };
      if (options.max === 'morgen')
        return { ok: false, type: 'DateMaxErrMorgen', message: dateTexts.DateMaxErrMorgen };
      return { ok: false, type: 'DateMaxErr', message: dateTexts.DateMaxErr(formatDateDe(max)) };
    }
  }
  return { ok: true, value: date };
}
