import { RATING_TEXT_MAX } from '@kundenportal/domain/rating/rating-api';
import { isStorableText } from '@kundenportal/domain/validation/storable-text';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRatings } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { hasProtoKey } from '../../helpers/proto-key';
import { authHeaders, useTestApp } from '../../helpers/test-app';
import { ratingCustomer } from './rating.fixtures';

/**
 * 1,000 generated bodies on POST /api/rating and /api/rating/dismiss (stars of every type and size, texts
 * around the bound, unstorable and of other types, extra keys, bodies that are no object): never a 5xx; a
 * rating is taken exactly when it has whole stars 1–5, a text of at most 2000 characters or none, and
 * nothing else, and then the stored row is what was answered; only the first is a 201.
 */
const RUNS = FUZZ_RUNS;
const t = useTestApp();

let c: Awaited<ReturnType<typeof ratingCustomer>>;
beforeAll(async () => {
  c = await ratingCustomer(t.app, 3);
});

const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)) });
const stars = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -2, max: 8 }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom<unknown>('4', '', null, true, [4], { stars: 4 }, 1e308, 4.000001) },
);
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 80 }) },
  { weight: 2, arbitrary: codeUnits },
  {
    weight: 2,
    arbitrary: fc.integer({ min: RATING_TEXT_MAX - 2, max: RATING_TEXT_MAX + 2 }).map((n) => 'ß'.repeat(n)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      '',
      '   ',
      'a\u0000b',
      '\udc00',
      "'); drop table app_ratings; --",
      null,
    ),
  },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.boolean(), fc.jsonValue({ maxDepth: 2 })) },
);
const ratingBody = fc
  .record(
    {
      stars,
      text,
      extra: fc.constantFrom('kommentar', 'user_id', 'sterne', 'Stars', 'dismissed_at'),
    },
    { requiredKeys: [] },
  )
  .map(({ extra, ...body }) => (extra === undefined ? body : { ...body, [extra]: 1 }));
const validBody = fc.record(
  {
    stars: fc.integer({ min: 1, max: 5 }),
    text: fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
  },
  { requiredKeys: ['stars'] },
);
const body = fc.oneof(
  { weight: 6, arbitrary: validBody },
  { weight: 8, arbitrary: ratingBody },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  // What a dismissal takes: no body at all.
  { weight: 1, arbitrary: fc.constantFrom<unknown>({}, null) },
);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isValidRating(value: unknown): value is { stars: number; text?: string | null } {
  if (!isObject(value) || !Object.keys(value).every((key) => key === 'stars' || key === 'text')) return false;
  const { stars: s, text: x } = value;
  const starsOk = typeof s === 'number' && Number.isInteger(s) && s >= 1 && s <= 5;
  const textOk =
    x === undefined ||
    x === null ||
    (typeof x === 'string' && x.length <= RATING_TEXT_MAX && isStorableText(x));
  return starsOk && textOk;
}

describe(`${RUNS} generated rating bodies`, () => {
  it('never a 5xx; a rating is taken exactly when valid and stored as answered', async () => {
    const { db } = await getDatabase();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, fc.integer({ min: 0, max: 4 }), async (sent, pick) => {
        const dismiss = pick === 0;
        const payload = JSON.stringify(sent);
        const response = await t.app.inject({
          method: 'POST',
          url: dismiss ? '/api/rating/dismiss' : '/api/rating',
          headers: { ...authHeaders(c.token), 'content-type': 'application/json' },
          payload,
        });
        const context = `${response.statusCode} ${response.body} for ${payload.slice(0, 300)}`;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, context).toBeLessThan(500);
        if (hasProtoKey(payload)) {
          // Fastify refuses prototype poisoning (a "__proto__" key, not the text) before any route (400).
          expect([400, 422], context).toContain(response.statusCode);
          return;
        }
        if (dismiss) {
          // No body: nothing, null or an empty object; anything else is refused (plugins/bodyless.ts).
          const nothingSent =
            sent === undefined ||
            sent === null ||
            (typeof sent === 'object' && !Array.isArray(sent) && Object.keys(sent).length === 0);
          expect(response.statusCode, context).toBe(nothingSent ? 204 : 422);
          return;
        }
        if (!isValidRating(sent)) {
          expect(response.statusCode, context).toBe(422);
          expect(response.json().errors.length, context).toBeGreaterThan(0);
          return;
        }
        expect([200, 201], context).toContain(response.statusCode);
        const expectedText = typeof sent.text === 'string' && sent.text.trim() ? sent.text.trim() : null;
        expect(response.json(), context).toEqual({ rating: { stars: sent.stars, text: expectedText } });
        const [row] = await db.select().from(appRatings).where(eq(appRatings.userId, c.user.id));
        expect(row, context).toMatchObject({ stars: sent.stars, text: expectedText });
      }),
      // The first rating (201) and a dismissal (204) whatever the generator draws.
      {
        numRuns: RUNS,
        examples: [
          [{ stars: 4 }, 1],
          [{}, 0],
        ],
      },
    );
    // validBody to POST /api/rating (6/16 × 4/5 of the runs): a 200 about RUNS / 3.3 times (75 at 250, at
    // most 25 is 7 standard deviations off); ratingBody mostly has an unknown key or a wrong value
    // (8/16 × 4/5): a 422 about RUNS / 3.
    expect(statuses.get(201)).toBe(1);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 10);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(RUNS / 8);
    expect(statuses.get(204) ?? 0).toBeGreaterThan(0);
  }, 300_000);
});
