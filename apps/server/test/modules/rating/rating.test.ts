import { RATING_AFTER_SESSIONS } from '@kundenportal/domain/rating/rating-api';
import { ratingTexts } from '@kundenportal/domain/texts/rating';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appRatings } from '../../../src/db/schema';
import { expectSessionBeforeBody } from '../../helpers/answer-order';
import { getDatabase } from '../../helpers/database';
import { clientHeaders, createTestApp, loginAs, useTestApp } from '../../helpers/test-app';
import { expectInvalid, ratingCustomer, STORE_LINKS } from './rating.fixtures';

const t = useTestApp(STORE_LINKS);

const UNKNOWN = 'Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.';

async function storedRating(userId: number) {
  const { db } = await getDatabase();
  return db.select().from(appRatings).where(eq(appRatings.userId, userId));
}

describe('GET /api/rating', () => {
  it(`asks from the ${RATING_AFTER_SESSIONS}rd login on, with the configured store links`, async () => {
    expect(RATING_AFTER_SESSIONS).toBe(3);
    const c = await ratingCustomer(t.app, 2);
    const answer = await c.call('GET', '/api/rating');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      prompt: false,
      storeLinks: { ios: STORE_LINKS.APP_STORE_URL, android: STORE_LINKS.PLAY_STORE_URL },
    });
    const third = await loginAs(t.app, c.email, c.password);
    // Every session of the customer sees it, the older ones too.
    for (const token of [third, c.token]) {
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/rating',
        headers: { ...clientHeaders, authorization: `Bearer ${token}` },
      });
      expect(again.json().prompt).toBe(true);
    }
  });

  it('no longer asks once the customer rated, nor after "Nicht jetzt"', async () => {
    const rater = await ratingCustomer(t.app, 3);
    expect((await rater.call('GET', '/api/rating')).json().prompt).toBe(true);
    expect((await rater.call('POST', '/api/rating', { stars: 4 })).statusCode).toBe(201);
    expect((await rater.call('GET', '/api/rating')).json().prompt).toBe(false);

    const decliner = await ratingCustomer(t.app, 4);
    expect((await decliner.call('GET', '/api/rating')).json().prompt).toBe(true);
    const dismissed = await decliner.call('POST', '/api/rating/dismiss');
    expect(dismissed.statusCode).toBe(204);
    expect(dismissed.body).toBe('');
    expect((await decliner.call('GET', '/api/rating')).json().prompt).toBe(false);
    await loginAs(t.app, decliner.email, decliner.password);
    expect((await decliner.call('GET', '/api/rating')).json().prompt).toBe(false);
    expect(await storedRating(decliner.user.id)).toEqual([
      expect.objectContaining({ stars: null, text: null, dismissedAt: expect.any(Date) }),
    ]);
  });

  it("one customer's answer leaves another's prompt alone", async () => {
    const a = await ratingCustomer(t.app, 3);
    const b = await ratingCustomer(t.app, 3);
    await a.call('POST', '/api/rating', { stars: 2, text: 'Zu langsam' });
    const c = await ratingCustomer(t.app, 3);
    await c.call('POST', '/api/rating/dismiss');
    expect((await b.call('GET', '/api/rating')).json().prompt).toBe(true);
    expect(await storedRating(b.user.id)).toEqual([]);
    expect(await storedRating(a.user.id)).toEqual([
      expect.objectContaining({ stars: 2, text: 'Zu langsam' }),
    ]);
  });

  it('links no store when none is configured', async () => {
    const other = await createTestApp();
    try {
      const c = await ratingCustomer(other.app, 1);
      expect((await c.call('GET', '/api/rating')).json()).toEqual({
        prompt: false,
        storeLinks: { ios: null, android: null },
      });
    } finally {
      await other.app.close();
    }
  });
});

describe('POST /api/rating', () => {
  it('stores stars and text (201), a second rating replaces the first (200)', async () => {
    const c = await ratingCustomer(t.app, 3);
    const first = await c.call('POST', '/api/rating', { stars: 5, text: '  Sehr übersichtlich!\n' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ rating: { stars: 5, text: 'Sehr übersichtlich!' } });
    const second = await c.call('POST', '/api/rating', { stars: 3 });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ rating: { stars: 3, text: null } });
    expect(await storedRating(c.user.id)).toEqual([
      expect.objectContaining({ stars: 3, text: null, dismissedAt: null }),
    ]);
  });

  it('takes a rating after "Nicht jetzt" too (the first rating: 201); a blank text is none', async () => {
    const c = await ratingCustomer(t.app, 1);
    expect((await c.call('POST', '/api/rating/dismiss')).statusCode).toBe(204);
    const rated = await c.call('POST', '/api/rating', { stars: 1, text: '   ' });
    expect(rated.statusCode).toBe(201);
    expect(rated.json()).toEqual({ rating: { stars: 1, text: null } });
    // 'Nicht jetzt' after a rating keeps the rating as it is.
    expect((await c.call('POST', '/api/rating/dismiss')).statusCode).toBe(204);
    expect(await storedRating(c.user.id)).toEqual([
      expect.objectContaining({ stars: 1, text: null, dismissedAt: expect.any(Date) }),
    ]);
  });

  it('refuses stars outside 1–5, fractions, missing stars, a text over 2000 characters and unknown keys, storing nothing', async () => {
    const c = await ratingCustomer(t.app, 3);
    const post = (body: unknown) => c.call('POST', '/api/rating', body);
    expectInvalid(await post({ stars: 0 }), [`stars=>${ratingTexts.starsInvalid}`]);
    expectInvalid(await post({ stars: 6 }), [`stars=>${ratingTexts.starsInvalid}`]);
    expectInvalid(await post({ stars: 2.5 }), [`stars=>${ratingTexts.starsInvalid}`]);
    expectInvalid(await post({ stars: '4' }), [`stars=>${ratingTexts.starsInvalid}`]);
    expectInvalid(await post({}), [`stars=>${ratingTexts.starsRequired}`]);
    expectInvalid(await post({ stars: 4, text: 'x'.repeat(2001) }), [
      'text=>Bitte gib höchstens 2000 Zeichen ein.',
    ]);
    expectInvalid(await post({ stars: 4, text: 17 }), ['text=>Der Wert ist ungültig.']);
    expectInvalid(await post({ stars: 4, text: 'a\u0000b' }), ['text=>Der Wert ist ungültig.']);
    expectInvalid(await post({ stars: 4, sterne: 4, user_id: 1 }), [
      `sterne=>${UNKNOWN}`,
      `user_id=>${UNKNOWN}`,
    ]);
    expect((await post([])).statusCode).toBe(422);
    expect((await post(null)).statusCode).toBe(422);
    expect(await storedRating(c.user.id)).toEqual([]);
    expect((await c.call('GET', '/api/rating')).json().prompt).toBe(true);

    const longest = await post({ stars: 4, text: 'ä'.repeat(2000) });
    expect(longest.statusCode).toBe(201);
    expect(longest.json().rating.text).toHaveLength(2000);
  });
});

describe('the order of answers (ADR 100)', () => {
  it('refuses an invalid rating without token with 401 and with an adviser token with 403, before its 422', async () => {
    await expectSessionBeforeBody(t.app, 'POST', '/api/rating', { stars: 9, sterne: 4 });
    await expectSessionBeforeBody(t.app, 'POST', '/api/rating/dismiss', { grund: 'keine Zeit' });
  });
});

describe('POST /api/rating/dismiss', () => {
  it('takes no body: anything sent along is refused and nothing is stored', async () => {
    const c = await ratingCustomer(t.app, 3);
    expectInvalid(await c.call('POST', '/api/rating/dismiss', { grund: 'keine Zeit' }), [
      `grund=>${UNKNOWN}`,
    ]);
    expect(await storedRating(c.user.id)).toEqual([]);
    expect((await c.call('POST', '/api/rating/dismiss', {})).statusCode).toBe(204);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/rating', undefined],
    ['POST', '/api/rating', { stars: 5 }],
    ['POST', '/api/rating/dismiss', undefined],
  ] as const)('%s %s answers 401 token_not_provided', async (method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      headers: clientHeaders,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('token_not_provided');
  });
});
