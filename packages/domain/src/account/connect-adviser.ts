import { z } from 'zod';
import { accountTexts } from '../texts/account';
import { isStorableText } from '../validation/storable-text';

/** Longest adviser code accepted (sign-up codes are short; ours). */
export const ADVISER_CODE_MAX_LENGTH = 64;

/**
 * POST /api/users/berater (the invite page /app/berater/einladen, spec section 2): a customer without an
 * adviser connects to one by the adviser's code — the public code of the adviser's sign-up link
 * (`?berater=<code>`). Answers `{ success: true, message, agent }`; an unknown code is a 422 on `code`.
 */
export const connectAdviserSchema = z.strictObject({
  code: z
    .string(accountTexts.adviserCodeRequired)
    .trim()
    .min(1, accountTexts.adviserCodeRequired)
    .max(ADVISER_CODE_MAX_LENGTH, accountTexts.adviserCodeUnknown)
    .refine(isStorableText, accountTexts.adviserCodeUnknown)
    .meta({ description: "the adviser's code (case-insensitive)" }),
});

/** The adviser code a link carries: `?berater=<code>` in the hash route's query. */
export function adviserCodeOf(search: URLSearchParams): string {
  return (search.get('berater') ?? '').trim().slice(0, ADVISER_CODE_MAX_LENGTH);
}
