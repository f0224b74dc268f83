import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** SQL of the own picture: the key of its file in the blob store on the customer's row. */
export function createAvatarRepository(db: Db) {
  return {
    async setAvatar(userId: number, key: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ avatarKey: key, avatarUpdatedAt: at, hasAvatar: true })
        .where(eq(users.id, userId));
    },

    async clearAvatar(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ avatarKey: null, avatarUpdatedAt: null, hasAvatar: false })
        .where(eq(users.id, userId));
    },
  };
}

export type AvatarRepository = ReturnType<typeof createAvatarRepository>;
