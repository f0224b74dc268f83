import { z } from 'zod';

/**
 * The calendar files and the private feed of issue 10 — the contract between server and web app.
 *
 * GET    /api/contracts/:id/kalender.ics, /api/reminders/:id/kalender.ics → text/calendar (a download)
 * GET    /api/calendar/feed    → CalendarFeedState
 * POST   /api/calendar/feed    → 201 CreatedCalendarFeed (the URL with its secret, shown once)
 * DELETE /api/calendar/feed    → { success: true }
 * GET    /api/calendar/feed/:secret.ics → text/calendar (no session: the secret is the key)
 */
export type CalendarFeedState = { aktiv: boolean; erstellt_am: string | null };
export type CreatedCalendarFeed = { url: string; erstellt_am: string | null };

export const calendarFeedStateSchema = z.object({
  aktiv: z.boolean(),
  erstellt_am: z.string().nullable().meta({ description: 'ISO timestamp of the current secret' }),
}) satisfies z.ZodType<CalendarFeedState>;

export const createdCalendarFeedSchema = z.object({
  url: z.string().meta({ description: 'the feed URL with its secret; shown once' }),
  erstellt_am: z.string().nullable(),
}) satisfies z.ZodType<CreatedCalendarFeed>;

/** An iCalendar file (RFC 5545), sent as text/calendar. */
export const calendarFileSchema = z.string().meta({ description: 'An iCalendar file (text/calendar)' });
