import { addDays, isoDateIn, PORTAL_TIME_ZONE } from '../validation/date-bounds';

/** Reminders go out on their day at 08:00 in Germany (issue 10). */
export const REMINDER_SEND_HOUR = 8;

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: PORTAL_TIME_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The hour of `now` on the wall clock in Europe/Berlin (0–23; summer and winter time alike). */
export function berlinHour(now: Date): number {
  return Number(hourFormat.formatToParts(now).find((part) => part.type === 'hour')?.value ?? '0');
}

/**
 * The latest reminder date that is due at `now`: today once it is 08:00 in Berlin, else yesterday.
 * Every unsent reminder up to this date goes out — which also catches up the runs a stopped server
 * missed.
 */
export function dueUntil(now: Date): string {
  const today = isoDateIn(now);
  return berlinHour(now) >= REMINDER_SEND_HOUR ? today : addDays(today, -1);
}
