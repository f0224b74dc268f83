import { describe, expect, it } from 'vitest';
import { berlinHour, dueUntil } from './reminder-schedule';

describe('reminder schedule: 08:00 Europe/Berlin', () => {
  it.each([
    // Winter time (UTC+1): 08:00 Berlin is 07:00 UTC.
    ['2026-11-23T06:59:59Z', 7, '2026-11-22'],
    ['2026-11-23T07:00:00Z', 8, '2026-11-23'],
    // Summer time (UTC+2): 08:00 Berlin is 06:00 UTC.
    ['2026-07-01T05:59:00Z', 7, '2026-06-30'],
    ['2026-07-01T06:00:00Z', 8, '2026-07-01'],
    // Late evening UTC is already the next day in Berlin.
    ['2026-12-31T23:30:00Z', 0, '2026-12-31'],
    // The night of the clock change (29.03.2026, 02:00 → 03:00).
    ['2026-03-29T05:59:00Z', 7, '2026-03-28'],
    ['2026-03-29T06:00:00Z', 8, '2026-03-29'],
  ])('at %s the Berlin hour is %d and reminders up to %s are due', (at, hour, due) => {
    expect(berlinHour(new Date(at))).toBe(hour);
    expect(dueUntil(new Date(at))).toBe(due);
  });
});
