import { type Rating, type RatingInput, ratingText } from '@kundenportal/domain/rating/rating-api';
import type { RatingRepository } from './repository';

/**
 * POST /api/rating: stores the customer's stars and text (blank text as none). The first rating is
 * created (201), a later one replaces it (200); a customer who declined before may still rate.
 */
export async function saveRating(
  repository: RatingRepository,
  userId: number,
  input: RatingInput,
): Promise<{ created: boolean; rating: Rating }> {
  const rating = { stars: input.stars, text: ratingText(input.text) };
  const { ratedBefore } = await repository.save(userId, rating.stars, rating.text);
  return { created: !ratedBefore, rating };
}
