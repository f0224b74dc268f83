import { describe, expect, it } from 'vitest';
import { formTexts } from '../texts/form';
import { ratingTexts } from '../texts/rating';
import {
  RATING_AFTER_SESSIONS,
  RATING_STARS,
  RATING_TEXT_MAX,
  ratingBodyOf,
  ratingSchema,
  ratingText,
  shouldPromptRating,
} from './rating-api';

/** The first message per field of a refused body. */
function refusal(body: unknown): Record<string, string> {
  const result = ratingSchema.safeParse(body);
  expect(result.success).toBe(false);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.code === 'unrecognized_keys' ? issue.keys.join(',') : String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}

describe('ratingSchema', () => {
  it('takes whole stars from 1 to 5, with or without a text', () => {
    for (const stars of [1, 2, 3, 4, 5]) expect(ratingSchema.parse({ stars })).toEqual({ stars });
    expect(ratingSchema.parse({ stars: 4, text: 'Gut' })).toEqual({ stars: 4, text: 'Gut' });
    expect(ratingSchema.parse({ stars: 4, text: null })).toEqual({ stars: 4, text: null });
    expect(RATING_STARS).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses 0, 6, fractions, strings and missing stars', () => {
    expect(refusal({ stars: 0 })).toEqual({ stars: ratingTexts.starsInvalid });
    expect(refusal({ stars: 6 })).toEqual({ stars: ratingTexts.starsInvalid });
    expect(refusal({ stars: -1 })).toEqual({ stars: ratingTexts.starsInvalid });
    expect(refusal({ stars: 4.5 })).toEqual({ stars: ratingTexts.starsInvalid });
    expect(refusal({ stars: '4' })).toEqual({ stars: ratingTexts.starsInvalid });
    expect(refusal({ stars: null })).toEqual({ stars: ratingTexts.starsInvalid });
    expect(refusal({ stars: Number.POSITIVE_INFINITY })).toEqual({ stars: ratingTexts.starsInvalid });
    expect(refusal({})).toEqual({ stars: ratingTexts.starsRequired });
    expect(refusal({ text: 'Nur Text' })).toEqual({ stars: ratingTexts.starsRequired });
  });

  it(`takes a text of ${RATING_TEXT_MAX} characters, not one more`, () => {
    expect(RATING_TEXT_MAX).toBe(2000);
    expect(ratingSchema.safeParse({ stars: 3, text: 'ä'.repeat(2000) }).success).toBe(true);
    expect(refusal({ stars: 3, text: 'ä'.repeat(2001) })).toEqual({ text: formTexts.maxLength(2000) });
    expect(formTexts.maxLength(2000)).toBe('Bitte gib höchstens 2000 Zeichen ein.');
  });

  it('refuses a text that cannot be stored, a text that is no string, and unknown keys', () => {
    expect(refusal({ stars: 3, text: 'a\u0000b' })).toEqual({ text: formTexts.invalidValue });
    expect(refusal({ stars: 3, text: 'x\ud800' })).toEqual({ text: formTexts.invalidValue });
    expect(refusal({ stars: 3, text: 42 })).toEqual({ text: formTexts.invalidValue });
    expect(refusal({ stars: 3, kommentar: 'x' })).toEqual({ kommentar: expect.any(String) });
  });
});

describe('shouldPromptRating', () => {
  it(`asks from the ${RATING_AFTER_SESSIONS}rd login on, until rated or declined`, () => {
    expect(RATING_AFTER_SESSIONS).toBe(3);
    expect(shouldPromptRating(0, false)).toBe(false);
    expect(shouldPromptRating(2, false)).toBe(false);
    expect(shouldPromptRating(3, false)).toBe(true);
    expect(shouldPromptRating(40, false)).toBe(true);
    expect(shouldPromptRating(3, true)).toBe(false);
  });
});

describe('ratingBodyOf and ratingText', () => {
  it('sends the chosen stars as a number and a text only when there is one', () => {
    expect(ratingBodyOf({ stars: '4', text: '  Mehr Verträge  ' })).toEqual({
      stars: 4,
      text: 'Mehr Verträge',
    });
    expect(ratingBodyOf({ stars: '5', text: ' \n ' })).toEqual({ stars: 5 });
    expect(ratingBodyOf({ stars: '', text: '' })).toEqual({});
    expect(ratingSchema.safeParse(ratingBodyOf({ stars: '', text: '' })).error?.issues[0]?.message).toBe(
      ratingTexts.starsRequired,
    );
  });

  it('stores a blank text as none', () => {
    expect(ratingText(undefined)).toBeNull();
    expect(ratingText(null)).toBeNull();
    expect(ratingText('   ')).toBeNull();
    expect(ratingText(' gut ')).toBe('gut');
  });
});
