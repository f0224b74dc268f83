/**
 * The Regelaltersgrenze by year of birth (§ 35 and § 235 Abs. 2 SGB VI) and the day the pension starts
 * (§ 99 Abs. 1 SGB VI: the first of the month after the month in which the age is reached; the age is
 * reached at the end of the day before the birthday, § 187 Abs. 2 and § 188 Abs. 2 and 3 BGB).
 * The Vertrauensschutz of § 235 Abs. 2 Satz 3 SGB VI (Altersteilzeit agreed before 2007) is left out.
 */

/** An age in months (67 years: 804). */
export type AgeInMonths = number;

/** § 235 Abs. 2 SGB VI: 65 until 1946, one month more per year from 1947 to 1958, two from 1959 to 1963; 67 from 1964 (§ 35). */
export function regelaltersgrenzeMonate(birthYear: number): AgeInMonths {
  if (birthYear <= 1946) return 65 * 12;
  if (birthYear <= 1958) return 65 * 12 + (birthYear - 1946);
  if (birthYear <= 1963) return 66 * 12 + 2 * (birthYear - 1958);
  return 67 * 12;
}

/** A calendar day 'YYYY-MM-DD' as numbers. */
export function parseDay(day: string): { year: number; month: number; day: number } {
  const [year = Number.NaN, month = Number.NaN, date = Number.NaN] = day.split('-').map(Number);
  return { year, month, day: date };
}

function firstOfMonth(year: number, month: number): string {
  const carried = new Date(Date.UTC(year, month - 1, 1));
  return carried.toISOString().slice(0, 10);
}

/**
 * The day a pension starts for someone born on `geburtsdatum` who starts at `alterMonate`: the first of
 * the month in which the age's day falls when born on the 1st (the age is reached the day before, in
 * the month before), else the first of the month after it.
 */
export function rentenbeginn(geburtsdatum: string, alterMonate: AgeInMonths): string {
  const born = parseDay(geburtsdatum);
  const months = born.month - 1 + alterMonate;
  const year = born.year + Math.floor(months / 12);
  const month = (months % 12) + 1;
  return born.day === 1 ? firstOfMonth(year, month) : firstOfMonth(year, month + 1);
}

/** Whole months from the month of `from` to the month of `to` (negative when `to` is earlier). */
export function monthsBetween(from: string, to: string): number {
  const a = parseDay(from);
  const b = parseDay(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** Completed years of age on `today`. */
export function ageOn(geburtsdatum: string, today: string): number {
  const born = parseDay(geburtsdatum);
  const now = parseDay(today);
  const beforeBirthday = now.month < born.month || (now.month === born.month && now.day < born.day);
  return now.year - born.year - (beforeBirthday ? 1 : 0);
}
