import type { Db } from '../db/client';
import { appRatings } from '../db/schema';
import { daysBefore } from './entries';

/**
 * Max and Erika rated the app weeks ago (issue 13), so the demo never shows them the rating card, however
 * often they log in: Max gave five stars with a wish, Erika four without a text.
 */
export async function addDemoRating(
  db: Db,
  owner: { userId: number },
  profile: 'max' | 'erika',
  now: Date,
): Promise<void> {
  const rating =
    profile === 'max'
      ? { stars: 5, text: 'Alles an einem Ort – gern noch mehr Auswertungen zu meinen Verträgen.', days: 21 }
      : { stars: 4, text: null, days: 9 };
  await db.insert(appRatings).values({
    userId: owner.userId,
    stars: rating.stars,
    text: rating.text,
    createdAt: daysBefore(now, rating.days),
  });
}
