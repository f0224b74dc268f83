import { z } from 'zod';
import { formTexts } from '../texts/form';
import { ratingTexts } from '../texts/rating';
import { isStorableText } from '../validation/storable-text';

/**
 * The app rating of issue 13 (docs/decisions/024-app-rating.md) — the contract between server and web app.
 *
 * GET  /api/rating          → { prompt, storeLinks: { ios, android } }
 * POST /api/rating          RatingInput → 201 { rating } (the first), 200 { rating } (a change)
 * POST /api/rating/dismiss  (no body) → 204; the customer is never asked again
 */

/** The customer is asked once they logged in this many times (sessions still on record). */
export const RATING_AFTER_SESSIONS = 3;
/** Longest text of a rating, in characters. */
export const RATING_TEXT_MAX = 2000;
export const RATING_STARS_MIN = 1;
export const RATING_STARS_MAX = 5;
/** The star choices, fewest first. */
export const RATING_STARS: readonly number[] = Array.from(
  { length: RATING_STARS_MAX - RATING_STARS_MIN + 1 },
  (_, index) => RATING_STARS_MIN + index,
);

/** Where the app can be rated in the stores (server configuration); null where none is configured. */
export type RatingStoreLinks = { ios: string | null; android: string | null };
export type RatingPromptResponse = { prompt: boolean; storeLinks: RatingStoreLinks };
export type Rating = { stars: number; text: string | null };
export type RatingResponse = { rating: Rating };

export const ratingStoreLinksSchema = z.object({
  ios: z.string().nullable(),
  android: z.string().nullable(),
}) satisfies z.ZodType<RatingStoreLinks>;

/** GET /api/rating */
export const ratingPromptResponseSchema = z.object({
  prompt: z.boolean().meta({ description: 'whether to show the rating card' }),
  storeLinks: ratingStoreLinksSchema,
}) satisfies z.ZodType<RatingPromptResponse>;

/** POST /api/rating */
export const ratingResponseSchema = z.object({
  rating: z.object({ stars: z.number().int(), text: z.string().nullable() }),
}) satisfies z.ZodType<RatingResponse>;

/** Whether to show the rating card: after enough logins, until the customer rated or declined. */
export function shouldPromptRating(sessionCount: number, answered: boolean): boolean {
  return !answered && sessionCount >= RATING_AFTER_SESSIONS;
}

/** POST /api/rating: whole stars 1–5 and an optional text; any other key is refused (422). */
export const ratingSchema = z.strictObject({
  stars: z
    .number({
      error: (issue) => (issue.input === undefined ? ratingTexts.starsRequired : ratingTexts.starsInvalid),
    })
    .int(ratingTexts.starsInvalid)
    .min(RATING_STARS_MIN, ratingTexts.starsInvalid)
    .max(RATING_STARS_MAX, ratingTexts.starsInvalid)
    .meta({ description: 'whole stars, 1 to 5' }),
  text: z
    .string(formTexts.invalidValue)
    .max(RATING_TEXT_MAX, formTexts.maxLength(RATING_TEXT_MAX))
    .refine(isStorableText, formTexts.invalidValue)
    .nullable()
    .optional()
    .meta({ description: 'what could be better (optional); blank counts as none' }),
});

export type RatingInput = z.infer<typeof ratingSchema>;

/** The text as stored: without surrounding blanks, and null when nothing is left. */
export function ratingText(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The rating form's values (text per field) as the body to send: no stars chosen is left out. */
export function ratingBodyOf(values: { stars: string; text: string }): Record<string, unknown> {
  const text = ratingText(values.text);
  return {
    ...(values.stars === '' ? {} : { stars: Number(values.stars) }),
    ...(text === null ? {} : { text }),
  };
}
