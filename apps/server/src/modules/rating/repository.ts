import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appRatings, sessions } from '../../db/schema';

/** The app rating (issue 13): one row per customer, a rating or only the time they declined. */
export function createRatingRepository(db: Db) {
  return {
    db,

    /**
     * The customer's logins on record (one session row per login; rows go after their absolute expiry)
     * and whether they rated or declined already — one statement.
     */
    async promptState(userId: number): Promise<{ sessions: number; answered: boolean }> {
      const result = (await db.execute(sql`
        select
          (select count(*) from ${sessions} where ${sessions.userId} = ${userId})::int as sessions,
          exists (select 1 from ${appRatings} where ${appRatings.userId} = ${userId}) as answered`)) as unknown as {
        rows: { sessions: number; answered: boolean }[];
      };
      const row = result.rows[0];
      return { sessions: Number(row?.sessions ?? 0), answered: row?.answered === true };
    },

    /** Stores the rating (a second one replaces the first); whether the customer had rated before. */
    async save(userId: number, stars: number, text: string | null): Promise<{ ratedBefore: boolean }> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ stars: appRatings.stars })
          .from(appRatings)
          .where(eq(appRatings.userId, userId))
          .for('update');
        await tx
          .insert(appRatings)
          .values({ userId, stars, text })
          .onConflictDoUpdate({ target: appRatings.userId, set: { stars, text } });
        return { ratedBefore: before?.stars != null };
      });
    },

    /** 'Nicht jetzt': never asked again. A customer who rated or declined already keeps their row as it is. */
    async dismiss(userId: number, at: Date): Promise<void> {
      await db.insert(appRatings).values({ userId, dismissedAt: at }).onConflictDoNothing();
    },
  };
}

export type RatingRepository = ReturnType<typeof createRatingRepository>;
